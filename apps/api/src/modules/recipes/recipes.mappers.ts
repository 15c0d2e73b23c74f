import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import type { Recipe, RecipeInputData, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { formatRecipeCostFields } from '@costeo/domain/recipe-cost-format';
import { storedCost } from '@costeo/domain/stored-recipe-cost';
import type { RecipeFigures } from '../costing/costing.service.ts';
import type { AnswerLineTuple, RecipeAnswerRow } from './recipe-answer.repository.ts';
import type { RecipeLineRow, RecipeRow, RecipeSummaryRow } from './recipes.repository.ts';

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

/**
 * A whole recipe: what the user wrote, its figures as costing answers them (the stored ones, or
 * the engine's scaled for `?servings=N`) and each line's beside the line as stored (matched by id).
 * Null when they do not match: read side by side, they can straddle a concurrent save (the caller
 * reads again).
 */
export function toRecipe(
  row: RecipeAnswerRow,
  figures: RecipeFigures,
  nutrition: RecipeNutritionAnswer,
): Recipe | null {
  const { lines: linesText, ...fields } = row;
  const lines = JSON.parse(linesText) as AnswerLineTuple[];
  const matched = lines.every(([id], index) => figures.lines[index]?.id === id);
  if (!matched || figures.lines.length !== lines.length) return null;
  return {
    ...fields,
    ...figures.fields,
    lines: lines.map(([id, product, subRecipe, quantity, unit, note], index) => ({
      ...(figures.lines[index] as RecipeFigures['lines'][number]).cost,
      id,
      position: index + 1,
      ingredient_instance: product,
      sub_recipe: subRecipe,
      quantity,
      unit,
      note,
    })),
    nutrition,
  };
}

/** The stored recipe as a full request payload (the base a PATCH is merged into). */
export function toRecipeInputData(
  row: RecipeRow,
  lines: readonly RecipeLineRow[],
): RecipeInputData {
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
    final_weight_g: row.finalWeightG,
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
