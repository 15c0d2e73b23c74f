import { menuRequestSchema } from '@costeo/domain/contracts/menus';
import { decimalInputError } from '../../../lib/decimal-input.ts';
import { validateRequest, type FieldErrors } from '../../../lib/form-errors.ts';
import { hasPricePerPerson, requestFromDraft, type MenuDraft } from './menu-draft.ts';

/** The menu's own fields the editor shows an error on, by their API name. */
const MENU_FIELDS = new Set([
  'name',
  'kind',
  'price_per_person',
  'sale_vat_pct',
  'target_food_cost_pct',
  'guests',
  'event_date',
  'client_name',
  'notes',
  'quote_validity_days',
  'quote_deposit_pct',
  'quote_payment_terms',
]);

/** A section's name, an item's field, an extra's field: each lands on its own field. */
const NESTED_FIELD =
  /^(sections\.\d+\.name|sections\.\d+\.items\.\d+\.\w+|extras\.\d+\.(name|cost_type|amount))$/;

/**
 * Whether the editor shows an error with this API key on a field. The rest (`sections`, the share
 * rule that names its section; `non_field_errors`) read above the editor.
 */
export function isMenuField(key: string): boolean {
  return MENU_FIELDS.has(key) || NESTED_FIELD.test(key);
}

/**
 * What must be right before a save goes out, keyed as the API keys its 400 (the server checks it
 * all again): the menu contract, with the typed numbers' own messages first ("No puede ser
 * negativo.", "Introduce un número válido…") since the contract only sees the converted text.
 */
export function validateMenuDraft(draft: MenuDraft): FieldErrors {
  const errors = validateRequest(menuRequestSchema, requestFromDraft(draft));
  const typed: [string, string][] = [
    ['sale_vat_pct', draft.saleVatPct],
    ['target_food_cost_pct', draft.targetFoodCostPct],
  ];
  if (hasPricePerPerson(draft.kind)) typed.push(['price_per_person', draft.pricePerPerson]);
  draft.sections.forEach((section, sectionIndex) => {
    section.items.forEach((item, itemIndex) => {
      const prefix = `sections.${sectionIndex}.items.${itemIndex}`;
      typed.push([`${prefix}.servings_per_cover`, item.servingsPerCover]);
      if (section.choice === 'one') typed.push([`${prefix}.expected_share_pct`, item.share]);
      if (draft.kind === 'evento') typed.push([`${prefix}.guest_quantity`, item.guestQuantity]);
      if (item.servingsPerCover.trim() === '') {
        errors[`${prefix}.servings_per_cover`] = 'Indica las raciones por cubierto.';
      }
    });
  });
  if (draft.kind === 'evento') {
    typed.push(['quote_deposit_pct', draft.quoteDepositPct]);
    draft.extras.forEach((extra, index) => {
      typed.push([`extras.${index}.amount`, extra.amount]);
      if (extra.amount.trim() === '') errors[`extras.${index}.amount`] = 'Indica el importe.';
    });
  }
  for (const [key, text] of typed) {
    const problem = text.trim() === '' ? null : decimalInputError(text);
    if (problem) errors[key] = problem;
  }
  return errors;
}
