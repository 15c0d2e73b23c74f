import { createRecipeCoster } from '@costeo/domain/cost-engine';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { Db } from '../../db/client.ts';
import {
  createRecipeCostsRepository,
  type EngineLineRow,
  type StoredFigures,
} from './recipe-costs.repository.ts';
import {
  createRecipeGraphLoader,
  type ExtraCostsSource,
  type LoadedGraph,
  type ProductFactsSource,
} from './recipe-graph-loader.ts';
import { createRecipesRepository, type RecipeRef } from './recipes.repository.ts';

/** A recipe as the extra-costs module sees it: enough to name it and cost an extra cost of it. */
export interface RecipeCostBasis {
  id: number;
  name: string;
  servings: number;
  /** The stored (exact) ingredients cost of one batch. */
  ingredientsCost: string;
}

/** The engine's figures as stored: exact decimals, no rounding (docs/decisions/010). */
export function toStoredFigures(id: number, cost: RecipeCost, linesCount: number): StoredFigures {
  const exact = (value: { toFixed(): string } | null) => (value === null ? null : value.toFixed());
  return {
    id,
    ingredients_cost: cost.ingredientsCost.toFixed(),
    extra_costs_total: cost.extraCostsTotal.toFixed(),
    total_cost: cost.totalCost.toFixed(),
    cost_per_serving: cost.costPerServing.toFixed(),
    net_sale_price: exact(cost.netSalePrice),
    margin_per_serving: exact(cost.marginPerServing),
    margin_pct: exact(cost.marginPct),
    food_cost_pct: exact(cost.foodCostPct),
    suggested_sale_price: cost.suggestedSalePrice.toFixed(),
    cost_per_yield_unit: exact(cost.costPerYieldUnit),
    effective_sale_vat_pct: cost.saleVatPct.toFixed(2),
    effective_target_food_cost_pct: cost.targetFoodCostPct.toFixed(2),
    cost_complete: cost.costComplete,
    status: cost.status,
    warnings: cost.warnings,
    allergens: cost.allergens,
    lines_count: linesCount,
  };
}

/**
 * The recipes' stored figures (docs/decisions/010-stored-recipe-figures.md): every change that
 * moves a cost calls `recompute` in its own transaction. A recompute is a fixed number of queries
 * whatever the number of recipes, lines or levels: which recipes depend on the change (1), their
 * recipes with the profile defaults (1), lines (1), extra costs (1), stored sub-recipes (1),
 * products (1), then one UPDATE per 1 000 recipes. The engine costs each sub-recipe once (memoised) for all of them.
 */
export function createRecipeCostsService(deps: {
  products: ProductFactsSource;
  extraCosts?: ExtraCostsSource;
}) {
  const { loadGraph, loadGraphToStore, loadRecipeGraph } = createRecipeGraphLoader(deps);

  /** Costs `recipeIds` (all in `loaded`) and stores their figures. */
  async function store(
    tx: Db,
    ownerId: number,
    recipeIds: readonly number[],
    loaded: LoadedGraph<EngineLineRow>,
  ) {
    const coster = createRecipeCoster(loaded.graph, { lineDetail: false, known: loaded.known });
    const figures: StoredFigures[] = [];
    for (const id of recipeIds) {
      const cost = coster.costRecipeById(id);
      if (cost) figures.push(toStoredFigures(id, cost, loaded.linesByRecipe.get(id)?.length ?? 0));
    }
    await createRecipeCostsRepository(tx).writeFigures(ownerId, figures);
  }

  /**
   * Taken first by every recipe write (before its own row locks) and by every recompute: the
   * writes that reach a recompute after locking rows of their own (a product, the profile) only
   * hold locks the lock holder never waits for (docs/decisions/010).
   */
  function lockOwner(tx: Db, ownerId: number): Promise<void> {
    return createRecipeCostsRepository(tx).lockOwner(ownerId);
  }

  /** Re-costs the recipes that depend on these recipes or products, and stores their figures. */
  async function recompute(
    tx: Db,
    ownerId: number,
    seeds: { recipeIds?: readonly number[]; productIds?: readonly number[] },
  ): Promise<void> {
    await lockOwner(tx, ownerId);
    const affected = await createRecipeCostsRepository(tx).dependents(ownerId, seeds);
    if (affected.length === 0) return;
    await store(tx, ownerId, affected, await loadGraphToStore(tx, ownerId, affected));
  }

  return {
    loadGraph,
    loadRecipeGraph,
    recompute,
    lockOwner,

    /** Every recipe of the owner (the profile's default VAT or target changed). */
    async recomputeAll(tx: Db, ownerId: number): Promise<void> {
      await lockOwner(tx, ownerId);
      const all = await createRecipeCostsRepository(tx).allRecipeIds(ownerId);
      if (all.length === 0) return;
      await store(tx, ownerId, all, await loadGraphToStore(tx, ownerId, all));
    },

    /** The ingredients module's IngredientChangeListener (wired in services.ts). */
    ingredientListener: {
      productsChanged: (tx: Db, ownerId: number, instanceIds: number[]) =>
        recompute(tx, ownerId, { productIds: instanceIds }),
      async productsRemoving(tx: Db, ownerId: number, instanceIds: number[]) {
        await lockOwner(tx, ownerId);
        const parents = await createRecipesRepository(tx).removeLinesUsing(ownerId, {
          instanceIds,
        });
        await recompute(tx, ownerId, { recipeIds: parents });
      },
    },

    /**
     * For the extra-costs module: the owner's recipes among `ids` (another owner's are absent)
     * with what an extra cost's cost needs (servings, the stored exact ingredients cost).
     */
    async recipeCostBases(
      db: Db,
      ownerId: number,
      ids: readonly number[],
    ): Promise<Map<number, RecipeCostBasis>> {
      const rows = await createRecipeCostsRepository(db).loadStored(ownerId, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            servings: row.servings,
            ingredientsCost: row.ingredientsCost,
          },
        ]),
      );
    },

    /** The ingredients module's IngredientUsageLookup: recipes_count and delete-in-use. */
    usageLookup: {
      async recipesUsing(
        db: Db,
        ownerId: number,
        instanceIds: number[],
      ): Promise<Map<number, RecipeRef[]>> {
        const rows = await createRecipesRepository(db).recipesUsingProducts(ownerId, instanceIds);
        const result = new Map<number, RecipeRef[]>();
        for (const row of rows) {
          const list = result.get(row.instanceId) ?? [];
          list.push({ id: row.id, name: row.name });
          result.set(row.instanceId, list);
        }
        return result;
      },
    },
  };
}

export type RecipeCostsService = ReturnType<typeof createRecipeCostsService>;
