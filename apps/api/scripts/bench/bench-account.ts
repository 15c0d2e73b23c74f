import { normalizeSearch } from '@costeo/domain/text';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { ingredientInstances, ingredientPriceHistory } from '../../src/db/schema/ingredients.ts';
import { recipes } from '../../src/db/schema/recipes.ts';
import {
  createDefinitionsRepository,
  type DefinitionRow,
} from '../../src/modules/ingredients/ingredient-definitions.repository.ts';
import { historyRow, prepareRow } from '../../src/modules/ingredients/ingredient-instances.rows.ts';
import type { Services } from '../../src/services.ts';
import { planAccount, type PlannedProduct, type PlannedRecipe } from './bench-plan.ts';

/** What the measurements need to know about the generated account. */
export interface BenchAccount {
  ownerId: number;
  products: number;
  recipes: number;
  lines: number;
  /** A dish whose sub-recipes nest three levels (the cost analysis target). */
  deepestRecipeId: number;
  /** A dish of 40 product lines without sub-recipes. */
  flatRecipeId: number;
  /** A dish with a line of product1000. */
  recipeUsing1000Id: number;
  /** A product used by exactly 1 000 recipes, and one used by exactly 100. */
  product1000Id: number;
  product100Id: number;
  /** Seconds spent in each phase. */
  timings: { products: number; recipes: number; figures: number };
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/** Catalog definitions the generator can buy (every base unit has a purchase unit). */
async function loadCatalog(db: Db, ownerId: number): Promise<DefinitionRow[]> {
  const { rows } = await createDefinitionsRepository(db).list(
    ownerId,
    {},
    { limit: 10_000, offset: 0 },
  );
  return rows.filter((row) => row.ownerId === null);
}

/** Products as the app stores them (prepareRow: the ingredients module's own derivation). */
async function insertProducts(
  tx: Db,
  ownerId: number,
  planned: PlannedProduct[],
  catalog: DefinitionRow[],
  at: Date,
): Promise<{ ids: number[]; usableCosts: string[] }> {
  const ids: number[] = [];
  const usableCosts: string[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    const rows = planned.slice(start, start + 500).map((product) => {
      const definition = catalog[product.definitionIndex];
      if (!definition) throw new Error('definition out of range');
      const row = prepareRow(
        {
          definition: definition.id,
          name: product.name,
          supplier: product.supplier,
          brand: '',
          purchase_quantity: product.purchaseQuantity,
          purchase_unit: product.purchaseUnit,
          purchase_price: product.purchasePrice,
          extra_allergens: [],
          notes: '',
          is_active: true,
        },
        definition,
        at,
      );
      return { ...row, ownerId, createdAt: at };
    });
    const created = await tx
      .insert(ingredientInstances)
      .values(rows)
      .returning({ id: ingredientInstances.id, name: ingredientInstances.name });
    const byName = new Map(created.map((row) => [row.name, row.id]));
    for (const row of rows) {
      const id = byName.get(row.name);
      if (id === undefined) throw new Error(`product not returned: ${row.name}`);
      ids.push(id);
      usableCosts.push(row.usableUnitCost);
    }
    await tx
      .insert(ingredientPriceHistory)
      .values(rows.map((row) => historyRow(ownerId, byName.get(row.name) ?? 0, row)));
  }
  return { ids, usableCosts };
}

async function insertRecipes(
  tx: Db,
  ownerId: number,
  planned: PlannedRecipe[],
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    const batch = planned.slice(start, start + 500);
    const created = await tx
      .insert(recipes)
      .values(
        batch.map((recipe) => ({
          ownerId,
          name: recipe.name,
          searchName: normalizeSearch(recipe.name),
          category: recipe.category,
          servings: recipe.servings,
          salePrice: recipe.salePrice,
          targetFoodCostPct: recipe.targetFoodCostPct,
          isSubrecipe: recipe.isSubrecipe,
          yieldQuantity: recipe.yieldQuantity,
          yieldUnit: recipe.yieldUnit,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: recipes.id, name: recipes.name });
    const byName = new Map(created.map((row) => [row.name, row.id]));
    for (const recipe of batch) {
      const id = byName.get(recipe.name);
      if (id === undefined) throw new Error(`recipe not returned: ${recipe.name}`);
      ids.push(id);
    }
  }
  return ids;
}

/** Lines in batches of 20 000 rows, one array parameter per column (unnest). */
async function insertLines(
  tx: Db,
  ownerId: number,
  planned: PlannedRecipe[],
  recipeIds: number[],
  productIds: number[],
): Promise<number> {
  const columns = {
    recipe: [] as number[],
    position: [] as number[],
    product: [] as (number | null)[],
    sub: [] as (number | null)[],
    quantity: [] as string[],
    unit: [] as UnitCode[],
  };
  let total = 0;
  const flush = async () => {
    if (columns.recipe.length === 0) return;
    await tx.execute(sql`
      insert into recipe_lines
        (recipe_id, owner_id, position, ingredient_instance_id, sub_recipe_id, quantity, unit)
      select l.recipe_id, ${ownerId}, l.position, l.product, l.sub, l.quantity, l.unit
      from unnest(${sql.param(columns.recipe)}::int[], ${sql.param(columns.position)}::int[],
                  ${sql.param(columns.product)}::int[], ${sql.param(columns.sub)}::int[],
                  ${sql.param(columns.quantity)}::numeric[], ${sql.param(columns.unit)}::text[])
        as l(recipe_id, position, product, sub, quantity, unit)`);
    total += columns.recipe.length;
    for (const list of Object.values(columns)) list.length = 0;
  };
  for (const [index, recipe] of planned.entries()) {
    const recipeId = recipeIds[index];
    if (recipeId === undefined) throw new Error('recipe id missing');
    for (const [position, line] of recipe.lines.entries()) {
      columns.recipe.push(recipeId);
      columns.position.push(position + 1);
      columns.product.push(line.product === null ? null : (productIds[line.product] ?? null));
      columns.sub.push(line.subRecipe === null ? null : (recipeIds[line.subRecipe] ?? null));
      columns.quantity.push(line.quantity);
      columns.unit.push(line.unit);
    }
    if (columns.recipe.length >= 20_000) await flush();
  }
  await flush();
  return total;
}

/**
 * Generates the benchmark's account: products and recipes are bulk-inserted in one transaction
 * (as a migration or an import would), then the app computes every stored figure through the
 * recipes module's own recompute (one transaction), exactly as after any change.
 */
export async function generateAccount(
  db: Db,
  services: Services,
  ownerId: number,
): Promise<BenchAccount> {
  const at = new Date();
  const catalog = await loadCatalog(db, ownerId);
  const plan = planAccount(catalog.map((row) => ({ name: row.name, baseUnit: row.baseUnit })));

  let started = performance.now();
  const products = await db.transaction((tx) =>
    insertProducts(tx, ownerId, plan.products, catalog, at),
  );
  const productsTime = seconds(started);

  started = performance.now();
  // Sale prices aim at a spread of food costs around the 30 % target (a mix of statuses).
  // (An approximation in floats is enough to aim them; the app computes the real figures.)
  const planned = plan.recipes(products.usableCosts.map(Number));
  const { recipeIds, lines } = await db.transaction(async (tx) => {
    const ids = await insertRecipes(tx, ownerId, planned, at);
    return { recipeIds: ids, lines: await insertLines(tx, ownerId, planned, ids, products.ids) };
  });
  const recipesTime = seconds(started);

  // What autovacuum does on a server after a bulk load (PGlite has no autovacuum): without
  // statistics the planner takes 200 000 lines for a hundred and picks bitmap scans on owner_id.
  // BENCH_NO_ANALYZE=1 measures without them.
  const analyze = process.env.BENCH_NO_ANALYZE !== '1';
  if (analyze) await db.execute(sql`vacuum analyze`);

  started = performance.now();
  await db.transaction((tx) => services.costing.recomputeAll(tx, ownerId));
  const figuresTime = seconds(started);
  if (analyze) await db.execute(sql`vacuum analyze`);

  const idOf = (index: number, list: number[]) => {
    const id = list[index];
    if (id === undefined) throw new Error('planned index without id');
    return id;
  };
  return {
    ownerId,
    products: products.ids.length,
    recipes: recipeIds.length,
    lines,
    deepestRecipeId: idOf(plan.deepestRecipe, recipeIds),
    recipeUsing1000Id: idOf(plan.recipeUsing1000, recipeIds),
    flatRecipeId: idOf(plan.flatRecipe, recipeIds),
    product1000Id: idOf(plan.product1000, products.ids),
    product100Id: idOf(plan.product100, products.ids),
    timings: { products: productsTime, recipes: recipesTime, figures: figuresTime },
  };
}
