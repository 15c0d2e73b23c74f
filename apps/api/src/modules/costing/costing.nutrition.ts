import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import { labelIngredients, type LabelIngredient } from '@costeo/domain/nutrition-label';
import { declareRecipe, nutrientText, nutritionAnswer } from '@costeo/domain/nutrition';
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

/** What a recipe's food label prints: its declaration and its ingredients by weight. */
export interface RecipeLabelFacts {
  nutrition: RecipeNutritionAnswer;
  ingredients: LabelIngredient[];
}

/** The label of a recipe (issue 21), from the same graph as its declaration; null: not the owner's. */
export async function recipeLabel(
  db: Db,
  ownerId: number,
  recipeId: number,
): Promise<RecipeLabelFacts | null> {
  const graph = await loadNutritionGraph(db, ownerId, recipeId);
  if (!graph.recipes.has(recipeId)) return null;
  return {
    nutrition: nutritionAnswer(declareRecipe(graph, recipeId)),
    ingredients: labelIngredients(graph, recipeId),
  };
}

/** A dish's energy per serving (exact text; null when a line leaves it unknown), for a menu's energy per cover. */
export interface ServingEnergy {
  energy_kj: string | null;
  energy_kcal: string | null;
}

/** The energy per serving of each of these recipes (one statement for a whole menu). */
export async function servingEnergy(
  db: Db,
  ownerId: number,
  recipeIds: readonly number[],
): Promise<Map<number, ServingEnergy>> {
  const energy = new Map<number, ServingEnergy>();
  if (recipeIds.length === 0) return energy;
  const graph = await loadNutritionGraph(db, ownerId, recipeIds);
  for (const id of new Set(recipeIds)) {
    if (!graph.recipes.has(id)) continue;
    // Energy is unknown (null) when a line leaves it unknown (no value, no weight): never a low
    // figure. Another nutrient missing (sugars) does not make the energy unknown.
    const { perServing } = declareRecipe(graph, id);
    energy.set(id, {
      energy_kj: nutrientText(perServing.energy_kj),
      energy_kcal: nutrientText(perServing.energy_kcal),
    });
  }
  return energy;
}
