import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { toEngineProduct } from '@costeo/domain/engine-product';
import {
  DEFAULT_COST_SETTINGS,
  type ExtraCostInput,
  type ProductFacts,
  type RecipeGraph,
  type RecipeInput,
} from '@costeo/domain/recipe-graph';
import { storedCost } from '@costeo/domain/stored-recipe-cost';
import type { Db } from '../../db/client.ts';
import {
  createCostingReadModel,
  type CostedRecipeRow,
  type EngineLineRow,
  type ExtraCostInputRow,
  type GraphRecipeRow,
  type StoredRecipeRow,
} from './costing.read-model.ts';

/*
 * The one loader of recipe graphs for the engine (docs/decisions/010 and 023): many recipes for a
 * re-cost or a what-if (two steps, products by id), or one recipe for a scaled read (one round
 * trip, products joined to its lines).
 */

/** A graph loaded from the database, with the lines (ids included) beside the engine's input. */
export interface LoadedGraph {
  graph: RecipeGraph;
  linesByRecipe: Map<number, EngineLineRow[]>;
  /** The stored figures of the sub-recipes outside the loaded set (for CostOptions.known). */
  known: Map<number, RecipeCost>;
}

function toRecipeInput(
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

function groupExtraCosts(rows: readonly ExtraCostInputRow[]): Map<number, ExtraCostInput[]> {
  const result = new Map<number, ExtraCostInput[]>();
  for (const row of rows) {
    const list = result.get(row.recipeId) ?? [];
    list.push({ id: row.id, name: row.name, costType: row.costType, amount: row.amount });
    result.set(row.recipeId, list);
  }
  return result;
}

/** A loaded graph from its rows: the recipes to cost, their lines, and what they name. */
function assembleGraph(parts: {
  rows: readonly CostedRecipeRow[];
  linesByRecipe: Map<number, EngineLineRow[]>;
  extras: readonly ExtraCostInputRow[];
  stored: readonly StoredRecipeRow[];
  facts: Map<number, ProductFacts>;
}): LoadedGraph {
  const { rows, linesByRecipe, stored, facts } = parts;
  const extras = groupExtraCosts(parts.extras);
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
 * The recipes `recipeIds` with their lines, and the sub-recipes their lines name outside the set
 * with their stored figures, taken as known: the stored figures of a recipe no change reaches are
 * the engine's (the invariant this module keeps), so nothing below them is read. Five queries
 * whatever the depth (recipes with the profile defaults, lines, extra costs; then stored
 * sub-recipes, products) in two round trips; `parallel` runs each step's queries side by side on
 * the pool (a read outside a transaction, whose one connection would take them in turn).
 */
export async function loadGraph(
  db: Db,
  ownerId: number,
  recipeIds: readonly number[],
  options: { parallel?: boolean } = {},
): Promise<LoadedGraph> {
  const model = createCostingReadModel(db);
  const loadRows = () => model.loadRecipes(ownerId, recipeIds);
  const loadLines = () => model.loadEngineLines(ownerId, recipeIds);
  const loadExtras = () => model.extraCostInputs(ownerId, recipeIds);
  const [rows, lines, extras] = options.parallel
    ? await Promise.all([loadRows(), loadLines(), loadExtras()])
    : ([await loadRows(), await loadLines(), await loadExtras()] as const);
  const linesByRecipe = new Map<number, EngineLineRow[]>(rows.map((row) => [row.id, []]));
  const productIds = new Set<number>();
  const outsideIds = new Set<number>();
  for (const line of lines) {
    linesByRecipe.get(line.recipeId)?.push(line);
    if (line.ingredientInstanceId !== null) productIds.add(line.ingredientInstanceId);
    if (line.subRecipeId !== null && !linesByRecipe.has(line.subRecipeId)) {
      outsideIds.add(line.subRecipeId);
    }
  }
  const loadStored = () => model.loadStored(ownerId, [...outsideIds]);
  const loadProducts = () => model.products(ownerId, [...productIds]);
  const [stored, products] = options.parallel
    ? await Promise.all([loadStored(), loadProducts()])
    : ([await loadStored(), await loadProducts()] as const);
  const facts = new Map(products.map((product) => [product.id, toEngineProduct(product)]));
  return assembleGraph({ rows, linesByRecipe, extras, stored, facts });
}

/**
 * One recipe's graph (a scaled view, or a recipe read before its first re-cost): the recipe with
 * the profile defaults, its lines with their products, the stored sub-recipes they name and its
 * extra costs — four queries side by side on the pool, one round trip.
 */
export async function loadRecipeGraph(
  db: Db,
  ownerId: number,
  recipeId: number,
): Promise<LoadedGraph> {
  const model = createCostingReadModel(db);
  const [rows, lines, stored, extras] = await Promise.all([
    model.loadRecipes(ownerId, [recipeId]),
    model.loadLinesWithProducts(ownerId, recipeId),
    model.loadStoredBelow(ownerId, recipeId),
    model.extraCostInputs(ownerId, [recipeId]),
  ]);
  const facts = new Map<number, ProductFacts>();
  for (const line of lines) {
    if (line.product) facts.set(line.product.id, toEngineProduct(line.product));
  }
  const linesByRecipe = new Map<number, EngineLineRow[]>(rows.map((row) => [row.id, lines]));
  return assembleGraph({ rows, linesByRecipe, extras, stored, facts });
}
