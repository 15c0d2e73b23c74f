import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { callApi } from '../../../test/recipe-factories.ts';
import { createKitchen } from '../../../test/analytics-fixture.ts';

let t: TestApp;
let kitchen: Awaited<ReturnType<typeof createKitchen>>;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);
const impact = (body: Record<string, unknown>, user = kitchen.user) =>
  api(user, 'POST', 'analytics/price_impact/', body);

beforeAll(async () => {
  t = await buildTestApp();
  kitchen = await createKitchen(t.app, 'business');
});
afterAll(async () => {
  await t.close();
});

/** Everything a price change could write: the product, its history, every recipe's figures. */
async function snapshot() {
  const [product, history, recipes] = await Promise.all([
    api(kitchen.user, 'GET', `ingredient-instances/${kitchen.onion}/`),
    api(kitchen.user, 'GET', `ingredient-instances/${kitchen.onion}/price_history/`),
    api(kitchen.user, 'GET', 'recipes/?page_size=100'),
  ]);
  return { product: product.json(), history: history.json(), recipes: recipes.json() };
}

describe('price_impact (what-if)', () => {
  it('raising the onion 50 % shows the affected recipes, old → new, and saves nothing', async () => {
    const before = await snapshot();
    const response = await impact({ ingredient_instance: kitchen.onion, change_pct: '50' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 12.00 € → 18.00 € for 10 kg: 1.2 → 1.8 € per kg; 0.0015 → 0.00225 € per usable g.
    expect(body.saved).toBe(false);
    expect(body.product).toMatchObject({
      id: kitchen.onion,
      old_price: '12.0000',
      new_price: '18.0000',
      reference_unit: 'kg',
      old_reference_price: '1.2000',
      new_reference_price: '1.8000',
    });
    // Caldo: 500 g 0.75 → 1.125. Sopa: 1.50 + 0.375 = 1.875 → 2.25 + 0.5625 = 2.8125 (/4).
    // Pan: 0.50 + 0.30 → 0.50 + 0.45 (/2). Crema (only through the caldo): 0.75 → 1.125 (/2),
    // food cost 12.5 % → 18.75 % against its own 15 % target: it falls below target.
    const rows = Object.fromEntries(
      body.recipes.map((row: { name: string }) => [row.name, row] as const),
    );
    expect(body.affected_count).toBe(4);
    expect(body.newly_below_target_count).toBe(1);
    expect(rows.Caldo).toMatchObject({
      is_subrecipe: true,
      old_cost_per_serving: '0.75',
      new_cost_per_serving: '1.13',
      cost_change_pct: '50.00',
      old_margin_pct: null,
      new_margin_pct: null,
      below_target: false,
    });
    expect(rows.Sopa).toMatchObject({
      via_sub_recipe: false,
      old_cost_per_serving: '0.47',
      new_cost_per_serving: '0.70',
      old_margin_pct: '90.63',
      new_margin_pct: '85.94',
      old_food_cost_pct: '9.38',
      new_food_cost_pct: '14.06',
      target_food_cost_pct: '30.00',
      was_below_target: false,
      below_target: false,
    });
    expect(rows.Pan).toMatchObject({
      old_cost_per_serving: '0.40',
      new_cost_per_serving: '0.48',
      old_margin_pct: '60.00',
      new_margin_pct: '52.50',
      was_below_target: true,
      below_target: true,
    });
    expect(rows.Crema).toMatchObject({
      via_sub_recipe: true,
      old_cost_per_serving: '0.38',
      new_cost_per_serving: '0.56',
      old_margin_pct: '87.50',
      new_margin_pct: '81.25',
      new_food_cost_pct: '18.75',
      target_food_cost_pct: '15.00',
      was_below_target: false,
      below_target: true,
    });
    // The ones below target come first.
    expect(body.recipes.slice(0, 2).map((row: { name: string }) => row.name)).toEqual([
      'Crema',
      'Pan',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('is exact: the what-if equals what saving that price stores', async () => {
    const other = await createKitchen(t.app, 'business');
    const whatIf = (
      await impact({ ingredient_instance: other.onion, new_price: '13.3333' }, other.user)
    ).json();
    const saved = await api(other.user, 'PATCH', `ingredient-instances/${other.onion}/`, {
      purchase_price: '13.3333',
    });
    expect(saved.statusCode).toBe(200);
    const list = (await api(other.user, 'GET', 'recipes/?page_size=100')).json();
    const rows = list.results as (Record<string, string> & { id: number })[];
    const stored = new Map(rows.map((row) => [row.id, row] as const));
    for (const row of whatIf.recipes) {
      const after = stored.get(row.id);
      expect(after?.cost_per_serving, row.name).toBe(row.new_cost_per_serving);
      expect(after?.margin_pct ?? null, row.name).toBe(row.new_margin_pct);
      expect(after?.food_cost_pct ?? null, row.name).toBe(row.new_food_cost_pct);
    }
    expect(whatIf.recipes).toHaveLength(4);
  });

  it('replays a price history entry (its own price then)', async () => {
    const other = await createKitchen(t.app, 'business');
    const [first] = (
      await api(other.user, 'GET', `ingredient-instances/${other.onion}/price_history/`)
    ).json();
    await api(other.user, 'PATCH', `ingredient-instances/${other.onion}/`, {
      purchase_price: '24.00',
    });
    const body = (
      await impact({ ingredient_instance: other.onion, history_entry: first.id }, other.user)
    ).json();
    expect(body.product).toMatchObject({ old_price: '24.0000', new_price: '12.0000' });
    const sopa = body.recipes.find((row: { name: string }) => row.name === 'Sopa');
    expect(sopa).toMatchObject({ old_cost_per_serving: '0.94', new_cost_per_serving: '0.47' });

    // Another product's entry, another user's product: not found.
    const foreign = await impact(
      { ingredient_instance: kitchen.onion, history_entry: first.id },
      kitchen.user,
    );
    expect(foreign.statusCode).toBe(404);
    const notMine = await impact({ ingredient_instance: other.onion, change_pct: '10' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('accepts a price of 0 (flour: Pan and Galleta) and answers 400 for bad bodies', async () => {
    const unused = (await impact({ ingredient_instance: kitchen.flour, new_price: '0' })).json();
    expect(unused.affected_count).toBe(2);
    for (const body of [
      { ingredient_instance: kitchen.onion },
      { ingredient_instance: kitchen.onion, new_price: '1', change_pct: '5' },
      { ingredient_instance: kitchen.onion, new_price: '-1' },
      { ingredient_instance: kitchen.onion, new_price: 'abc' },
      { ingredient_instance: kitchen.onion, change_pct: '-100' },
      { ingredient_instance: 0, change_pct: '5' },
      { change_pct: '5' },
    ]) {
      const response = await impact(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
