import type { RecipeInputData } from '@costeo/domain/contracts/recipes';
import { cycleErrorMessage, findCycle } from '@costeo/domain/recipe-graph';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { loadSubRecipeClosure } from './recipe-closure.repository.ts';

/** The owner's products among `ids` (the costing module's read of them, in the caller's tx). */
export interface ProductsSource {
  productFacts(tx: Db, ownerId: number, ids: readonly number[]): Promise<Map<number, unknown>>;
}

/** DRF's PrimaryKeyRelatedField message: the same for a missing id and another owner's. */
const missing = (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`;
const notSubrecipe = (name: string) =>
  `«${name}» no es una elaboración: márcala como elaboración para usarla en otras recetas.`;

/**
 * The lines a client sends must name the caller's own products and elaboraciones (another
 * owner's id is "does not exist", never a hint it exists), a sub-recipe must be marked as an
 * elaboración, and the recipe must not end up containing itself (DOMAIN.md §2). Units are not
 * checked here: a unit the product cannot reach is flagged on the line by the engine (DOMAIN.md §2
 * "no silent fallbacks"), and unknown unit codes never pass the request schema.
 *
 * Three queries whatever the number of lines: products, sub-recipes to any depth, their lines.
 */
export async function checkRecipeLines(
  tx: Db,
  deps: { products: ProductsSource },
  ownerId: number,
  recipe: { id: number | null; data: RecipeInputData },
): Promise<void> {
  const { lines } = recipe.data;
  const productIds = unique(lines.map((line) => line.ingredient_instance));
  const subIds = unique(lines.map((line) => line.sub_recipe));
  const products = await deps.products.productFacts(tx, ownerId, productIds);
  // Names and sub-recipe edges below the lines' elaboraciones, to any depth (two queries).
  const closure = await loadSubRecipeClosure(tx, ownerId, subIds);
  const recipes = new Map(closure.recipes.map((row) => [row.id, row]));

  const missingErrors: FieldErrors = {};
  const kindErrors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (line.ingredient_instance !== null && !products.has(line.ingredient_instance)) {
      missingErrors[`lines.${index}.ingredient_instance`] = [missing(line.ingredient_instance)];
    }
    if (line.sub_recipe !== null) {
      const sub = recipes.get(line.sub_recipe);
      if (!sub) missingErrors[`lines.${index}.sub_recipe`] = [missing(line.sub_recipe)];
      else if (!sub.isSubrecipe) kindErrors[`lines.${index}.sub_recipe`] = [notSubrecipe(sub.name)];
    }
  });
  if (Object.keys(missingErrors).length > 0) throw AppError.validation(missingErrors);

  // A cycle is said first: it is what is wrong even when a recipe of it is not an elaboración.
  if (recipe.id !== null) {
    const edges = new Map(
      closure.recipes.map((row) => [
        row.id,
        { name: row.name, lines: [] as { subRecipeId: number | null }[] },
      ]),
    );
    for (const line of closure.lines) edges.get(line.recipeId)?.lines.push(line);
    const cycle = findCycle(
      { recipes: edges },
      recipe.id,
      lines.map((line) => ({ subRecipeId: line.sub_recipe })),
      recipe.data.name,
    );
    if (cycle) throw AppError.validation({ lines: [cycleErrorMessage(cycle)] });
  }
  if (Object.keys(kindErrors).length > 0) throw AppError.validation(kindErrors);
}

function unique(values: (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}
