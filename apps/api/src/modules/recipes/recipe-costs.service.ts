import { sortAllergens } from '@costeo/domain/allergens';
import { createRecipeCoster } from '@costeo/domain/cost-engine';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import {
  DEFAULT_COST_SETTINGS,
  type ExtraCostInput,
  type ProductFacts,
  type RecipeGraph,
  type RecipeInput,
} from '@costeo/domain/recipe-graph';
import type { Db } from '../../db/client.ts';
import {
  createRecipeCostsRepository,
  type RecipeCostsRepository,
  type EngineLineRow,
  type GraphLineRow,
  type CostedRecipeRow,
  type GraphRecipeRow,
  type LineWithProductRow,
  type StoredFigures,
  type StoredRecipeRow,
} from './recipe-costs.repository.ts';
import { storedCost } from './recipes.mappers.ts';
import { createRecipesRepository, type RecipeRef } from './recipes.repository.ts';

/** The ingredients module's products as the engine reads them (its service, in the caller's tx). */
export interface ProductFactsSource {
  productFacts(tx: Db, ownerId: number, ids: readonly number[]): Promise<Map<number, ProductFacts>>;
}

/** The extra-costs module's recipe extra costs as the engine reads them (its service, in the caller's tx). */
export interface ExtraCostsSource {
  extraCostInputs(
    tx: Db,
    ownerId: number,
    recipeIds: readonly number[],
  ): Promise<Map<number, ExtraCostInput[]>>;
}

/** A recipe as the extra-costs module sees it: enough to name it and cost an extra cost of it. */
export interface RecipeCostBasis {
  id: number;
  name: string;
  servings: number;
  /** The stored (exact) ingredients cost of one batch. */
  ingredientsCost: string;
}

/** A graph loaded from the database, with the lines as stored (ids, notes) beside the engine's. */
export interface LoadedGraph<Line extends EngineLineRow = GraphLineRow> {
  graph: RecipeGraph;
  linesByRecipe: Map<number, Line[]>;
  /** The stored figures of the sub-recipes outside the loaded set (for CostOptions.known). */
  known: Map<number, RecipeCost>;
}

export function toRecipeInput(
  row: GraphRecipeRow,
  lines: readonly EngineLineRow[],
  extraCosts: readonly ExtraCostInput[] = [],
): RecipeInput {
  return {
    id: row.id,
    name: row.name,
    servings: row.servings,
    salePrice: row.salePrice,
    saleVatPct: row.saleVatPct,
    targetFoodCostPct: row.targetFoodCostPct,
    isSubrecipe: row.isSubrecipe,
    yieldQuantity: row.yieldQuantity,
    yieldUnit: row.yieldUnit,
    // A stored line row is already what the engine reads (id, product or sub-recipe, quantity,
    // unit): no copy of each of the 40 000 lines a large re-cost loads.
    lines,
    extraCosts,
  };
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

/** The product a line names, as the engine reads it (null for a sub-recipe line). */
function productOfLine(line: LineWithProductRow): ProductFacts | null {
  if (line.ingredientInstanceId === null || line.productBaseUnit === null) return null;
  return {
    id: line.ingredientInstanceId,
    name: line.productName ?? '',
    baseUnit: line.productBaseUnit,
    unitCost: line.productUnitCost,
    wastePct: line.productWastePct ?? '0',
    density: line.productDensity,
    unitWeight: line.productUnitWeight,
    allergens: sortAllergens([
      ...(line.productDefinitionAllergens ?? []),
      ...(line.productExtraAllergens ?? []),
    ]),
  };
}

/** A loaded graph from its rows: the recipes to cost, their lines, and what they name. */
function assembleGraph<Line extends EngineLineRow>(parts: {
  rows: readonly CostedRecipeRow[];
  linesByRecipe: Map<number, Line[]>;
  extras: Map<number, ExtraCostInput[]>;
  stored: readonly StoredRecipeRow[];
  facts: Map<number, ProductFacts>;
}): LoadedGraph<Line> {
  const { rows, linesByRecipe, extras, stored, facts } = parts;
  const recipes = new Map<number, RecipeInput>(
    rows.map((row) => [
      row.id,
      toRecipeInput(row, linesByRecipe.get(row.id) ?? [], extras.get(row.id) ?? []),
    ]),
  );
  // Known sub-recipes: those outside the set to cost (a line cannot name its own recipe).
  const known = stored.filter((row) => !linesByRecipe.has(row.id));
  for (const row of known) recipes.set(row.id, toRecipeInput(row, []));
  const graph: RecipeGraph = {
    products: facts,
    recipes,
    // The owner's defaults come with each recipe row; without a row there is nothing to cost.
    defaults: rows[0]
      ? {
          saleVatPct: rows[0].defaultSaleVatPct,
          targetFoodCostPct: rows[0].defaultTargetFoodCostPct,
        }
      : DEFAULT_COST_SETTINGS,
  };
  return { graph, linesByRecipe, known: new Map(known.map((row) => [row.id, storedCost(row)])) };
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
  const { products } = deps;
  const noExtraCosts = () => Promise.resolve(new Map<number, ExtraCostInput[]>());
  const extraCostsOf = (tx: Db, ownerId: number, ids: readonly number[]) =>
    deps.extraCosts && ids.length > 0
      ? deps.extraCosts.extraCostInputs(tx, ownerId, ids)
      : noExtraCosts();

  /**
   * The recipes `recipeIds` with their lines, and the sub-recipes their lines name outside the set
   * with their stored figures, taken as known: the stored figures of a recipe no change reaches
   * are the engine's (the invariant this module keeps), so nothing below them is read. Five
   * queries whatever the depth (recipes with the profile defaults, lines, extra costs; then stored
   * sub-recipes, products) in two round trips.
   */
  function loadGraph(
    tx: Db,
    ownerId: number,
    recipeIds: readonly number[],
    options: { parallel?: boolean } = {},
  ): Promise<LoadedGraph> {
    const readLines = (repository: RecipeCostsRepository) =>
      repository.loadLines(ownerId, recipeIds);
    return loadGraphWith(tx, ownerId, recipeIds, readLines, options);
  }

  /** {@link loadGraph} with the line rows a re-cost needs (no ids, positions nor notes). */
  function loadGraphToStore(tx: Db, ownerId: number, recipeIds: readonly number[]) {
    const readLines = (repository: RecipeCostsRepository) =>
      repository.loadEngineLines(ownerId, recipeIds);
    return loadGraphWith(tx, ownerId, recipeIds, readLines, {});
  }

  async function loadGraphWith<Line extends EngineLineRow>(
    tx: Db,
    ownerId: number,
    recipeIds: readonly number[],
    readLines: (repository: RecipeCostsRepository) => Promise<Line[]>,
    options: { parallel?: boolean },
  ): Promise<LoadedGraph<Line>> {
    const repository = createRecipeCostsRepository(tx);
    // Lines are owner-scoped like their recipes, so both can be asked at once: on the pool (a
    // read outside a transaction, `parallel`) the queries of each step run side by side; a
    // transaction's one connection takes them in turn.
    const loadRows = () => repository.loadRecipes(ownerId, recipeIds);
    const loadLines = () => readLines(repository);
    // One more query for the extra costs of all these recipes (the extra-costs service).
    const loadExtras = () => extraCostsOf(tx, ownerId, recipeIds);
    const [rows, lines, extras] = options.parallel
      ? await Promise.all([loadRows(), loadLines(), loadExtras()])
      : ([await loadRows(), await loadLines(), await loadExtras()] as const);
    const linesByRecipe = new Map<number, Line[]>(rows.map((row) => [row.id, []]));
    const productIds = new Set<number>();
    const outsideIds = new Set<number>();
    for (const line of lines) {
      linesByRecipe.get(line.recipeId)?.push(line);
      if (line.ingredientInstanceId !== null) productIds.add(line.ingredientInstanceId);
      if (line.subRecipeId !== null && !linesByRecipe.has(line.subRecipeId)) {
        outsideIds.add(line.subRecipeId);
      }
    }
    const loadStored = () => repository.loadStored(ownerId, [...outsideIds]);
    const loadProducts = () => products.productFacts(tx, ownerId, [...productIds]);
    const [stored, facts] = options.parallel
      ? await Promise.all([loadStored(), loadProducts()])
      : ([await loadStored(), await loadProducts()] as const);
    return assembleGraph({ rows, linesByRecipe, extras, stored, facts });
  }

  /**
   * One recipe's graph for a read (its answer, its cost analysis): the recipe with the profile
   * defaults, its lines with their products (one query, through the ingredients module's
   * ingredient_product_facts view), the stored sub-recipes they name and its extra costs — four
   * queries side by side on the pool, one round trip.
   */
  async function loadRecipeGraph(db: Db, ownerId: number, recipeId: number): Promise<LoadedGraph> {
    const repository = createRecipeCostsRepository(db);
    const [rows, lines, stored, extras] = await Promise.all([
      repository.loadRecipes(ownerId, [recipeId]),
      repository.loadLinesWithProducts(ownerId, recipeId),
      repository.loadStoredBelow(ownerId, recipeId),
      extraCostsOf(db, ownerId, [recipeId]),
    ]);
    const facts = new Map<number, ProductFacts>();
    for (const line of lines) {
      const product = productOfLine(line);
      if (product) facts.set(product.id, product);
    }
    const linesByRecipe = new Map<number, GraphLineRow[]>(rows.map((row) => [row.id, lines]));
    return assembleGraph({ rows, linesByRecipe, extras, stored, facts });
  }

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
