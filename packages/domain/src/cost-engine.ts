import type Decimal from 'decimal.js';
import { sortAllergens, type AllergenCode } from './allergens.ts';
import { dec } from './decimal.ts';
import { yieldRatio } from './ingredient-costs.ts';
import type { RecipeGraph, RecipeInput, RecipeLineInput } from './recipe-graph.ts';
import {
  computeExtraCosts,
  computeMargins,
  recipeStatus,
  type ExtraCostBreakdown,
  type RecipeStatus,
} from './recipe-margins.ts';
import { DomainRuleError } from './rule-error.ts';
import { convertQuantity, UNITS, type UnitCode } from './units.ts';

/** The reasons a line is flagged (DOMAIN.md §2: no silent fallbacks), besides conversion ones. */
export const LINE_WARNINGS = {
  noReference: 'La línea debe llevar un ingrediente o una elaboración.',
  unknownProduct: 'El ingrediente no existe.',
  noPrice: 'El ingrediente no tiene precio.',
  zeroPrice: 'El ingrediente tiene precio de compra 0: la línea cuesta 0.',
  unknownSubRecipe: 'La elaboración no existe.',
  noYield: (name: string) => `La elaboración «${name}» no tiene rendimiento (cantidad y unidad).`,
  yieldUnitMismatch: (unit: UnitCode, name: string, yieldUnit: UnitCode) =>
    `La unidad ${unit} no se puede convertir a la unidad de rendimiento de «${name}» (${yieldUnit}).`,
  incompleteSubRecipe: (name: string) => `El coste de la elaboración «${name}» está incompleto.`,
  cycle: (name: string) => `La elaboración «${name}» contiene esta receta: referencia circular.`,
} as const;

/** Said when a recipe has no line: its cost of 0 is not a cost (DOMAIN.md §2). */
export const NO_LINES_WARNING = 'La receta no tiene ingredientes: su coste no está completo.';

export type LineKind = 'ingredient' | 'sub_recipe';

export interface LineBreakdown {
  /** 1-based, in the recipe's order. */
  position: number;
  lineId: number | null;
  kind: LineKind;
  /** The product or sub-recipe id the line names. */
  refId: number | null;
  /** Display name of the product or sub-recipe ("" when it does not exist). */
  name: string;
  unit: UnitCode;
  /** Net (cleaned) quantity, in `unit`, as the cook wrote it. */
  netQuantity: Decimal;
  /** Gross quantity to buy, in `unit`: net / R (a sub-recipe has no merma: gross = net). */
  grossQuantity: Decimal | null;
  /** € per `unit` of gross quantity, so that cost = gross × unit cost. */
  unitCost: Decimal | null;
  /** € for the batch; null when it cannot be known (the warning says why). */
  cost: Decimal | null;
  /** Share of the recipe's total cost (%). */
  costSharePct: Decimal | null;
  warning: string | null;
}

export interface RecipeCost {
  recipeId: number | null;
  name: string;
  /** Servings shown (the recipe's, or N in a scaled view). */
  servings: number;
  /** The recipe's own servings. */
  baseServings: number;
  /** servings / baseServings: 1 unless scaled. */
  scaleFactor: Decimal;
  lines: LineBreakdown[];
  extraCosts: ExtraCostBreakdown[];
  ingredientsCost: Decimal;
  extraCostsTotal: Decimal;
  totalCost: Decimal;
  costPerServing: Decimal;
  salePrice: Decimal | null;
  /** Effective figures: the recipe's own or the profile's. */
  saleVatPct: Decimal;
  targetFoodCostPct: Decimal;
  netSalePrice: Decimal | null;
  marginPerServing: Decimal | null;
  marginPct: Decimal | null;
  foodCostPct: Decimal | null;
  suggestedSalePrice: Decimal;
  yieldQuantity: Decimal | null;
  yieldUnit: UnitCode | null;
  /** € per yield unit (batch total cost incl. its extra costs / yield); null without a yield. */
  costPerYieldUnit: Decimal | null;
  costComplete: boolean;
  /** One per flagged line ("Leche: Falta la densidad para convertir ml a g"), then the recipe's. */
  warnings: string[];
  allergens: AllergenCode[];
  status: RecipeStatus;
}

export interface RecipeCoster {
  /** The cost of a stored recipe of the graph (memoised), or null when the graph lacks it. */
  costRecipeById(recipeId: number): RecipeCost | null;
  /** The cost of a recipe as given (an editor's draft, or a stored recipe with new lines). */
  costRecipe(recipe: RecipeInput): RecipeCost;
}

interface LineResult {
  line: LineBreakdown;
  allergens: readonly AllergenCode[];
  complete: boolean;
}

const ZERO = dec(0);
const HUNDRED = dec(100);

/**
 * A cost engine over one graph. Every sub-recipe is costed once however many recipes use it, so
 * a page of recipes sharing elaboraciones costs each elaboración once (memoised by id).
 */
export function createRecipeCoster(graph: RecipeGraph): RecipeCoster {
  const memo = new Map<number, RecipeCost>();
  const inProgress = new Set<number>();
  let cycleHits = 0;

  function costById(recipeId: number): RecipeCost | null {
    const cached = memo.get(recipeId);
    if (cached) return cached;
    const recipe = graph.recipes.get(recipeId);
    if (!recipe) return null;
    const hitsBefore = cycleHits;
    const result = costInput(recipe);
    // A cost that met a cycle depends on where the walk started (and on a draft being edited):
    // it is not kept. Cycles are refused on save, so this is the rare path.
    if (cycleHits === hitsBefore) memo.set(recipeId, result);
    return result;
  }

  function costInput(recipe: RecipeInput): RecipeCost {
    if (!Number.isInteger(recipe.servings) || recipe.servings < 1) {
      throw new DomainRuleError('servings', 'Las raciones deben ser un número entero mayor que 0.');
    }
    if (recipe.id !== null) inProgress.add(recipe.id);
    try {
      return assemble(
        recipe,
        recipe.lines.map((line, index) => costLine(line, index + 1)),
      );
    } finally {
      if (recipe.id !== null) inProgress.delete(recipe.id);
    }
  }

  function costLine(input: RecipeLineInput, position: number): LineResult {
    const line: LineBreakdown = {
      position,
      lineId: input.id ?? null,
      kind: 'ingredient',
      refId: null,
      name: '',
      unit: input.unit,
      netQuantity: dec(input.quantity),
      grossQuantity: null,
      unitCost: null,
      cost: null,
      costSharePct: null,
      warning: null,
    };
    if (line.netQuantity.isNegative() || !line.netQuantity.isFinite()) {
      throw new DomainRuleError('quantity', 'La cantidad no puede ser negativa.');
    }
    const productId = input.ingredientInstanceId ?? null;
    const subRecipeId = input.subRecipeId ?? null;
    if ((productId === null) === (subRecipeId === null)) {
      return flagged(line, LINE_WARNINGS.noReference);
    }
    return productId !== null
      ? costIngredientLine(line, productId)
      : costSubRecipeLine(line, subRecipeId as number);
  }

  function costIngredientLine(line: LineBreakdown, productId: number): LineResult {
    line.refId = productId;
    const product = graph.products.get(productId);
    if (!product) return flagged(line, LINE_WARNINGS.unknownProduct);
    line.name = product.name;
    const ratio = yieldRatio(product.wastePct);
    line.grossQuantity = line.netQuantity.dividedBy(ratio);
    const allergens = product.allergens;
    // The whole quantity is converted (not 1 unit then multiplied) so 916 g of oil at 0.916 g/ml
    // is exactly 1000 ml.
    const netBase = convertQuantity(line.netQuantity, line.unit, product.baseUnit, product);
    if (!netBase.ok) return { ...flagged(line, netBase.reason), allergens };
    if (product.unitCost === null) return { ...flagged(line, LINE_WARNINGS.noPrice), allergens };
    const perUnit = convertQuantity(1, line.unit, product.baseUnit, product) as { value: Decimal };
    line.unitCost = perUnit.value.times(product.unitCost);
    line.cost = netBase.value.dividedBy(ratio).times(product.unitCost);
    if (line.unitCost.isZero()) return { ...flagged(line, LINE_WARNINGS.zeroPrice), allergens };
    return { line, allergens, complete: true };
  }

  function costSubRecipeLine(line: LineBreakdown, subRecipeId: number): LineResult {
    line.kind = 'sub_recipe';
    line.refId = subRecipeId;
    line.grossQuantity = line.netQuantity;
    const sub = graph.recipes.get(subRecipeId);
    if (!sub) return flagged(line, LINE_WARNINGS.unknownSubRecipe);
    line.name = sub.name;
    if (inProgress.has(subRecipeId)) {
      cycleHits += 1;
      return flagged(line, LINE_WARNINGS.cycle(sub.name));
    }
    const subCost = costById(subRecipeId) as RecipeCost;
    const allergens = subCost.allergens;
    const { costPerYieldUnit, yieldUnit } = subCost;
    if (costPerYieldUnit === null || yieldUnit === null) {
      return { ...flagged(line, LINE_WARNINGS.noYield(sub.name)), allergens };
    }
    if (UNITS[line.unit].kind !== UNITS[yieldUnit].kind) {
      const warning = LINE_WARNINGS.yieldUnitMismatch(line.unit, sub.name, yieldUnit);
      return { ...flagged(line, warning), allergens };
    }
    const inYieldUnits = convertQuantity(line.netQuantity, line.unit, yieldUnit);
    const perUnit = convertQuantity(1, line.unit, yieldUnit);
    if (!inYieldUnits.ok || !perUnit.ok) throw new Error('same-kind conversion cannot fail');
    line.unitCost = perUnit.value.times(costPerYieldUnit);
    line.cost = inYieldUnits.value.times(costPerYieldUnit);
    if (!subCost.costComplete) {
      return { ...flagged(line, LINE_WARNINGS.incompleteSubRecipe(sub.name)), allergens };
    }
    return { line, allergens, complete: true };
  }

  function assemble(recipe: RecipeInput, results: LineResult[]): RecipeCost {
    let ingredientsCost = ZERO;
    let complete = results.length > 0;
    const warnings: string[] = [];
    const allergens = new Set<AllergenCode>();
    for (const { line, allergens: lineAllergens, complete: lineComplete } of results) {
      if (line.cost !== null) ingredientsCost = ingredientsCost.plus(line.cost);
      if (!lineComplete) complete = false;
      if (line.warning !== null) warnings.push(lineWarning(line));
      for (const code of lineAllergens) allergens.add(code);
    }
    if (results.length === 0) warnings.push(NO_LINES_WARNING);
    const extraCosts = computeExtraCosts(recipe.extraCosts, recipe.servings, ingredientsCost);
    const extraCostsTotal = extraCosts.reduce((sum, extra) => sum.plus(extra.cost), ZERO);
    const totalCost = ingredientsCost.plus(extraCostsTotal);
    const costPerServing = totalCost.dividedBy(recipe.servings);
    const saleVatPct = dec(recipe.saleVatPct ?? graph.defaults.saleVatPct);
    const targetFoodCostPct = dec(recipe.targetFoodCostPct ?? graph.defaults.targetFoodCostPct);
    const salePrice = recipe.salePrice === null ? null : dec(recipe.salePrice);
    const margins = computeMargins({ costPerServing, salePrice, saleVatPct, targetFoodCostPct });
    const lines = results.map((result) => result.line);
    for (const item of [...lines, ...extraCosts]) item.costSharePct = shareOf(item.cost, totalCost);
    const yieldQuantity = recipe.yieldQuantity === null ? null : dec(recipe.yieldQuantity);
    const costPerYieldUnit =
      yieldQuantity !== null && yieldQuantity.greaterThan(0) && recipe.yieldUnit !== null
        ? totalCost.dividedBy(yieldQuantity)
        : null;
    return {
      recipeId: recipe.id,
      name: recipe.name,
      servings: recipe.servings,
      baseServings: recipe.servings,
      scaleFactor: dec(1),
      lines,
      extraCosts,
      ingredientsCost,
      extraCostsTotal,
      totalCost,
      costPerServing,
      salePrice,
      saleVatPct,
      targetFoodCostPct,
      ...margins,
      yieldQuantity,
      yieldUnit: recipe.yieldUnit,
      costPerYieldUnit,
      costComplete: complete,
      warnings,
      allergens: sortAllergens(allergens),
      status: recipeStatus({
        costComplete: complete,
        marginPct: margins.marginPct,
        targetFoodCostPct,
      }),
    };
  }

  return { costRecipeById: costById, costRecipe: costInput };
}

function flagged(line: LineBreakdown, warning: string): LineResult {
  line.warning = warning;
  return { line, allergens: [], complete: false };
}

/** "Leche: Falta la densidad…", or "Línea 3: …" for a line whose product no longer exists. */
function lineWarning(line: LineBreakdown): string {
  return `${line.name === '' ? `Línea ${line.position}` : line.name}: ${line.warning ?? ''}`;
}

function shareOf(cost: Decimal | null, total: Decimal): Decimal | null {
  return cost === null || total.isZero() ? null : cost.dividedBy(total).times(HUNDRED);
}

/** The cost of one recipe (a stored one or a draft) against a graph; see {@link createRecipeCoster}. */
export function costRecipe(graph: RecipeGraph, recipe: RecipeInput): RecipeCost {
  return createRecipeCoster(graph).costRecipe(recipe);
}
