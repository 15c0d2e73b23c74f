import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import { declareRecipe, nutritionAnswer } from '@costeo/domain/nutrition';
import type { Db } from '../../db/client.ts';
import { loadNutritionGraph } from './costing.nutrition.read-model.ts';

/*
 * A recipe's nutrition declaration (issue 21, docs/decisions/030): computed on read from the
 * recipe and every elaboración below it, in one statement, by the domain's `declareRecipe`. Not
 * stored with the figures: it depends on no price, so no re-cost has to keep it, and the recipe's
 * answer that carries it is kept by the answer cache (decision 025) until the next write.
 */

/** `nutrition` of a recipe's answer; null when the recipe is not the owner's. */
export async function recipeNutrition(
  db: Db,
  ownerId: number,
  recipeId: number,
): Promise<RecipeNutritionAnswer | null> {
  const graph = await loadNutritionGraph(db, ownerId, recipeId);
  if (!graph.recipes.has(recipeId)) return null;
  return nutritionAnswer(declareRecipe(graph, recipeId));
}
