import { sortAllergens } from '@costeo/domain/allergens';
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
  type CostedRecipeRow,
  type EngineLineRow,
  type GraphLineRow,
  type GraphRecipeRow,
  type LineWithProductRow,
  type RecipeCostsRepository,
  type StoredRecipeRow,
} from './recipe-costs.repository.ts';
import { storedCost } from './recipes.mappers.ts';

/*
 * Loading recipe graphs for the engine (docs/decisions/010): many recipes for a re-cost or a
 * what-if (two steps, products by id), or one recipe for a read (one round trip, products joined
 * to its lines through the ingredient_product_facts view).
 */

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

/** The graph loaders, reading products and extra costs through their modules' services. */
export function createRecipeGraphLoader(deps: {
  products: ProductFactsSource;
  extraCosts?: ExtraCostsSource | undefined;
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

  return { loadGraph, loadGraphToStore, loadRecipeGraph };
}
