import type { Recipe, RecipeRequest } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { parseDecimalInput, toApiDecimal, toDecimalInput } from '../../../lib/decimal-input.ts';

/** A line as the editor holds it: texts as typed (Spanish comma), ids of what it uses. */
export interface DraftLine {
  /** Stable React key (a stored line's id, or a new one). */
  key: string;
  ingredientInstance: number | null;
  subRecipe: number | null;
  /** Name shown until the product or elaboración is known ("Cebolla"). */
  name: string;
  /** Net quantity as typed ("1,5"). */
  quantity: string;
  unit: UnitCode;
  note: string;
}

/** The whole recipe as the editor holds it; every number is the text in its field. */
export interface RecipeDraft {
  name: string;
  category: string;
  description: string;
  servings: string;
  /** PVP per serving, VAT included ("" = none). */
  salePrice: string;
  /** "" = the profile's sale VAT. */
  saleVatPct: string;
  /** "" = the profile's target. */
  targetFoodCostPct: string;
  isSubrecipe: boolean;
  yieldQuantity: string;
  yieldUnit: UnitCode | null;
  /** "Peso final de la elaboración" (g), the cooked weight; "" = the sum of the lines. */
  finalWeight: string;
  instructions: string;
  lines: DraftLine[];
}

let nextKey = 0;

export function newLineKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function draftFromRecipe(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    category: recipe.category,
    description: recipe.description,
    servings: String(recipe.servings),
    // Money keeps its cents, as on a menu ("5,50").
    salePrice: recipe.sale_price === null ? '' : recipe.sale_price.replace('.', ','),
    saleVatPct: toDecimalInput(recipe.sale_vat_pct),
    targetFoodCostPct: toDecimalInput(recipe.target_food_cost_pct),
    isSubrecipe: recipe.is_subrecipe,
    yieldQuantity: toDecimalInput(recipe.yield_quantity),
    yieldUnit: recipe.yield_unit,
    finalWeight: toDecimalInput(recipe.final_weight_g),
    instructions: recipe.instructions,
    lines: recipe.lines.map((line) => ({
      key: `line-${line.id}`,
      ingredientInstance: line.ingredient_instance,
      subRecipe: line.sub_recipe,
      name: line.name,
      quantity: toDecimalInput(line.quantity),
      unit: line.unit,
      note: line.note,
    })),
  };
}

/** Servings as an integer ≥ 1, or null while the field holds something else. */
export function parseServings(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,5}$/.test(value)) return null;
  const servings = Number(value);
  return servings >= 1 ? servings : null;
}

/** A decimal field as the API takes it ("12,5" → "12.5"), or null when empty or not a number. */
export function decimalText(text: string): string | null {
  const value = parseDecimalInput(text);
  return value === null ? null : value.toString();
}

/** An optional decimal field: "" → null, Spanish text → the API's ("1.250,50" → "1250.50"). */
function optionalDecimal(text: string): string | null {
  return text.trim() === '' ? null : toApiDecimal(text);
}

/**
 * The PUT body, numbers in the API's form ("1.250,50" → "1250.50"). Fields the cook left invalid
 * are sent as typed, so the contract's (or the server's) Spanish message lands on the field (the
 * editor never invents a value).
 */
export function requestFromDraft(draft: RecipeDraft): RecipeRequest {
  const servings = parseServings(draft.servings);
  return {
    name: draft.name,
    category: draft.category,
    description: draft.description,
    servings: servings ?? Number.NaN,
    sale_price: optionalDecimal(draft.salePrice),
    sale_vat_pct: optionalDecimal(draft.saleVatPct),
    target_food_cost_pct: optionalDecimal(draft.targetFoodCostPct),
    is_subrecipe: draft.isSubrecipe,
    yield_quantity: draft.isSubrecipe ? optionalDecimal(draft.yieldQuantity) : null,
    yield_unit: draft.isSubrecipe ? draft.yieldUnit : null,
    final_weight_g: optionalDecimal(draft.finalWeight),
    instructions: draft.instructions,
    lines: draft.lines.map((line) => ({
      ingredient_instance: line.ingredientInstance,
      sub_recipe: line.subRecipe,
      quantity: toApiDecimal(line.quantity),
      unit: line.unit,
      note: line.note,
    })),
  };
}

/** Whether the draft differs from what was saved (the "cambios sin guardar" mark). */
export function isDraftDirty(draft: RecipeDraft, saved: RecipeDraft): boolean {
  const comparable = (value: RecipeDraft) =>
    JSON.stringify({
      ...value,
      lines: value.lines.map(({ key: _key, name: _name, ...rest }) => rest),
    });
  return comparable(draft) !== comparable(saved);
}

/** Moves the line at `index` one place up (-1) or down (+1); the list is returned unchanged at the ends. */
export function moveLine(lines: DraftLine[], index: number, step: -1 | 1): DraftLine[] {
  const target = index + step;
  if (target < 0 || target >= lines.length) return lines;
  const next = [...lines];
  const [line] = next.splice(index, 1);
  if (line) next.splice(target, 0, line);
  return next;
}
