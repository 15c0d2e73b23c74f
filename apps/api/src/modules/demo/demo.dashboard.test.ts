import type { PGlite } from '@electric-sql/pglite';
import Decimal from 'decimal.js';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';
import * as schema from '../../db/schema.ts';
import { createServices } from '../../services.ts';
import { DEMO_PRICE_CHANGES } from './demo-price-changes.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoAccount } from './demo.seed.ts';

/*
 * Issue 10's acceptance: the demo account's Dashboard shows real figures that agree with the
 * recipe screens. Every figure of the summary is checked against the endpoints those screens read.
 */

interface ListRecipe {
  id: number;
  name: string;
  is_subrecipe: boolean;
  status: string;
  margin_pct: string | null;
  food_cost_pct: string | null;
  cost_per_serving: string;
  sale_price: string | null;
}

let t: TestApp;
let demo: TestUser;
let queries = 0;
let counted: ReturnType<typeof createServices>;
const api = (path: string) => callApi(t.app, demo, 'GET', path);
const list = async (path: string) =>
  (await api(path)).json<{ count: number; results: ListRecipe[] }>();

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoAccount(createServices(t.database.db));
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  const tokens = login.json<{ access: string; refresh: string }>();
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/profile/my_stats/',
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  demo = {
    id: profile.json<{ id: number }>().id,
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    ...tokens,
    headers: { authorization: `Bearer ${tokens.access}` },
  };
  const logger = { logQuery: () => (queries += 1) };
  const client: unknown = (t.database.db as unknown as { $client: unknown }).$client;
  counted = createServices(
    t.database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger }),
  );
});
afterAll(async () => {
  await t.close();
});

const marginRow = (recipe: ListRecipe) => ({
  id: recipe.id,
  name: recipe.name,
  margin_pct: recipe.margin_pct,
  food_cost_pct: recipe.food_cost_pct,
  cost_per_serving: recipe.cost_per_serving,
  sale_price: recipe.sale_price,
  status: recipe.status,
});
const isCosted = (recipe: ListRecipe) => ['profitable', 'low_margin'].includes(recipe.status);

describe("the demo account's Dashboard agrees with the recipe screens", () => {
  it('counts and averages equal what the lists give', async () => {
    const summary = (await api('analytics/summary/')).json();
    const all = await list('recipes/?page_size=100');
    const products = (await api('ingredient-instances/?page_size=100')).json<{ count: number }>();
    const elaboraciones = await list('recipes/?is_subrecipe=true&page_size=100');
    const lowMargin = await list('recipes/low_margin_recipes/?page_size=100');
    const profitable = await list('recipes/profitable_recipes/?page_size=100');
    const costed = all.results.filter(isCosted);
    // The averages recomputed from the list's rounded figures: within a rounding of the exact ones.
    const mean = (values: (string | null)[]) =>
      values.reduce((sum, value) => sum.plus(value ?? 0), new Decimal(0)).div(values.length);
    const foodCost = mean(costed.map((recipe) => recipe.food_cost_pct));
    const margin = mean(costed.map((recipe) => recipe.margin_pct));

    expect(summary.figures).toMatchObject({
      products_count: products.count,
      recipes_count: all.count,
      subrecipes_count: elaboraciones.count,
      costed_recipes_count: costed.length,
      low_margin_count: lowMargin.count,
      profitable_count: profitable.count,
      incomplete_count: all.results.filter((recipe) => recipe.status === 'incomplete').length,
    });
    expect(summary.figures.recipes_count).toBe(16);
    expect(lowMargin.count).toBeGreaterThanOrEqual(2);
    expect(foodCost.minus(summary.figures.average_food_cost_pct).abs().toNumber()).toBeLessThan(
      0.01,
    );
    expect(margin.minus(summary.figures.average_margin_pct).abs().toNumber()).toBeLessThan(0.01);
    expect(summary.plan_usage).toMatchObject({
      plan: 'free',
      ingredient_instances: { used: products.count },
      recipes: { used: all.count },
    });
  });

  it('the margin lists are the ends of ?ordering=margin_pct, and start with low_margin_recipes/', async () => {
    const summary = (await api('analytics/summary/')).json();
    const ascending = (await list('recipes/?ordering=margin_pct&page_size=100')).results;
    const descending = (await list('recipes/?ordering=-margin_pct&page_size=100')).results;
    const lowMargin = (await list('recipes/low_margin_recipes/?page_size=100')).results;
    expect(summary.lowest_margin).toEqual(ascending.filter(isCosted).slice(0, 5).map(marginRow));
    expect(summary.highest_margin).toEqual(descending.filter(isCosted).slice(0, 5).map(marginRow));
    expect(summary.lowest_margin.slice(0, lowMargin.length)).toEqual(lowMargin.map(marginRow));
    expect(summary.incomplete_recipes).toEqual([]);
  });

  it("top ingredients: each product's cost is the sum of its lines in the recipes' escandallos", async () => {
    const summary = (await api('analytics/summary/')).json();
    const all = (await list('recipes/?page_size=100')).results;
    const byProduct = new Map<number, { cost: Decimal; lines: number; recipes: Set<number> }>();
    for (const recipe of all) {
      const detail = (await api(`recipes/${recipe.id}/`)).json<{
        lines: { ingredient_instance: number | null; cost: string | null }[];
      }>();
      for (const line of detail.lines) {
        if (line.ingredient_instance === null || line.cost === null) continue;
        const entry = byProduct.get(line.ingredient_instance) ?? {
          cost: new Decimal(0),
          lines: 0,
          recipes: new Set<number>(),
        };
        entry.cost = entry.cost.plus(line.cost);
        entry.lines += 1;
        entry.recipes.add(recipe.id);
        byProduct.set(line.ingredient_instance, entry);
      }
    }
    const ranked = [...byProduct.entries()].sort(([, a], [, b]) => b.cost.comparedTo(a.cost));
    expect(summary.top_ingredients).toHaveLength(5);
    expect(summary.top_ingredients[0].id).toBe(ranked[0]![0]);
    for (const row of summary.top_ingredients) {
      const lines = byProduct.get(row.id)!;
      // Lines are rounded to cents one by one; the summary rounds the exact sum once.
      expect(lines.cost.minus(row.cost).abs().toNumber()).toBeLessThanOrEqual(0.005 * lines.lines);
      expect(row.recipes_count).toBe(lines.recipes.size);
    }
  });

  it('price changes: the seeded ones, newest first, priced as the product is now, with the recipes that use them', async () => {
    const summary = (await api('analytics/summary/')).json();
    const changes = summary.recent_price_changes;
    expect(changes.map((change: { product_name: string }) => change.product_name)).toEqual(
      DEMO_PRICE_CHANGES.map((change) => change.product).reverse(),
    );
    const all = (await list('recipes/?page_size=100')).results;
    const details = await Promise.all(
      all.map(async (recipe) =>
        (await api(`recipes/${recipe.id}/`)).json<{
          id: number;
          lines: { ingredient_instance: number | null; sub_recipe: number | null }[];
        }>(),
      ),
    );
    for (const change of changes) {
      const equivalences = (
        await api(`ingredient-instances/${change.product_id}/price_equivalences/`)
      ).json();
      expect(change.new_price).toBe(equivalences[`per_${change.reference_unit}`]);
      // The recipes with a line of the product, and every recipe above them through elaboraciones.
      const affected = new Set<number>();
      for (;;) {
        const before = affected.size;
        for (const detail of details) {
          if (
            detail.lines.some(
              (line) =>
                line.ingredient_instance === change.product_id ||
                (line.sub_recipe !== null && affected.has(line.sub_recipe)),
            )
          )
            affected.add(detail.id);
        }
        if (affected.size === before) break;
      }
      expect(change.affected_count).toBe(affected.size);
      expect(change.affected_recipes.length).toBe(Math.min(5, affected.size));
      for (const recipe of change.affected_recipes) expect(affected.has(recipe.id)).toBe(true);
    }
  });

  it('a fixed number of queries whatever the size of the account', async () => {
    queries = 0;
    await counted.dashboard.summary(demo.id);
    const before = queries;
    // More recipes, lines, elaboraciones, an incomplete recipe and another price change.
    const products = (await api('ingredient-instances/?page_size=3')).json<{
      results: { id: number; purchase_price: string }[];
    }>().results;
    const elaboracion = (await list('recipes/?is_subrecipe=true&page_size=1')).results[0]!;
    for (const [index, product] of products.entries()) {
      await createRecipe(
        t.app,
        demo,
        recipePayload(
          `Nueva ${index}`,
          [
            { ingredient_instance: product.id, quantity: '100', unit: 'g' },
            { sub_recipe: elaboracion.id, quantity: '50', unit: 'g' },
          ],
          { sale_price: '9.90' },
        ),
      );
    }
    await createRecipe(t.app, demo, recipePayload('Sin líneas', [], { sale_price: '5.00' }));
    const patched = await callApi(
      t.app,
      demo,
      'PATCH',
      `ingredient-instances/${products[0]!.id}/`,
      {
        purchase_price: new Decimal(products[0]!.purchase_price).plus(1).toFixed(2),
      },
    );
    expect(patched.statusCode).toBe(200);
    expect((await api('analytics/summary/')).json().incomplete_recipes).toHaveLength(1);
    queries = 0;
    await counted.dashboard.summary(demo.id);
    expect(queries).toBe(before);
    expect(before).toBeLessThanOrEqual(12);
  });
});
