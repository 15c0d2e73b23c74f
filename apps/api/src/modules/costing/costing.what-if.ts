import { createRecipeCoster } from '@costeo/domain/cost-engine';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { Db } from '../../db/client.ts';
import { loadGraph } from './costing.loader.ts';
import { createCostingReadModel } from './costing.read-model.ts';

export interface WhatIfRecipe {
  id: number;
  isSubrecipe: boolean;
  /** Whether the recipe has a line of the product itself (else it is reached through an elaboración). */
  usesProductDirectly: boolean;
  before: RecipeCost;
  after: RecipeCost;
}

/*
 * Read-only costings for analytics (docs/decisions/015-analytics.md): the same loading and the same
 * engine as a recompute, never a write.
 */

/**
 * Every recipe that depends on the product (directly or through sub-recipes, to any depth), costed
 * as stored and again with the product's cost per base unit replaced in memory. The "after" figures
 * are exactly what a save of that price would store: the same graph (the affected recipes with their
 * lines, the others as their stored figures) and the same engine.
 */
export async function whatIfProductCost(
  db: Db,
  ownerId: number,
  productId: number,
  unitCost: string,
): Promise<WhatIfRecipe[]> {
  return whatIfProductCosts(db, ownerId, new Map([[productId, unitCost]]));
}

/**
 * {@link whatIfProductCost} for several products at once (a supplier invoice's new prices): every
 * recipe depending on any of them, before and after, in one load and two engine runs.
 * `usesProductDirectly` says whether a line names one of the products.
 */
export async function whatIfProductCosts(
  db: Db,
  ownerId: number,
  unitCosts: ReadonlyMap<number, string>,
): Promise<WhatIfRecipe[]> {
  if (unitCosts.size === 0) return [];
  const affected = await createCostingReadModel(db).dependents(ownerId, {
    productIds: [...unitCosts.keys()],
  });
  if (affected.length === 0) return [];
  const loaded = await loadGraph(db, ownerId, affected, { parallel: true });
  const changedProducts = new Map(loaded.graph.products);
  for (const [productId, unitCost] of unitCosts) {
    const facts = loaded.graph.products.get(productId);
    if (facts) changedProducts.set(productId, { ...facts, unitCost });
  }
  const options = { lineDetail: false, known: loaded.known };
  const before = createRecipeCoster(loaded.graph, options);
  const after = createRecipeCoster({ ...loaded.graph, products: changedProducts }, options);
  const result: WhatIfRecipe[] = [];
  for (const id of affected) {
    const old = before.costRecipeById(id);
    const changed = after.costRecipeById(id);
    const recipe = loaded.graph.recipes.get(id);
    if (!old || !changed || !recipe) continue;
    result.push({
      id,
      isSubrecipe: recipe.isSubrecipe,
      usesProductDirectly: recipe.lines.some((line) =>
        unitCosts.has(line.ingredientInstanceId ?? 0),
      ),
      before: old,
      after: changed,
    });
  }
  return result;
}

/** Every recipe of the owner costed by the engine (line costs included), in five queries. */
export async function costAll(db: Db, ownerId: number): Promise<RecipeCost[]> {
  const all = await createCostingReadModel(db).allRecipeIds(ownerId);
  if (all.length === 0) return [];
  const loaded = await loadGraph(db, ownerId, all, { parallel: true });
  const coster = createRecipeCoster(loaded.graph, { lineDetail: false, known: loaded.known });
  return all.flatMap((id) => coster.costRecipeById(id) ?? []);
}
