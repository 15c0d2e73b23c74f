import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { CostAnalysisExtraCost, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { toEngineProduct } from '@costeo/domain/engine-product';
import type {
  ExtraCostInput,
  ProductFacts,
  RecipeGraph,
  RecipeInput,
  RecipeLineInput,
} from '@costeo/domain/recipe-graph';
import { KIND_BASE, UNITS } from '@costeo/domain/units';
import { decimalText, parseServings, type RecipeDraft } from './recipe-draft.ts';

/*
 * The live preview runs the API's own engine (packages/domain cost-engine.ts) in the browser. Its
 * graph is built from what the editor already has: each product's facts (GET of the product) and,
 * for an elaboración, the figures its recipe answer carries (cost per yield unit, completeness,
 * allergens) — so the browser never loads the whole tree of sub-recipes.
 */

/** Ids for the stand-in products of an elaboración: negative, so they never meet a real one. */
const priceProductId = (recipeId: number) => -2 * recipeId;
const unpricedProductId = (recipeId: number) => -2 * recipeId - 1;

/**
 * An elaboración as the engine reads it: one batch yielding 1 yield unit from one stand-in
 * product priced at its cost per yield unit, and, when its cost is incomplete, one unpriced line,
 * so the engine flags the line that uses it exactly as the API does.
 */
function subRecipeStandIn(item: RecipeListItem, products: Map<number, ProductFacts>): RecipeInput {
  const lines: RecipeLineInput[] = [];
  const unit = item.yield_unit;
  if (unit !== null && item.cost_per_yield_unit !== null) {
    const base = KIND_BASE[UNITS[unit].kind];
    products.set(priceProductId(item.id), {
      id: priceProductId(item.id),
      name: item.name,
      baseUnit: base,
      unitCost: dec(item.cost_per_yield_unit).dividedBy(UNITS[unit].factor),
      wastePct: '0',
      allergens: item.allergens,
    });
    lines.push({ ingredientInstanceId: priceProductId(item.id), quantity: '1', unit });
    if (!item.cost_complete) {
      products.set(unpricedProductId(item.id), {
        id: unpricedProductId(item.id),
        name: item.name,
        baseUnit: base,
        unitCost: null,
        wastePct: '0',
        allergens: [],
      });
      lines.push({ ingredientInstanceId: unpricedProductId(item.id), quantity: '1', unit });
    }
  }
  return {
    id: item.id,
    name: item.name,
    servings: 1,
    salePrice: null,
    saleVatPct: null,
    targetFoodCostPct: null,
    isSubrecipe: true,
    yieldQuantity: lines.length > 0 ? '1' : null,
    yieldUnit: lines.length > 0 ? unit : null,
    lines,
    extraCosts: [],
  };
}

export function buildLiveGraph(
  products: readonly IngredientInstance[],
  subrecipes: readonly RecipeListItem[],
  defaults: { saleVatPct: string; targetFoodCostPct: string },
): RecipeGraph {
  const productMap = new Map<number, ProductFacts>();
  // A product answer as the engine reads it: the domain's one mapping, the API's too.
  for (const product of products) productMap.set(product.id, toEngineProduct(product));
  const recipes = new Map<number, RecipeInput>();
  for (const item of subrecipes) recipes.set(item.id, subRecipeStandIn(item, productMap));
  return { products: productMap, recipes, defaults };
}

export function extraCostInputs(extras: readonly CostAnalysisExtraCost[]): ExtraCostInput[] {
  return extras.map((extra) => ({
    id: extra.id,
    name: extra.name,
    costType: extra.cost_type,
    amount: extra.amount,
  }));
}

/**
 * The draft as the engine reads it. A quantity still being typed ("1,", "") counts as 0 until it
 * is a number; servings that are not yet a whole number ≥ 1 keep the last good value.
 */
export function recipeInputFromDraft(
  id: number,
  draft: RecipeDraft,
  fallbackServings: number,
  extraCosts: readonly ExtraCostInput[],
): RecipeInput {
  const vat = decimalText(draft.saleVatPct);
  const target = decimalText(draft.targetFoodCostPct);
  return {
    id,
    name: draft.name,
    servings: parseServings(draft.servings) ?? fallbackServings,
    salePrice: draft.salePrice.trim() === '' ? null : decimalText(draft.salePrice),
    saleVatPct: vat !== null && dec(vat).lessThan(100) ? vat : null,
    targetFoodCostPct:
      target !== null && dec(target).greaterThan(0) && dec(target).lessThan(100) ? target : null,
    isSubrecipe: draft.isSubrecipe,
    yieldQuantity: draft.isSubrecipe ? decimalText(draft.yieldQuantity) : null,
    yieldUnit: draft.isSubrecipe ? draft.yieldUnit : null,
    lines: draft.lines.map((line) => ({
      ingredientInstanceId: line.ingredientInstance,
      subRecipeId: line.subRecipe,
      quantity: decimalText(line.quantity) ?? '0',
      unit: line.unit,
    })),
    extraCosts,
  };
}
