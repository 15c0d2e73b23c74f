import type {
  Menu,
  MenuDish,
  MenuFiguresAnswer,
  MenuListItem,
} from '@costeo/domain/contracts/menus';
import { sectionSharesIssue } from '@costeo/domain/contracts/menus';
import { dec, toMoney, toPercent } from '@costeo/domain/decimal';
import {
  costMenu,
  menuEnergy,
  menuStatus,
  type DishEnergy,
  type MenuStatus,
  type MenuInput,
  type MenuSectionInput,
} from '@costeo/domain/menu-costing';
import { nutrientText } from '@costeo/domain/nutrition';
import { formatQuoteNumber, quoteDeposit } from '@costeo/domain/quotes';
import type { Decimal } from 'decimal.js';
import type { DishRow, StoredMenu } from './menus.read-model.ts';

/*
 * A stored menu → its answer: the domain's `costMenu` on the dishes' stored figures, rounded once
 * here (money 2 places, percentages 2), every percentage from exact figures.
 */

const money = (value: Decimal | null): string | null => (value === null ? null : toMoney(value));
const percent = (value: Decimal | null): string | null =>
  value === null ? null : toPercent(value);

export function toMenuDish(dish: DishRow): MenuDish {
  return {
    id: dish.id,
    name: dish.name,
    category: dish.category,
    cost_per_serving: dish.costPerServing === null ? null : toMoney(dec(dish.costPerServing)),
    cost_per_serving_exact:
      dish.costPerServing === null ? null : dec(dish.costPerServing).toFixed(),
    cost_complete: dish.costComplete,
    sale_price: dish.salePrice,
    effective_sale_vat_pct: dish.effectiveSaleVatPct,
    effective_target_food_cost_pct: dish.effectiveTargetFoodCostPct,
    allergens: dish.allergens,
  };
}

/** The status badge from a food cost (the domain's `menuStatus`: "Sin platos" without dishes). */
function statusOf(
  dishes: number,
  costComplete: boolean,
  foodCostPct: Decimal | null,
  target: string,
): MenuStatus {
  return menuStatus({ dishes, costComplete, foodCostPct, targetFoodCostPct: target });
}

/**
 * The figures of a stored menu, for its own headcount or `guests`. A `one` section whose stored
 * shares no longer add up to 100 (a dish of it was deleted since) is read with equal shares and
 * a warning, so a menu never stops answering; the next save must fix it.
 */
function costStored(menu: StoredMenu, guests: number | undefined) {
  const saleVatPct = menu.saleVatPct ?? menu.defaultSaleVatPct;
  const targetFoodCostPct = menu.targetFoodCostPct ?? menu.defaultTargetFoodCostPct;
  const readWarnings: string[] = [];
  const sections: MenuSectionInput[] = menu.sections.map((section) => {
    const stale =
      sectionSharesIssue({
        name: section.name,
        choice: section.choice,
        items: section.items.map((item) => ({ expected_share_pct: item.expectedSharePct })),
      }) !== null;
    if (stale) {
      readWarnings.push(
        `Los porcentajes de «${section.name}» ya no suman 100 % (se eliminó un plato): se reparten por igual hasta que los corrijas.`,
      );
    }
    return {
      name: section.name,
      choice: section.choice,
      items: section.items.map((item) => ({
        name: item.dish.name,
        servingsPerCover: item.servingsPerCover,
        expectedSharePct: stale || section.choice === 'all' ? null : item.expectedSharePct,
        dish: {
          costPerServing: item.dish.costPerServing,
          costComplete: item.dish.costComplete,
          salePrice: item.dish.salePrice,
          saleVatPct: item.dish.effectiveSaleVatPct,
          targetFoodCostPct: item.dish.effectiveTargetFoodCostPct,
          allergens: item.dish.allergens,
        },
      })),
    };
  });
  for (const item of menu.sections.flatMap((section) => section.items)) {
    if (item.dish.isSubrecipe) {
      readWarnings.push(`«${item.dish.name}» es una elaboración, no un plato.`);
    }
  }
  const quoteGuests = menu.kind === 'evento' ? (guests ?? menu.guests) : null;
  const input: MenuInput = {
    kind: menu.kind,
    pricePerPerson: menu.pricePerPerson,
    saleVatPct,
    targetFoodCostPct,
    guests: quoteGuests,
    sections,
    extras: menu.extras.map((extra) => ({
      name: extra.name,
      costType: extra.costType,
      amount: extra.amount,
    })),
  };
  return {
    figures: costMenu(input),
    saleVatPct,
    targetFoodCostPct,
    quoteGuests,
    readWarnings,
  };
}

function figuresAnswer(menu: StoredMenu, costed: ReturnType<typeof costStored>): MenuFiguresAnswer {
  const { figures, saleVatPct, targetFoodCostPct, quoteGuests } = costed;
  const event = figures.event;
  const isCarta = menu.kind === 'carta';
  const items = menu.sections.flatMap((section) => section.items);
  const itemFigures = figures.sections.flatMap((section) => section.items);
  const status = isCarta
    ? statusOf(
        items.length,
        figures.costComplete,
        figures.carta?.averageFoodCostPct ?? null,
        targetFoodCostPct,
      )
    : statusOf(items.length, figures.costComplete, figures.foodCostPctExpected, targetFoodCostPct);
  return {
    cost_per_cover_expected: toMoney(figures.costPerCoverExpected),
    cost_per_cover_worst: toMoney(figures.costPerCoverWorst),
    net_price_per_person: money(figures.netPricePerPerson),
    food_cost_pct_expected: percent(figures.foodCostPctExpected),
    food_cost_pct_worst: percent(figures.foodCostPctWorst),
    margin_per_cover_expected: money(figures.marginPerCoverExpected),
    margin_per_cover_worst: money(figures.marginPerCoverWorst),
    suggested_price_per_person: toMoney(figures.suggestedPricePerPerson),
    effective_sale_vat_pct: saleVatPct,
    effective_target_food_cost_pct: targetFoodCostPct,
    status,
    status_worst: isCarta
      ? null
      : items.length === 0
        ? null
        : statusOf(items.length, figures.costComplete, figures.foodCostPctWorst, targetFoodCostPct),
    allergens: figures.allergens,
    cost_complete: figures.costComplete,
    warnings: [...costed.readWarnings, ...figures.warnings],
    average_food_cost_pct: percent(figures.carta?.averageFoodCostPct ?? null),
    dishes_below_target: itemFigures.flatMap((item, index) => {
      const dish = items[index]?.dish;
      return item.belowTarget && dish ? [{ id: dish.id, name: dish.name }] : [];
    }),
    quote_guests: event ? quoteGuests : null,
    extras_total: money(event?.extrasTotal ?? null),
    total_cost: money(event?.totalCost ?? null),
    revenue_net: money(event?.revenueNet ?? null),
    margin_total: money(event?.marginTotal ?? null),
    margin_pct: percent(event?.marginPct ?? null),
    vat_total: money(event?.vatTotal ?? null),
    total_with_vat: money(event?.totalWithVat ?? null),
  };
}

function storedFields(menu: StoredMenu) {
  return {
    id: menu.id,
    name: menu.name,
    kind: menu.kind,
    price_per_person: menu.pricePerPerson,
    sale_vat_pct: menu.saleVatPct,
    target_food_cost_pct: menu.targetFoodCostPct,
    guests: menu.guests,
    event_date: menu.eventDate,
    client_name: menu.clientName,
    created_at: menu.createdAt,
    updated_at: menu.updatedAt,
    quote_validity_days: menu.quoteValidityDays,
    quote_deposit_pct: menu.quoteDepositPct,
    quote_payment_terms: menu.quotePaymentTerms,
    quote_number:
      menu.quoteYear === null || menu.quoteSequence === null
        ? null
        : formatQuoteNumber(menu.quoteYear, menu.quoteSequence),
    quote_issued_at: menu.quoteIssuedAt,
  };
}

/** The quote's terms in force: the event's own, else the profile's (issue 31). */
function quoteTerms(menu: StoredMenu, totalWithVat: string | null) {
  const depositPct = menu.quoteDepositPct ?? menu.defaultQuoteDepositPct;
  return {
    effective_quote_validity_days: menu.quoteValidityDays ?? menu.defaultQuoteValidityDays,
    effective_quote_deposit_pct: depositPct,
    effective_quote_payment_terms: menu.quotePaymentTerms ?? menu.defaultQuotePaymentTerms,
    quote_deposit: menu.kind === 'evento' ? quoteDeposit(totalWithVat, depositPct) : null,
  };
}

/**
 * `GET /api/menus/{id}/` (`?guests=N` re-quotes an event), with each dish's energy per serving
 * (by recipe id; absent or null = unknown) for the energy per cover.
 */
export function toMenu(
  menu: StoredMenu,
  energyByDish: ReadonlyMap<number, DishEnergy | null>,
  guests?: number,
): Menu {
  const costed = costStored(menu, guests);
  const quoteGuests = costed.quoteGuests;
  const energy = menuEnergy(
    menu.kind,
    menu.sections.map((section, sectionIndex) => ({
      choice: section.choice,
      items: section.items.map((item, index) => ({
        servingsPerCover: item.servingsPerCover,
        sharePct: costed.figures.sections[sectionIndex]?.items[index]?.sharePct ?? null,
        energy: energyByDish.get(item.dish.id) ?? null,
      })),
    })),
  );
  const figures = figuresAnswer(menu, costed);
  return {
    ...storedFields(menu),
    notes: menu.notes,
    ...figures,
    ...quoteTerms(menu, figures.total_with_vat),
    energy_kj_per_cover: nutrientText(energy.perCover?.kj ?? null),
    energy_kcal_per_cover: nutrientText(energy.perCover?.kcal ?? null),
    sections: menu.sections.map((section, sectionIndex) => {
      const sectionFigures = costed.figures.sections[sectionIndex];
      return {
        id: section.id,
        position: section.position,
        name: section.name,
        choice: section.choice,
        cost_expected: toMoney(sectionFigures?.costExpected ?? dec(0)),
        cost_worst: toMoney(sectionFigures?.costWorst ?? dec(0)),
        items: section.items.map((item, index) => {
          const figures = sectionFigures?.items[index];
          return {
            id: item.id,
            position: item.position,
            recipe: item.dish.id,
            dish: toMenuDish(item.dish),
            servings_per_cover: item.servingsPerCover,
            expected_share_pct: item.expectedSharePct,
            guest_quantity: item.guestQuantity,
            guest_unit: item.guestUnit,
            share_pct: percent(figures?.sharePct ?? null),
            cost_per_cover: money(figures?.costPerCover ?? null),
            allergens: figures?.allergens ?? item.dish.allergens,
            sale_price: item.dish.salePrice,
            food_cost_pct: percent(figures?.foodCostPct ?? null),
            margin_per_serving: money(figures?.marginPerServing ?? null),
            below_target: figures?.belowTarget ?? false,
            energy_kj_per_cover: nutrientText(energy.items[sectionIndex]?.[index]?.kj ?? null),
            energy_kcal_per_cover: nutrientText(energy.items[sectionIndex]?.[index]?.kcal ?? null),
          };
        }),
      };
    }),
    extras: menu.extras.map((extra) => ({
      id: extra.id,
      position: extra.position,
      name: extra.name,
      cost_type: extra.costType,
      amount: extra.amount,
      total:
        quoteGuests === null || menu.kind !== 'evento'
          ? null
          : toMoney(
              extra.costType === 'per_person'
                ? dec(extra.amount).times(quoteGuests)
                : dec(extra.amount),
            ),
    })),
  };
}

/** A row of the Menús list: the figures, counts, no content. */
export function toMenuListItem(menu: StoredMenu): MenuListItem {
  const costed = costStored(menu, undefined);
  return {
    ...storedFields(menu),
    ...figuresAnswer(menu, costed),
    sections_count: menu.sections.length,
    dishes_count: menu.sections.reduce((total, section) => total + section.items.length, 0),
  };
}
