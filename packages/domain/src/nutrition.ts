import Decimal from 'decimal.js';
import type { AllergenCode } from './allergens.ts';
import { dec, type DecimalInput } from './decimal.ts';
import { lineTakesMerma } from './ingredient-costs.ts';
import { convertQuantity, UNITS, type BaseUnit, type UnitCode } from './units.ts';

/**
 * Nutrition declaration (Reglamento UE 1169/2011, art. 30 and Anexo XV) of a recipe, from the
 * values per 100 g of its products (the supplier's label, the user's definition, or the catalog's
 * food composition table) and the net mass of each line. Unknown is `null`, never 0.
 */

/** The declaration's nutrients, in the regulation's order (Anexo XV). */
export const NUTRIENT_KEYS = [
  'energy_kj',
  'energy_kcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Values per 100 g: decimal strings (grams; energy in kJ and kcal), null = unknown. */
export type NutritionPer100g = Record<NutrientKey, string | null>;

/** Spanish labels of the declaration (Anexo XV). */
export const NUTRIENT_LABELS: Record<NutrientKey, string> = {
  energy_kj: 'Valor energético (kJ)',
  energy_kcal: 'Valor energético (kcal)',
  fat: 'Grasas',
  saturates: 'de las cuales saturadas',
  carbohydrate: 'Hidratos de carbono',
  sugars: 'de los cuales azúcares',
  fibre: 'Fibra alimentaria',
  protein: 'Proteínas',
  salt: 'Sal',
};

export const NUTRIENT_UNITS: Record<NutrientKey, string> = {
  energy_kj: 'kJ',
  energy_kcal: 'kcal',
  fat: 'g',
  saturates: 'g',
  carbohydrate: 'g',
  sugars: 'g',
  fibre: 'g',
  protein: 'g',
  salt: 'g',
};

/** The table the catalog's values come from (named wherever values are shown). */
export const NUTRITION_TABLE_SOURCE =
  'USDA National Nutrient Database for Standard Reference, Release 28 (SR Legacy), dominio público';

/** Where a line's values come from: the product's label, the user's definition, the table. */
export type NutritionSource = 'product' | 'definition' | 'table';

/** A product as the declaration reads it: how to weigh a line, and its values per 100 g. */
export interface NutritionProduct {
  id: number;
  /** The purchase name, as the cook knows the product (what a missing value names). */
  name: string;
  /**
   * The name a food label prints (issue 31): the product's label name, else its definition's
   * ("Aceite de oliva virgen extra", not "AOVE Hojiblanca garrafa 5 l"). Absent: `name`.
   */
  labelName?: string | null;
  baseUnit: BaseUnit;
  density?: DecimalInput | null;
  unitWeight?: DecimalInput | null;
  /**
   * Merma (%): what of a whole item is not eaten (an egg's shell). A line counted in whole items
   * weighs only its edible part; a line in a mass or volume is already the cleaned quantity.
   */
  wastePct?: DecimalInput | null;
  /** The product's own values (its label), each key winning over the definition's when set. */
  own: NutritionPer100g | null;
  /** The definition's values (the user's own, or the catalog's from the table). */
  definition: NutritionPer100g | null;
  /** Whether the definition's values are the catalog's (the table's) or the user's. */
  definitionFromTable: boolean;
  /** The product's allergens (its definition's and its own), for the label's ingredient list. */
  allergens?: readonly AllergenCode[];
}

export interface NutritionLine {
  id?: number | null;
  ingredientInstanceId?: number | null;
  subRecipeId?: number | null;
  /** Net quantity, in `unit`. */
  quantity: DecimalInput;
  unit: UnitCode;
}

export interface NutritionRecipe {
  id: number;
  name: string;
  servings: number;
  yieldQuantity: DecimalInput | null;
  yieldUnit: UnitCode | null;
  /** "Peso final de la elaboración" (g): the cooked weight, when the chef entered it. */
  finalWeightG: DecimalInput | null;
  lines: readonly NutritionLine[];
}

export interface NutritionGraph {
  products: ReadonlyMap<number, NutritionProduct>;
  recipes: ReadonlyMap<number, NutritionRecipe>;
}

export type MissingReason = 'no_value' | 'no_weight' | 'no_yield' | 'unknown';

/** A line of the recipe (or of an elaboración below it) that leaves a nutrient unknown. */
export interface NutritionMissing {
  lineId: number | null;
  /** The product's or the elaboración's name. */
  name: string;
  productId: number | null;
  subRecipeId: number | null;
  reason: MissingReason;
  nutrients: NutrientKey[];
}

export interface RecipeNutrition {
  /** The batch's nutrients (exact), null where a line leaves them unknown. */
  batch: Record<NutrientKey, Decimal | null>;
  /** The batch's weight (g): the cooked weight, else the sum of the lines' net masses. */
  weightG: Decimal | null;
  weightSource: 'final_weight' | 'lines';
  per100g: Record<NutrientKey, Decimal | null>;
  perServing: Record<NutrientKey, Decimal | null>;
  complete: boolean;
  missing: NutritionMissing[];
  sources: NutritionSource[];
}

const HUNDRED = dec(100);

function emptyValues(): Record<NutrientKey, Decimal | null> {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, null])) as Record<
    NutrientKey,
    Decimal | null
  >;
}

function zeroValues(): Record<NutrientKey, Decimal | null> {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, dec(0)])) as Record<
    NutrientKey,
    Decimal | null
  >;
}

function parsed(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  const number = dec(value);
  return number.isFinite() && !number.isNegative() ? number : null;
}

/** A product's values per 100 g, key by key: its own (label) first, then its definition's. */
export function productValues(product: NutritionProduct): {
  values: Record<NutrientKey, Decimal | null>;
  sources: NutritionSource[];
} {
  const values = emptyValues();
  const sources = new Set<NutritionSource>();
  for (const key of NUTRIENT_KEYS) {
    const own = parsed(product.own?.[key]);
    if (own !== null) {
      values[key] = own;
      sources.add('product');
      continue;
    }
    const fromDefinition = parsed(product.definition?.[key]);
    if (fromDefinition !== null) {
      values[key] = fromDefinition;
      sources.add(product.definitionFromTable ? 'table' : 'definition');
    }
  }
  return { values, sources: [...sources] };
}

/**
 * Edible grams of a line of this product, or null when its density or unit weight is missing.
 * A line counted in whole items (ud, docena) weighs its edible part (DOMAIN.md §2): 6 huevos L
 * of 65 g with 12 % merma are 6 × 65 × 0,88 = 343,2 g, as food-composition values are per 100 g
 * of edible portion. Its cost stays whole (decision 022): that is the cost engine's rule.
 */
export function lineGrams(product: NutritionProduct, line: NutritionLine): Decimal | null {
  const converted = convertQuantity(line.quantity, line.unit, 'g', {
    density: product.density ?? null,
    unitWeight: product.unitWeight ?? null,
  });
  if (!converted.ok) return null;
  if (lineTakesMerma(line.unit)) return converted.value;
  const waste =
    product.wastePct === null || product.wastePct === undefined ? dec(0) : dec(product.wastePct);
  return converted.value.times(HUNDRED.minus(waste)).div(HUNDRED);
}

interface BatchResult {
  batch: Record<NutrientKey, Decimal | null>;
  /** Sum of the lines' net masses (g), null when one is unknown. */
  linesWeightG: Decimal | null;
  missing: NutritionMissing[];
  sources: Set<NutritionSource>;
}

/**
 * What a line of an elaboración takes of its batch: the share (line quantity / yield, in the
 * yield's unit) and its grams — the quantity itself when the yield is a mass, else that share of
 * the batch's weight (`batchWeightG`, read only then). Null when the line cannot be read against
 * the yield (no yield, or another kind of unit).
 */
export function elaborationPortion(
  sub: NutritionRecipe,
  line: NutritionLine,
  batchWeightG: () => Decimal | null,
): { share: Decimal; grams: Decimal | null } | null {
  const yieldQuantity = parsed(sub.yieldQuantity === null ? null : String(sub.yieldQuantity));
  if (
    yieldQuantity === null ||
    yieldQuantity.isZero() ||
    sub.yieldUnit === null ||
    UNITS[line.unit].kind !== UNITS[sub.yieldUnit].kind
  ) {
    return null;
  }
  const converted = convertQuantity(line.quantity, line.unit, sub.yieldUnit);
  if (!converted.ok) return null;
  const share = converted.value.dividedBy(yieldQuantity);
  if (UNITS[sub.yieldUnit].kind === 'mass') {
    return { share, grams: dec(UNITS[sub.yieldUnit].factor).times(converted.value) };
  }
  return { share, grams: batchWeightG()?.times(share) ?? null };
}

/**
 * The declaration of recipe `recipeId`: each line's nutrients from its net mass (a product's values
 * per 100 g, or its share of an elaboración's batch through the elaboración's yield), summed over
 * the batch, divided by the batch's weight for per 100 g and by the servings for per serving.
 */
export function declareRecipe(graph: NutritionGraph, recipeId: number): RecipeNutrition {
  const memo = new Map<number, BatchResult>();
  const inProgress = new Set<number>();

  function batchOf(id: number): BatchResult | null {
    const cached = memo.get(id);
    if (cached) return cached;
    const recipe = graph.recipes.get(id);
    if (!recipe || inProgress.has(id)) return null;
    inProgress.add(id);
    const batch = zeroValues();
    let weight: Decimal | null = dec(0);
    const missing: NutritionMissing[] = [];
    const sources = new Set<NutritionSource>();
    for (const line of recipe.lines) {
      const result = lineNutrients(line);
      for (const source of result.sources) sources.add(source);
      missing.push(...result.missing);
      weight = weight === null || result.grams === null ? null : weight.plus(result.grams);
      for (const key of NUTRIENT_KEYS) {
        const current = batch[key];
        const value = result.values[key];
        batch[key] = current === null || value === null ? null : current.plus(value);
      }
    }
    inProgress.delete(id);
    const result: BatchResult = { batch, linesWeightG: weight, missing, sources };
    memo.set(id, result);
    return result;
  }

  function finalWeight(recipe: NutritionRecipe, result: BatchResult): Decimal | null {
    const cooked = parsed(recipe.finalWeightG === null ? null : String(recipe.finalWeightG));
    return cooked !== null && cooked.greaterThan(0) ? cooked : result.linesWeightG;
  }

  function lineNutrients(line: NutritionLine): {
    values: Record<NutrientKey, Decimal | null>;
    grams: Decimal | null;
    missing: NutritionMissing[];
    sources: NutritionSource[];
  } {
    const lineId = line.id ?? null;
    const productId = line.ingredientInstanceId ?? null;
    const subRecipeId = line.subRecipeId ?? null;
    const unknown = (name: string, reason: MissingReason) => ({
      values: emptyValues(),
      grams: null,
      missing: [{ lineId, name, productId, subRecipeId, reason, nutrients: [...NUTRIENT_KEYS] }],
      sources: [],
    });
    if (productId !== null) {
      const product = graph.products.get(productId);
      if (!product) return unknown('Producto desconocido', 'unknown');
      const grams = lineGrams(product, line);
      if (grams === null) return unknown(product.name, 'no_weight');
      const { values, sources } = productValues(product);
      const lineValues = emptyValues();
      const lacking: NutrientKey[] = [];
      for (const key of NUTRIENT_KEYS) {
        const per100 = values[key];
        if (per100 === null) lacking.push(key);
        else lineValues[key] = per100.times(grams).dividedBy(HUNDRED);
      }
      const missing: NutritionMissing[] =
        lacking.length === 0
          ? []
          : [
              {
                lineId,
                name: product.name,
                productId,
                subRecipeId: null,
                reason: 'no_value',
                nutrients: lacking,
              },
            ];
      return { values: lineValues, grams, missing, sources };
    }
    if (subRecipeId === null) return unknown('Línea sin producto', 'unknown');
    const sub = graph.recipes.get(subRecipeId);
    if (!sub) return unknown('Elaboración desconocida', 'unknown');
    const subBatch = batchOf(subRecipeId);
    if (!subBatch) return unknown(sub.name, 'unknown');
    const portion = elaborationPortion(sub, line, () => finalWeight(sub, subBatch));
    if (!portion) return unknown(sub.name, 'no_yield');
    const { share, grams } = portion;
    const values = emptyValues();
    const lacking: NutrientKey[] = [];
    for (const key of NUTRIENT_KEYS) {
      const total = subBatch.batch[key];
      if (total === null) lacking.push(key);
      else values[key] = total.times(share);
    }
    // What is missing below is named as the elaboración's own lines (with their names), so the
    // chef can fill the product; the line of this recipe carries the nutrients it leaves unknown.
    const missing: NutritionMissing[] = [...subBatch.missing];
    if (grams === null) {
      missing.push({
        lineId,
        name: sub.name,
        productId: null,
        subRecipeId,
        reason: 'no_weight',
        nutrients: [],
      });
    }
    return { values, grams, missing, sources: [...subBatch.sources] };
  }

  const recipe = graph.recipes.get(recipeId);
  const result = batchOf(recipeId);
  if (!recipe || !result) {
    return {
      batch: emptyValues(),
      weightG: null,
      weightSource: 'lines',
      per100g: emptyValues(),
      perServing: emptyValues(),
      complete: false,
      missing: [],
      sources: [],
    };
  }
  const weightG = finalWeight(recipe, result);
  const cooked = parsed(recipe.finalWeightG === null ? null : String(recipe.finalWeightG));
  const per100g = emptyValues();
  const perServing = emptyValues();
  const servings = dec(Math.max(1, recipe.servings));
  for (const key of NUTRIENT_KEYS) {
    const total = result.batch[key];
    if (total === null) continue;
    perServing[key] = total.dividedBy(servings);
    if (weightG !== null && weightG.greaterThan(0)) {
      per100g[key] = total.times(HUNDRED).dividedBy(weightG);
    }
  }
  const complete =
    result.missing.length === 0 &&
    weightG !== null &&
    weightG.greaterThan(0) &&
    recipe.lines.length > 0;
  return {
    batch: result.batch,
    weightG,
    weightSource: cooked !== null && cooked.greaterThan(0) ? 'final_weight' : 'lines',
    per100g,
    perServing,
    complete,
    missing: result.missing,
    sources: [...result.sources].sort(),
  };
}

/** Exact values at the API edge: up to 4 places, trailing zeros dropped ("16", "1.5"). */
export function nutrientText(value: Decimal | null): string | null {
  if (value === null) return null;
  return value
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4)
    .replace(/\.?0+$/, '');
}

/**
 * A declaration as the API answers it (`nutrition` of a recipe, the contract's
 * `RecipeNutritionAnswer`): exact values as text, the missing lines in snake_case.
 */
export function nutritionAnswer(result: RecipeNutrition) {
  const texts = (values: Record<NutrientKey, Decimal | null>) =>
    Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientText(values[key])])) as Record<
      NutrientKey,
      string | null
    >;
  return {
    per_100g: texts(result.per100g),
    per_serving: texts(result.perServing),
    weight_g: nutrientText(result.weightG),
    weight_source: result.weightSource,
    complete: result.complete,
    missing: result.missing.map((item) => ({
      line: item.lineId,
      name: item.name,
      ingredient_instance: item.productId,
      sub_recipe: item.subRecipeId,
      reason: item.reason,
      nutrients: item.nutrients,
    })),
    sources: result.sources,
  };
}

function roundTo(value: Decimal, places: number): string {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places).replace('.', ',');
}

/**
 * A value as the label shows it (European Commission guidance on tolerances and rounding, 2012):
 * energy to the whole kJ/kcal; fat, carbohydrate, sugars, protein and fibre whole from 10 g, one
 * decimal below, "0" below 0,5 g; saturates whole from 10 g, one decimal below, "0" below 0,1 g;
 * salt one decimal from 1 g, two below, "0" below 0,0125 g. Spanish decimal comma. Null → null.
 */
export function displayNutrient(key: NutrientKey, value: DecimalInput | null): string | null {
  if (value === null) return null;
  const number = dec(value);
  if (key === 'energy_kj' || key === 'energy_kcal') return roundTo(number, 0);
  if (key === 'salt') {
    if (number.lessThan('0.0125')) return '0';
    return number.greaterThanOrEqualTo(1) ? roundTo(number, 1) : roundTo(number, 2);
  }
  if (key === 'saturates') {
    if (number.lessThan('0.1')) return '0';
    return number.greaterThanOrEqualTo(10) ? roundTo(number, 0) : roundTo(number, 1);
  }
  if (number.lessThan('0.5')) return '0';
  return number.greaterThanOrEqualTo(10) ? roundTo(number, 0) : roundTo(number, 1);
}

/** A row of the printed or shown declaration: energy in kJ and kcal on one row, the rest alone. */
export interface DeclarationRow {
  label: string;
  keys: NutrientKey[];
  /** "de las cuales saturadas", "de los cuales azúcares": under the row they belong to. */
  indent: boolean;
}

/** The declaration's rows in the regulation's order (Anexo XV), for every screen and document. */
export const DECLARATION_ROWS: readonly DeclarationRow[] = [
  { label: 'Valor energético', keys: ['energy_kj', 'energy_kcal'], indent: false },
  ...NUTRIENT_KEYS.filter((key) => key !== 'energy_kj' && key !== 'energy_kcal').map((key) => ({
    label: NUTRIENT_LABELS[key],
    keys: [key],
    indent: key === 'saturates' || key === 'sugars',
  })),
];

/**
 * A row's value as shown ("1234 kJ / 295 kcal", "16 g"), rounded by {@link displayNutrient};
 * null when one of its values is unknown (shown as «Falta»).
 */
export function declarationCell(
  values: Readonly<Record<NutrientKey, DecimalInput | null>>,
  keys: readonly NutrientKey[],
): string | null {
  const parts = keys.map((key) => {
    const shown = displayNutrient(key, values[key]);
    return shown === null ? null : `${shown} ${NUTRIENT_UNITS[key]}`;
  });
  return parts.some((part) => part === null) ? null : parts.join(' / ');
}
