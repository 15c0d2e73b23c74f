import { computeUnitCosts, type PurchaseFacts } from '../ingredient-costs.ts';
import {
  DEFAULT_COST_SETTINGS,
  type CostDefaults,
  type ProductFacts,
  type RecipeGraph,
  type RecipeInput,
  type RecipeLineInput,
} from '../recipe-graph.ts';
import type { UnitCode } from '../units.ts';

/** A product priced from its purchase, as the API derives `unit_cost` on save. */
export function productFromPurchase(
  id: number,
  name: string,
  purchase: PurchaseFacts,
  extra: Partial<ProductFacts> = {},
): ProductFacts {
  const costs = computeUnitCosts(purchase);
  if (!costs.ok) throw new Error(costs.reason);
  return {
    id,
    name,
    baseUnit: purchase.baseUnit,
    unitCost: costs.unitCost,
    wastePct: purchase.wastePct,
    density: purchase.density ?? null,
    unitWeight: purchase.unitWeight ?? null,
    allergens: [],
    ...extra,
  };
}

export function product(id: number, name: string, extra: Partial<ProductFacts>): ProductFacts {
  return { id, name, baseUnit: 'g', unitCost: '0.001', wastePct: '0', allergens: [], ...extra };
}

export function recipe(
  id: number | null,
  name: string,
  extra: Partial<RecipeInput> = {},
): RecipeInput {
  return {
    id,
    name,
    servings: 1,
    salePrice: null,
    saleVatPct: null,
    targetFoodCostPct: null,
    isSubrecipe: false,
    yieldQuantity: null,
    yieldUnit: null,
    lines: [],
    extraCosts: [],
    ...extra,
  };
}

export function subRecipe(
  id: number,
  name: string,
  yieldQuantity: string,
  yieldUnit: UnitCode,
  lines: RecipeLineInput[],
  extra: Partial<RecipeInput> = {},
): RecipeInput {
  return recipe(id, name, { isSubrecipe: true, yieldQuantity, yieldUnit, lines, ...extra });
}

export const uses = (productId: number, quantity: string, unit: UnitCode): RecipeLineInput => ({
  ingredientInstanceId: productId,
  quantity,
  unit,
});

export const usesSub = (recipeId: number, quantity: string, unit: UnitCode): RecipeLineInput => ({
  subRecipeId: recipeId,
  quantity,
  unit,
});

export function graphOf(
  products: ProductFacts[],
  recipes: RecipeInput[] = [],
  defaults: CostDefaults = DEFAULT_COST_SETTINGS,
): RecipeGraph {
  return {
    products: new Map(products.map((entry) => [entry.id, entry])),
    recipes: new Map(recipes.map((entry) => [entry.id as number, entry])),
    defaults,
  };
}

// ---------- the acceptance case of issue 8 ----------

/** The onion of the ingredients issue: 10 kg for 12.00 €, merma 20 %. */
export const ONION = productFromPurchase(1, 'Cebolla', {
  purchaseQuantity: '10',
  purchaseUnit: 'kg',
  purchasePrice: '12.00',
  wastePct: '20',
  baseUnit: 'g',
});

/** Bones for a stock: 1 kg costs 3.00 €, no merma. */
export const BONES = productFromPurchase(2, 'Huesos de ternera', {
  purchaseQuantity: '1',
  purchaseUnit: 'kg',
  purchasePrice: '3.00',
  wastePct: '0',
  baseUnit: 'g',
});

/** An elaboración that yields 2 l from lines costing 3.00 €. */
export const STOCK = subRecipe(10, 'Fondo oscuro', '2', 'l', [uses(2, '1', 'kg')], {
  servings: 8,
});

/** 4 servings, 1 kg onion net and 500 ml of the stock, PVP 8.80 € with 10 % VAT, target 30 %. */
export const ONION_SOUP = recipe(20, 'Sopa de cebolla', {
  servings: 4,
  salePrice: '8.80',
  saleVatPct: '10',
  targetFoodCostPct: '30',
  lines: [uses(1, '1', 'kg'), usesSub(10, '500', 'ml')],
});

export const acceptanceGraph = (): RecipeGraph => graphOf([ONION, BONES], [STOCK, ONION_SOUP]);
