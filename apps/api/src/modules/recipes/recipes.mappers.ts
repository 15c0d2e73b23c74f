import type { Recipe, RecipeInputData, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { formatLineCost, formatRecipeCostFields } from '@costeo/domain/recipe-cost-format';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { GraphLineRow } from './recipe-costs.repository.ts';
import type { RecipeRow, RecipeSummaryRow } from './recipes.repository.ts';

const exact = (value: string | null) => (value === null ? null : dec(value));

/**
 * A recipe's stored figures read back as the engine's result (without lines), so a list row is
 * rounded by the same formatRecipeCostFields as a recipe costed on the fly: the stored values are
 * the engine's exact ones, so both answers agree to the last digit.
 */
/** The stored columns a recipe's cost is rebuilt from (a list row or a known sub-recipe). */
export type StoredCostRow = Pick<
  RecipeSummaryRow,
  | 'id'
  | 'name'
  | 'servings'
  | 'ingredientsCost'
  | 'extraCostsTotal'
  | 'totalCost'
  | 'costPerServing'
  | 'salePrice'
  | 'effectiveSaleVatPct'
  | 'effectiveTargetFoodCostPct'
  | 'netSalePrice'
  | 'marginPerServing'
  | 'marginPct'
  | 'foodCostPct'
  | 'suggestedSalePrice'
  | 'yieldQuantity'
  | 'yieldUnit'
  | 'costPerYieldUnit'
  | 'costComplete'
  | 'warnings'
  | 'allergens'
  | 'status'
>;

export function storedCost(row: StoredCostRow): RecipeCost {
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

function storedFields(row: RecipeSummaryRow) {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    servings: row.servings,
    sale_price: row.salePrice,
    sale_vat_pct: row.saleVatPct,
    target_food_cost_pct: row.targetFoodCostPct,
    is_subrecipe: row.isSubrecipe,
    yield_quantity: row.yieldQuantity,
    yield_unit: row.yieldUnit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    photo_updated_at: row.photoUpdatedAt?.toISOString() ?? null,
  };
}

/** A row of the Recetas list: served from the stored figures, no engine run. */
export function toRecipeListItem(row: RecipeSummaryRow): RecipeListItem {
  return {
    ...storedFields(row),
    ...formatRecipeCostFields(storedCost(row), { scaled: false }),
    lines_count: row.linesCount,
  };
}

/** A whole recipe: `cost` is the engine's (scaled for `?servings=N`), lines as stored beside it. */
export function toRecipe(
  row: RecipeRow,
  cost: RecipeCost,
  lines: readonly GraphLineRow[],
  scaled: boolean,
): Recipe {
  return {
    ...storedFields(row),
    description: row.description,
    instructions: row.instructions,
    ...formatRecipeCostFields(cost, { scaled }),
    lines: cost.lines.map((breakdown, index) => {
      const line = lines[index];
      if (!line) throw new Error('a costed line without its stored row');
      return {
        ...formatLineCost(breakdown),
        id: line.id,
        position: index + 1,
        ingredient_instance: line.ingredientInstanceId,
        sub_recipe: line.subRecipeId,
        quantity: line.quantity,
        unit: line.unit,
        note: line.note,
      };
    }),
  };
}

/** The stored recipe as a full request payload (the base a PATCH is merged into). */
export function toRecipeInputData(row: RecipeRow, lines: readonly GraphLineRow[]): RecipeInputData {
  return {
    name: row.name,
    category: row.category,
    description: row.description,
    servings: row.servings,
    sale_price: row.salePrice,
    sale_vat_pct: row.saleVatPct,
    target_food_cost_pct: row.targetFoodCostPct,
    is_subrecipe: row.isSubrecipe,
    yield_quantity: row.yieldQuantity,
    yield_unit: row.yieldUnit,
    instructions: row.instructions,
    lines: lines.map((line) => ({
      ingredient_instance: line.ingredientInstanceId,
      sub_recipe: line.subRecipeId,
      quantity: line.quantity,
      unit: line.unit,
      note: line.note,
    })),
  };
}
