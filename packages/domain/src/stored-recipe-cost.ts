import type { AllergenCode } from './allergens.ts';
import { dec } from './decimal.ts';
import type { RecipeCost } from './recipe-cost-model.ts';
import type { RecipeStatus } from './recipe-margins.ts';
import type { UnitCode } from './units.ts';

/** A recipe's stored figures (exact decimal texts, docs/decisions/010) and what they depend on. */
export interface StoredCostFields {
  id: number;
  name: string;
  servings: number;
  ingredientsCost: string;
  extraCostsTotal: string;
  totalCost: string;
  costPerServing: string;
  salePrice: string | null;
  effectiveSaleVatPct: string;
  effectiveTargetFoodCostPct: string;
  netSalePrice: string | null;
  marginPerServing: string | null;
  marginPct: string | null;
  foodCostPct: string | null;
  suggestedSalePrice: string;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
  costPerYieldUnit: string | null;
  costComplete: boolean;
  warnings: string[];
  allergens: AllergenCode[];
  status: RecipeStatus;
}

const exact = (value: string | null) => (value === null ? null : dec(value));

/**
 * A recipe's stored figures read back as the engine's result (without lines), so a stored recipe
 * is rounded by the same formatRecipeCostFields as one costed on the fly: the stored values are the
 * engine's exact ones, so both answers agree to the last digit.
 */
export function storedCost(row: StoredCostFields): RecipeCost {
  return {
    recipeId: row.id,
    name: row.name,
    servings: row.servings,
    baseServings: row.servings,
    scaleFactor: dec(1),
    lines: [],
    extraCosts: [],
    ingredientsCost: dec(row.ingredientsCost),
    extraCostsTotal: dec(row.extraCostsTotal),
    totalCost: dec(row.totalCost),
    costPerServing: dec(row.costPerServing),
    salePrice: exact(row.salePrice),
    saleVatPct: dec(row.effectiveSaleVatPct),
    targetFoodCostPct: dec(row.effectiveTargetFoodCostPct),
    netSalePrice: exact(row.netSalePrice),
    marginPerServing: exact(row.marginPerServing),
    marginPct: exact(row.marginPct),
    foodCostPct: exact(row.foodCostPct),
    suggestedSalePrice: dec(row.suggestedSalePrice),
    yieldQuantity: exact(row.yieldQuantity),
    yieldUnit: row.yieldUnit,
    costPerYieldUnit: exact(row.costPerYieldUnit),
    costComplete: row.costComplete,
    warnings: row.warnings,
    allergens: row.allergens,
    status: row.status,
  };
}
