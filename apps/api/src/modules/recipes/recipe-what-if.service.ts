import { createRecipeCoster } from '@costeo/domain/cost-engine';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { Db } from '../../db/client.ts';
import { createRecipeCostsRepository } from './recipe-costs.repository.ts';
import type { RecipeCostsService } from './recipe-costs.service.ts';

export interface WhatIfRecipe {
  id: number;
  isSubrecipe: boolean;
  /** Whether the recipe has a line of the product itself (else it is reached through an elaboración). */
  usesProductDirectly: boolean;
  before: RecipeCost;
  after: RecipeCost;
}

/**
 * The recipes module's read-only costings for analytics (docs/decisions/015-analytics.md): the
 * same loading and the same engine as a recompute (recipe-costs.service.ts), never a write.
 */
export function createRecipeWhatIfService(deps: { costs: RecipeCostsService }) {
  const { costs } = deps;

  return {
    /**
     * Every recipe that depends on the product (directly or through sub-recipes, to any depth),
     * costed as stored and again with the product's cost per base unit replaced in memory. The
     * "after" figures are exactly what a save of that price would store: the same graph (the
     * affected recipes with their lines, the others as their stored figures) and the same engine.
     */
    async whatIfProductCost(
      db: Db,
      ownerId: number,
      productId: number,
      unitCost: string,
    ): Promise<WhatIfRecipe[]> {
      const affected = await createRecipeCostsRepository(db).dependents(ownerId, {
        productIds: [productId],
      });
      if (affected.length === 0) return [];
      const loaded = await costs.loadGraph(db, ownerId, affected, { parallel: true });
      const facts = loaded.graph.products.get(productId);
      if (!facts) return [];
      const changedProducts = new Map(loaded.graph.products);
      changedProducts.set(productId, { ...facts, unitCost });
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
          usesProductDirectly: recipe.lines.some((line) => line.ingredientInstanceId === productId),
          before: old,
          after: changed,
        });
      }
      return result;
    },

    /** Every recipe of the owner costed by the engine (line costs included), in five queries. */
    async costAll(db: Db, ownerId: number): Promise<RecipeCost[]> {
      const all = await createRecipeCostsRepository(db).allRecipeIds(ownerId);
      if (all.length === 0) return [];
      const loaded = await costs.loadGraph(db, ownerId, all, { parallel: true });
      const coster = createRecipeCoster(loaded.graph, { lineDetail: false, known: loaded.known });
      return all.flatMap((id) => coster.costRecipeById(id) ?? []);
    },
  };
}

export type RecipeWhatIfService = ReturnType<typeof createRecipeWhatIfService>;
