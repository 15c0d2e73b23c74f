import type { MenuInputData } from '@costeo/domain/contracts/menus';
import { normalizeSearch } from '@costeo/domain/text';
import type { StoredMenu } from './menus.read-model.ts';
import type { MenuContent, MenuRowValues } from './menus.repository.ts';

/** A menu's fields as they are stored. */
export function toRow(data: MenuInputData): Omit<MenuRowValues, 'updatedAt'> {
  return {
    name: data.name,
    searchName: normalizeSearch(data.name),
    kind: data.kind,
    pricePerPerson: data.price_per_person,
    saleVatPct: data.sale_vat_pct,
    targetFoodCostPct: data.target_food_cost_pct,
    guests: data.guests,
    eventDate: data.event_date,
    clientName: data.client_name,
    notes: data.notes,
    quoteValidityDays: data.quote_validity_days,
    quoteDepositPct: data.quote_deposit_pct,
    quotePaymentTerms: data.quote_payment_terms,
  };
}

/** What is written: shares only in `one` sections, extras only on an event. */
export function toContent(data: MenuInputData): MenuContent {
  return {
    sections: data.sections.map((section) => ({
      name: section.name,
      choice: section.choice,
      items: section.items.map((item) => ({
        recipeId: item.recipe,
        servingsPerCover: item.servings_per_cover,
        expectedSharePct: section.choice === 'one' ? item.expected_share_pct : null,
        guestQuantity: item.guest_quantity,
        guestUnit: item.guest_unit,
      })),
    })),
    extras:
      data.kind === 'evento'
        ? data.extras.map((extra) => ({
            name: extra.name,
            costType: extra.cost_type,
            amount: extra.amount,
          }))
        : [],
  };
}

/** A stored menu as a request would write it (PATCH merges into it; duplicate copies it). */
export function toInputData(menu: StoredMenu): MenuInputData {
  return {
    name: menu.name,
    kind: menu.kind,
    price_per_person: menu.pricePerPerson,
    sale_vat_pct: menu.saleVatPct,
    target_food_cost_pct: menu.targetFoodCostPct,
    guests: menu.guests,
    event_date: menu.eventDate,
    client_name: menu.clientName,
    notes: menu.notes,
    quote_validity_days: menu.quoteValidityDays,
    quote_deposit_pct: menu.quoteDepositPct,
    quote_payment_terms: menu.quotePaymentTerms,
    sections: menu.sections.map((section) => ({
      name: section.name,
      choice: section.choice,
      items: section.items.map((item) => ({
        recipe: item.dish.id,
        servings_per_cover: item.servingsPerCover,
        expected_share_pct: item.expectedSharePct,
        guest_quantity: item.guestQuantity,
        guest_unit: item.guestUnit,
      })),
    })),
    extras: menu.extras.map((extra) => ({
      name: extra.name,
      cost_type: extra.costType,
      amount: extra.amount,
    })),
  };
}
