import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import { labelIngredients, type LabelIngredient } from '@costeo/domain/nutrition-label';
import type { DishEnergy } from '@costeo/domain/menu-costing';
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

/** What a recipe's food label prints: its name, its declaration and its ingredients by weight. */
export interface RecipeLabelFacts {
  name: string;
  servings: number;
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
  const recipe = graph.recipes.get(recipeId);
  if (!recipe) return null;
  return {
    name: recipe.name,
    servings: recipe.servings,
    nutrition: nutritionAnswer(declareRecipe(graph, recipeId)),
    ingredients: labelIngredients(graph, recipeId),
  };
}

/**
 * The energy per serving of each of these recipes (one statement for a whole menu): exact kJ and
 * kcal, or null when a line leaves it unknown (no value, no weight) — never a low figure. Another
 * nutrient missing (sugars) does not make the energy unknown.
 */
export async function servingEnergy(
  db: Db,
  ownerId: number,
  recipeIds: readonly number[],
): Promise<Map<number, DishEnergy | null>> {
  const energy = new Map<number, DishEnergy | null>();
  if (recipeIds.length === 0) return energy;
  const graph = await loadNutritionGraph(db, ownerId, recipeIds);
  for (const id of new Set(recipeIds)) {
    if (!graph.recipes.has(id)) continue;
    const { energy_kj: kj, energy_kcal: kcal } = declareRecipe(graph, id).perServing;
    energy.set(id, kj === null || kcal === null ? null : { kj, kcal });
  }
  return energy;
}
