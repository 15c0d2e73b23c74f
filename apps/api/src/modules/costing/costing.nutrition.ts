import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import {
  declareRecipe,
  NUTRIENT_KEYS,
  nutrientText,
  type NutrientKey,
} from '@costeo/domain/nutrition';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { loadNutritionGraph } from './costing.nutrition.read-model.ts';

/*
 * A recipe's nutrition declaration (issue 21, docs/decisions/030): computed on read from the
 * recipe and every elaboración below it, in one statement, by the domain's `declareRecipe`. Not
 * stored with the figures: it depends on no price, so no re-cost has to keep it, and the recipe's
 * answer that carries it is kept by the answer cache (decision 025) until the next write.
 */

function texts(values: Record<NutrientKey, Decimal | null>): Record<NutrientKey, string | null> {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientText(values[key])])) as Record<
    NutrientKey,
    string | null
  >;
}

/** `nutrition` of a recipe's answer; null when the recipe is not the owner's. */
export async function recipeNutrition(
  db: Db,
  ownerId: number,
  recipeId: number,
): Promise<RecipeNutritionAnswer | null> {
  const graph = await loadNutritionGraph(db, ownerId, recipeId);
  if (!graph.recipes.has(recipeId)) return null;
  const result = declareRecipe(graph, recipeId);
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
