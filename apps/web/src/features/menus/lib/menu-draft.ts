import type {
  Menu,
  MenuDish,
  MenuKindCode,
  MenuRequest,
  SECTION_CHOICES,
  MENU_EXTRA_TYPES,
} from '@costeo/domain/contracts/menus';
import { equalShares } from '@costeo/domain/menu-costing';
import { toApiDecimal, toDecimalInput } from '../../../lib/decimal-input.ts';

export type SectionChoice = (typeof SECTION_CHOICES)[number];
export type MenuExtraType = (typeof MENU_EXTRA_TYPES)[number];

/** A dish of a section as the editor holds it: the dish's figures and the texts as typed. */
export interface DraftItem {
  key: string;
  /** The recipe id. */
  recipe: number;
  /** The dish's figures (from the menu's answer or the dish search): the live engine's input. */
  dish: MenuDish;
  /** Raciones por cubierto as typed ("1", "0,5"). */
  servingsPerCover: string;
  /** % of the guests choosing it, as typed; "" = none (equal shares when every item has none). */
  share: string;
  /** An event's dish: what each guest gets, as typed ("3"), and of what ("croquetas"); "" = not said. */
  guestQuantity: string;
  guestUnit: string;
}

export interface DraftSection {
  key: string;
  name: string;
  choice: SectionChoice;
  items: DraftItem[];
}

export interface DraftExtra {
  key: string;
  name: string;
  costType: MenuExtraType;
  /** As typed ("600", "2,50"). */
  amount: string;
}

/** The whole menu as the editor holds it; every number is the text in its field. */
export interface MenuDraft {
  name: string;
  kind: MenuKindCode;
  /** VAT included; "" = none (a carta has none). */
  pricePerPerson: string;
  /** "" = the profile's. */
  saleVatPct: string;
  /** "" = the profile's. */
  targetFoodCostPct: string;
  /** An event's headcount as typed. */
  guests: string;
  /** YYYY-MM-DD, "" = none. */
  eventDate: string;
  clientName: string;
  notes: string;
  /** An event quote's terms as typed, prefilled with the profile's defaults (issue 31). */
  quoteValidityDays: string;
  quoteDepositPct: string;
  quotePaymentTerms: string;
  sections: DraftSection[];
  extras: DraftExtra[];
}

let nextKey = 0;

/** A stable React key for a new section, item or extra. */
export function newDraftKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-new-${nextKey}`;
}

/** Money keeps its cents as typed on a menu ("13,50"). */
function moneyInput(value: string | null): string {
  return value === null ? '' : value.replace('.', ',');
}

export function draftFromMenu(menu: Menu): MenuDraft {
  return {
    name: menu.name,
    kind: menu.kind,
    pricePerPerson: moneyInput(menu.price_per_person),
    saleVatPct: toDecimalInput(menu.sale_vat_pct),
    targetFoodCostPct: toDecimalInput(menu.target_food_cost_pct),
    guests: menu.guests === null ? '' : String(menu.guests),
    eventDate: menu.event_date ?? '',
    clientName: menu.client_name,
    notes: menu.notes,
    // The event's own terms, else Mi perfil's (what its quote would print): saved with the event.
    quoteValidityDays: String(menu.quote_validity_days ?? menu.effective_quote_validity_days),
    quoteDepositPct: toDecimalInput(menu.quote_deposit_pct ?? menu.effective_quote_deposit_pct),
    quotePaymentTerms: menu.quote_payment_terms ?? menu.effective_quote_payment_terms,
    sections: menu.sections.map((section) => ({
      key: `section-${section.id}`,
      name: section.name,
      choice: section.choice,
      items: section.items.map((item) => ({
        key: `item-${item.id}`,
        recipe: item.recipe,
        dish: item.dish,
        servingsPerCover: toDecimalInput(item.servings_per_cover),
        share: toDecimalInput(item.expected_share_pct),
        guestQuantity: toDecimalInput(item.guest_quantity),
        guestUnit: item.guest_unit,
      })),
    })),
    extras: menu.extras.map((extra) => ({
      key: `extra-${extra.id}`,
      name: extra.name,
      costType: extra.cost_type,
      amount: moneyInput(extra.amount),
    })),
  };
}

/** Guests as an integer ≥ 1, or null while the field holds something else. */
export function parseGuests(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  const guests = Number(value);
  return guests >= 1 ? guests : null;
}

/** Days as typed: "" → null (the profile's), digits → the number, anything else NaN (refused). */
function quoteValidityDays(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
}

/** An optional decimal field: "" → null, Spanish text → the API's ("1.250,50" → "1250.50"). */
function optionalDecimal(text: string): string | null {
  return text.trim() === '' ? null : toApiDecimal(text);
}

/** Whether the kind has a price per person (a carta prices each dish). */
export function hasPricePerPerson(kind: MenuKindCode): boolean {
  return kind !== 'carta';
}

/** A section as the contract's share rule reads it (shares in the API's form). */
export function sectionForRules(section: DraftSection) {
  return {
    name: section.name.trim() || 'Sin nombre',
    choice: section.choice,
    items: section.items.map((item) => ({ expected_share_pct: optionalDecimal(item.share) })),
  };
}

/**
 * The PUT (or POST) body, numbers in the API's form. Fields left invalid are sent as typed, so the
 * contract's (or the server's) Spanish message lands on the field: the editor never invents a
 * value. An event's fields go only with an event; a carta has no price per person.
 */
export function requestFromDraft(draft: MenuDraft): MenuRequest {
  const isEvent = draft.kind === 'evento';
  const guests = draft.guests.trim() === '' ? null : (parseGuests(draft.guests) ?? Number.NaN);
  return {
    name: draft.name,
    kind: draft.kind,
    price_per_person: hasPricePerPerson(draft.kind) ? optionalDecimal(draft.pricePerPerson) : null,
    sale_vat_pct: optionalDecimal(draft.saleVatPct),
    target_food_cost_pct: optionalDecimal(draft.targetFoodCostPct),
    guests: isEvent ? guests : null,
    event_date: isEvent && draft.eventDate.trim() !== '' ? draft.eventDate.trim() : null,
    client_name: isEvent ? draft.clientName : '',
    notes: draft.notes,
    ...(isEvent
      ? {
          quote_validity_days: quoteValidityDays(draft.quoteValidityDays),
          quote_deposit_pct: optionalDecimal(draft.quoteDepositPct),
          quote_payment_terms: draft.quotePaymentTerms,
        }
      : {}),
    sections: draft.sections.map((section) => ({
      name: section.name,
      choice: section.choice,
      items: section.items.map((item) => ({
        recipe: item.recipe,
        servings_per_cover: toApiDecimal(item.servingsPerCover),
        expected_share_pct: section.choice === 'one' ? optionalDecimal(item.share) : null,
        ...(isEvent
          ? { guest_quantity: optionalDecimal(item.guestQuantity), guest_unit: item.guestUnit }
          : {}),
      })),
    })),
    extras: isEvent
      ? draft.extras.map((extra) => ({
          name: extra.name,
          cost_type: extra.costType,
          amount: toApiDecimal(extra.amount),
        }))
      : [],
  };
}

/** Whether the draft differs from what was saved (the "cambios sin guardar" mark). */
export function isMenuDraftDirty(draft: MenuDraft, saved: MenuDraft): boolean {
  const comparable = (value: MenuDraft) =>
    JSON.stringify({
      ...value,
      sections: value.sections.map((section) => ({
        name: section.name,
        choice: section.choice,
        items: section.items.map((item) => [
          item.recipe,
          item.servingsPerCover,
          item.share,
          item.guestQuantity,
          item.guestUnit,
        ]),
      })),
      extras: value.extras.map(({ key: _key, ...rest }) => rest),
    });
  return comparable(draft) !== comparable(saved);
}

/** "Igualar": equal shares in cents that add up to exactly 100 ("33,34", "33,33", "33,33"). */
export function equalizedItems(items: DraftItem[]): DraftItem[] {
  const shares = equalShares(items.length);
  return items.map((item, index) => ({ ...item, share: toDecimalInput(shares[index] ?? null) }));
}

/** Moves the entry at `index` one place up (-1) or down (+1); unchanged at the ends. */
export function moveEntry<T>(entries: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= entries.length) return entries;
  const next = [...entries];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(target, 0, entry);
  return next;
}

/** The usual sections of each kind, offered by "Añadir sección" and a new menu. */
export const SUGGESTED_SECTIONS: Record<MenuKindCode, string[]> = {
  menu_del_dia: ['Primeros', 'Segundos', 'Postres', 'Pan y bebida'],
  carta: ['Entrantes', 'Principales', 'Postres'],
  evento: ['Aperitivos', 'Principal', 'Postre'],
};

/** An event serves every dish to every guest; elsewhere each guest picks one. */
export function defaultChoice(kind: MenuKindCode): SectionChoice {
  return kind === 'evento' ? 'all' : 'one';
}

/** The name "Añadir sección" gives the next section: the kind's next usual one, or "Sección N". */
export function nextSectionName(kind: MenuKindCode, sections: { name: string }[]): string {
  const taken = new Set(sections.map((section) => section.name.trim().toLowerCase()));
  const suggestion = SUGGESTED_SECTIONS[kind].find((name) => !taken.has(name.toLowerCase()));
  return suggestion ?? `Sección ${sections.length + 1}`;
}
