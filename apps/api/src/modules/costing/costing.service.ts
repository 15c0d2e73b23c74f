import type { RecipeCostAnalysis } from '@costeo/domain/contracts/recipes';
import { createRecipeCoster } from '@costeo/domain/cost-engine';
import { toEngineProduct } from '@costeo/domain/engine-product';
import { formatCostAnalysis } from '@costeo/domain/recipe-cost-format';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { ProductFacts } from '@costeo/domain/recipe-graph';
import { scaleRecipeCost } from '@costeo/domain/recipe-scaling';
import type { Db } from '../../db/client.ts';
import {
  costedRecipeFigures,
  hasDetail,
  storedCostAnalysis,
  storedRecipeFigures,
  toStoredFigures,
  toStoredFiguresWithDetail,
  type RecipeFigures,
} from './costing.figures.ts';
import { loadGraph, loadRecipeGraph, type LoadedGraph } from './costing.loader.ts';
import {
  createCostingReadModel,
  type EngineLineRow,
  type StoredFiguresWithDetail,
} from './costing.read-model.ts';
import { recipeLabel, recipeNutrition, servingEnergy } from './costing.nutrition.ts';
import { costAll, whatIfProductCost, whatIfProductCosts } from './costing.what-if.ts';

export { toStoredFigures, type RecipeFigures } from './costing.figures.ts';
export type { StoredFigures } from './costing.read-model.ts';
export type { WhatIfRecipe } from './costing.what-if.ts';

/** A recipe as the extra-costs module sees it: enough to name it and cost an extra cost of it. */
export interface RecipeCostBasis {
  id: number;
  name: string;
  servings: number;
  /** The stored (exact) ingredients cost of one batch. */
  ingredientsCost: string;
}

/** What changed, for {@link CostingService.recompute}: recipes and/or products. */
export interface CostingScope {
  recipeIds?: readonly number[];
  productIds?: readonly number[];
}

/**
 * The one owner of recipe figures (docs/decisions/010 and 023). Writers — ingredients (a product's
 * facts), extra costs, the profile's defaults, recipes, the account import — tell it what changed
 * with `recompute`, in their own transaction; it reads what a cost depends on through its read
 * model and never calls back into them. A recompute is a fixed number of queries whatever the
 * number of recipes, lines or levels: which recipes depend on the change (1), their recipes with
 * the profile defaults (1), lines (1), extra costs (1), stored sub-recipes (1), products (1), then
 * one statement per 1 000 recipes writing their figures and line figures. One engine run costs
 * them all (each elaboración once). Reads of one recipe answer the stored figures.
 */
export function createCostingService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Costs `recipeIds` (all in `loaded`) with one engine run and stores their figures. Those in
   * `detailFor` (the recipes a save wrote, whose answer is read back at once) get their line
   * figures stored too; the others' are dropped, to be filled by their next read (decision 023).
   */
  async function store(
    tx: Db,
    ownerId: number,
    recipeIds: readonly number[],
    loaded: LoadedGraph,
    detailFor: ReadonlySet<number>,
  ) {
    const coster = createRecipeCoster(loaded.graph, { lineDetail: detailFor, known: loaded.known });
    const figures: StoredFiguresWithDetail[] = [];
    for (const id of recipeIds) {
      const cost = coster.costRecipeById(id);
      if (!cost) continue;
      const lines = loaded.linesByRecipe.get(id) ?? [];
      figures.push(
        detailFor.has(id)
          ? toStoredFiguresWithDetail(id, cost, lines)
          : { ...toStoredFigures(id, cost, lines.length), lines: null, extra_costs: null },
      );
    }
    await createCostingReadModel(tx).writeFigures(ownerId, figures);
  }

  /**
   * Taken first by every recipe write (before its own row locks) and by every recompute: the
   * writes that reach a recompute after locking rows of their own (a product, the profile) only
   * hold locks the lock holder never waits for (docs/decisions/010).
   */
  function lockOwner(tx: Db, ownerId: number): Promise<void> {
    return createCostingReadModel(tx).lockOwner(ownerId);
  }

  /** Re-costs the recipes that depend on these recipes or products, and stores their figures. */
  async function recompute(tx: Db, ownerId: number, scope: CostingScope): Promise<void> {
    await lockOwner(tx, ownerId);
    const affected = await createCostingReadModel(tx).dependents(ownerId, scope);
    if (affected.length === 0) return;
    const loaded = await loadGraph(tx, ownerId, affected);
    await store(tx, ownerId, affected, loaded, new Set(scope.recipeIds ?? []));
  }

  /** Every recipe of the owner (the profile's default VAT or target changed, an import, a rule). */
  async function recomputeAll(tx: Db, ownerId: number): Promise<void> {
    await lockOwner(tx, ownerId);
    const all = await createCostingReadModel(tx).allRecipeIds(ownerId);
    if (all.length === 0) return;
    await store(tx, ownerId, all, await loadGraph(tx, ownerId, all), new Set());
  }

  /**
   * A recipe's stored figures with its line figures: when a re-cost that did not name it dropped
   * them (a price, an elaboración, a profile default), this read fills them, under the owner lock
   * (so from current data, never racing a re-cost) and with the engine's one run for it.
   */
  async function storedAnswer(ownerId: number, recipeId: number) {
    const row = await createCostingReadModel(db).storedAnswer(ownerId, recipeId);
    if (!row || hasDetail(row)) return row;
    await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const loaded = await loadGraph(tx, ownerId, [recipeId]);
      if (loaded.graph.recipes.has(recipeId)) {
        await store(tx, ownerId, [recipeId], loaded, new Set([recipeId]));
      }
    });
    return createCostingReadModel(db).storedAnswer(ownerId, recipeId);
  }

  /**
   * One recipe costed now by the engine, line by line, from its own lines and the stored figures
   * of the elaboraciones they name (a scaled view; a recipe never re-costed since decision 023).
   */
  async function costOne(
    ownerId: number,
    recipeId: number,
  ): Promise<{ cost: RecipeCost; lines: readonly EngineLineRow[] } | null> {
    const loaded = await loadRecipeGraph(db, ownerId, recipeId);
    const cost = createRecipeCoster(loaded.graph, { known: loaded.known }).costRecipeById(recipeId);
    return cost ? { cost, lines: loaded.linesByRecipe.get(recipeId) ?? [] } : null;
  }

  return {
    lockOwner,
    recompute,
    recomputeAll,
    costOne,

    /** The ingredients module's ProductCostListener: a product's facts changed. */
    productsChanged: (tx: Db, ownerId: number, productIds: number[]) =>
      recompute(tx, ownerId, { productIds }),

    /** A recipe's nutrition declaration, computed on read (docs/decisions/030); null: not the owner's. */
    recipeNutrition(ownerId: number, recipeId: number) {
      return recipeNutrition(db, ownerId, recipeId);
    },

    /** A recipe's food label: its declaration and its ingredients by weight (issue 21). */
    recipeLabel(ownerId: number, recipeId: number) {
      return recipeLabel(db, ownerId, recipeId);
    },

    /** Energy per serving of each dish of a menu (issue 21: the menu's energy per cover). */
    servingEnergy(ownerId: number, recipeIds: readonly number[]) {
      return servingEnergy(db, ownerId, recipeIds);
    },

    /**
     * A recipe's figures as its answer shows them (null: not the owner's). The stored ones (one
     * query, no engine); `?servings=N` scales the engine's exact figures (DOMAIN.md §2).
     */
    async recipeFigures(
      ownerId: number,
      recipeId: number,
      servings?: number,
    ): Promise<RecipeFigures | null> {
      if (servings === undefined) {
        const row = await storedAnswer(ownerId, recipeId);
        if (!row) return null;
        if (hasDetail(row)) return storedRecipeFigures(row);
      }
      const costed = await costOne(ownerId, recipeId);
      if (!costed) return null;
      const shown = servings === undefined ? costed.cost : scaleRecipeCost(costed.cost, servings);
      return costedRecipeFigures(shown, costed.lines, servings !== undefined);
    },

    /** `cost_analysis/` (null: not the owner's): stored, or the engine's scaled for `?servings=N`. */
    async costAnalysis(
      ownerId: number,
      recipeId: number,
      servings?: number,
    ): Promise<RecipeCostAnalysis | null> {
      if (servings === undefined) {
        const row = await storedAnswer(ownerId, recipeId);
        if (!row) return null;
        if (hasDetail(row)) return storedCostAnalysis(row);
      }
      const costed = await costOne(ownerId, recipeId);
      if (!costed) return null;
      const shown = servings === undefined ? costed.cost : scaleRecipeCost(costed.cost, servings);
      return formatCostAnalysis(
        recipeId,
        shown,
        costed.lines.map((line) => line.id),
      );
    },

    /** The owner's products among `ids` as the engine reads them (one query, in `tx`). */
    async productFacts(
      tx: Db,
      ownerId: number,
      ids: readonly number[],
    ): Promise<Map<number, ProductFacts>> {
      const products = await createCostingReadModel(tx).products(ownerId, ids);
      return new Map(products.map((product) => [product.id, toEngineProduct(product)]));
    },

    /** The ingredients module's IngredientUsageLookup: recipes_count and delete-in-use. */
    async recipesUsing(
      tx: Db,
      ownerId: number,
      productIds: number[],
    ): Promise<Map<number, { id: number; name: string }[]>> {
      const rows = await createCostingReadModel(tx).recipesUsingProducts(ownerId, productIds);
      const result = new Map<number, { id: number; name: string }[]>();
      for (const row of rows) {
        const list = result.get(row.productId) ?? [];
        list.push({ id: row.id, name: row.name });
        result.set(row.productId, list);
      }
      return result;
    },

    /** Each product's recipes, directly or through elaboraciones (the weekly digest). */
    async recipesReachedBy(ownerId: number, productIds: number[]): Promise<Map<number, number[]>> {
      const rows = await createCostingReadModel(db).recipesReachedByProducts(ownerId, productIds);
      const result = new Map<number, number[]>();
      for (const row of rows)
        result.set(row.productId, [...(result.get(row.productId) ?? []), row.recipeId]);
      return result;
    },

    /**
     * For the extra-costs module: the owner's recipes among `ids` (another owner's are absent)
     * with what an extra cost's cost needs (servings, the stored exact ingredients cost).
     */
    async recipeCostBases(
      tx: Db,
      ownerId: number,
      ids: readonly number[],
    ): Promise<Map<number, RecipeCostBasis>> {
      const rows = await createCostingReadModel(tx).loadStored(ownerId, ids);
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

    /**
     * Re-costs, owner by owner, every recipe whose stored figures an older version of the costing
     * rules computed (COSTING_RULES_VERSION; decision 022): a cost sheet never shows figures the
     * engine no longer gives (line figures are filled by each recipe's next read). Each owner in
     * its own transaction; a no-op once every recipe is current, so it is cheap on every start and
     * safe on several instances at once. Returns the number of owners re-costed.
     */
    async recostStaleFigures(): Promise<number> {
      const owners = await createCostingReadModel(db).ownersWithStaleFigures();
      for (const ownerId of owners) {
        await db.transaction((tx) => recomputeAll(tx, ownerId));
      }
      return owners.length;
    },

    /** The graph a recompute of these recipes costs (read-only: the randomised check, tools). */
    loadGraph: (tx: Db, ownerId: number, recipeIds: readonly number[]) =>
      loadGraph(tx, ownerId, recipeIds),

    /** Analytics' price what-if: the real engine on the recompute's graph, nothing written. */
    whatIfProductCost,
    /** A supplier invoice's preview: several products' new costs at once, nothing written. */
    whatIfProductCosts,
    /** Analytics: every recipe of the owner costed by the engine. */
    costAll,
  };
}

export type CostingService = ReturnType<typeof createCostingService>;
