import { recipeRequestSchema } from '@costeo/domain/contracts/recipes';
import { decimalInputError } from '../../../lib/decimal-input.ts';
import { validateRequest, type FieldErrors } from '../../../lib/form-errors.ts';
import { parseServings, requestFromDraft, type RecipeDraft } from './recipe-draft.ts';

/** The header fields the editor shows an error on, by their API name. */
const HEADER_FIELDS = new Set([
  'name',
  'category',
  'description',
  'servings',
  'sale_price',
  'sale_vat_pct',
  'target_food_cost_pct',
  'yield_quantity',
  'yield_unit',
  'instructions',
]);

/** A line's field the lines editor shows (`lines.1.quantity`); `lines` alone reads above it. */
const LINE_FIELD = /^lines\.\d+\.\w+$/;

/** Whether the editor shows an error with this API key on a field (the rest read above the form). */
export function isRecipeField(key: string): boolean {
  return HEADER_FIELDS.has(key) || LINE_FIELD.test(key);
}

/**
 * What must be right before a save goes out, keyed as the API keys its 400 (the server checks it
 * all again): the recipe contract, with the typed numbers' own messages first ("No puede ser
 * negativo.", "Introduce un número válido…") since the contract only sees the converted text.
 */
export function validateDraft(draft: RecipeDraft): FieldErrors {
  const errors = validateRequest(recipeRequestSchema, requestFromDraft(draft));
  if (parseServings(draft.servings) === null) {
    errors.servings = 'Indica un número entero de raciones (1 o más).';
  }
  const typed: [string, string][] = [
    ['sale_price', draft.salePrice],
    ['sale_vat_pct', draft.saleVatPct],
    ['target_food_cost_pct', draft.targetFoodCostPct],
  ];
  if (draft.isSubrecipe) typed.push(['yield_quantity', draft.yieldQuantity]);
  for (const [key, text] of typed) {
    const problem = text.trim() === '' ? null : decimalInputError(text);
    if (problem) errors[key] = problem;
  }
  draft.lines.forEach((line, index) => {
    const problem =
      line.quantity.trim() === '' ? 'Indica la cantidad neta.' : decimalInputError(line.quantity);
    if (problem) errors[`lines.${index}.quantity`] = problem;
  });
  return errors;
}
