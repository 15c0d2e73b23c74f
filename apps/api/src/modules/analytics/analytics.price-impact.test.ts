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

/** GET one resource as `user`, asserting it answers 200. */
async function read(user: typeof kitchen.user, path: string) {
  const response = await api(user, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

describe('price_impact: the menus it moves and a new purchase format (issue 31)', () => {
  it('before saving equals after saving: recipes and menus, with a new price and format', async () => {
    const other = await createKitchen(t.app, 'business');
    const { sopa, crema, pan } = other.recipes;
    const created = async (payload: Record<string, unknown>) => {
      const response = await api(other.user, 'POST', 'menus/', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    // 13,20 € per person with 10 % VAT: 12,00 € net.
    const delDia = await created({
      name: 'Menú del mediodía',
      kind: 'menu_del_dia',
      price_per_person: '13.20',
      sale_vat_pct: '10',
      sections: [
        {
          name: 'Primeros',
          choice: 'one',
          items: [
            { recipe: sopa.id, expected_share_pct: '60' },
            { recipe: crema.id, expected_share_pct: '40' },
          ],
        },
        { name: 'Pan', choice: 'all', items: [{ recipe: pan.id }] },
      ],
    });
    const carta = await created({
      name: 'Carta',
      kind: 'carta',
      sections: [{ name: 'Todo', choice: 'all', items: [{ recipe: sopa.id }, { recipe: pan.id }] }],
    });
    // A menu of the flour only: the onion does not move it.
    await created({
      name: 'Galletas',
      kind: 'carta',
      sections: [{ name: 'Todo', choice: 'all', items: [{ recipe: other.recipes.galleta.id }] }],
    });

    // Onion 5 kg for 7,50 € (was 10 kg for 12,00 €): 0,0015 €/g, 0,001875 €/g usable.
    const change = { new_price: '7.50', purchase_quantity: '5', purchase_unit: 'kg' };
    const whatIf = await impact({ ingredient_instance: other.onion, ...change }, other.user);
    expect(whatIf.statusCode, whatIf.body).toBe(200);
    const body = whatIf.json();
    expect(body.product).toMatchObject({
      purchase_quantity: '10',
      purchase_unit: 'kg',
      new_purchase_quantity: '5',
      new_purchase_unit: 'kg',
      old_price: '12.0000',
      new_price: '7.5000',
      old_reference_price: '1.2000',
      new_reference_price: '1.5000',
    });
    expect(body.menus.map((menu: { name: string }) => menu.name)).toEqual([
      'Carta',
      'Menú del mediodía',
    ]);
    // By hand: Sopa 0,46875 → 0,5859375, Crema 0,375 → 0,46875, Pan 0,40 → 0,4375 per serving.
    // Expected: 60 % Sopa + 40 % Crema + Pan = 0,83125 → 0,9765625; worst: Sopa + Pan
    // 0,86875 → 1,0234375; food cost 0,9765625 × 110 / 13,20 = 8,14 %.
    expect(body.menus[1]).toEqual({
      id: delDia,
      name: 'Menú del mediodía',
      kind: 'menu_del_dia',
      old_cost_per_cover: '0.83',
      new_cost_per_cover: '0.98',
      old_cost_per_cover_worst: '0.87',
      new_cost_per_cover_worst: '1.02',
      old_food_cost_pct: '6.93',
      new_food_cost_pct: '8.14',
      old_food_cost_pct_worst: '7.24',
      new_food_cost_pct_worst: '8.53',
      old_margin_per_cover: '11.17',
      new_margin_per_cover: '11.02',
      old_status: 'profitable',
      new_status: 'profitable',
    });
    const menusBefore = new Map(
      await Promise.all(
        [delDia, carta].map(async (id) => [id, await read(other.user, `menus/${id}/`)] as const),
      ),
    );

    const saved = await api(other.user, 'PATCH', `ingredient-instances/${other.onion}/`, {
      purchase_price: '7.50',
      purchase_quantity: '5',
      purchase_unit: 'kg',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(body.recipes).toHaveLength(4);
    for (const row of body.recipes) {
      const after = await read(other.user, `recipes/${row.id}/`);
      expect(after.cost_per_serving, row.name).toBe(row.new_cost_per_serving);
      expect(after.food_cost_pct ?? null, row.name).toBe(row.new_food_cost_pct);
      expect(after.margin_pct ?? null, row.name).toBe(row.new_margin_pct);
    }
    for (const row of body.menus) {
      const before = menusBefore.get(row.id);
      const after = await read(other.user, `menus/${row.id}/`);
      const figures = (menu: Record<string, unknown> | undefined) => ({
        cover: menu?.cost_per_cover_expected,
        worst: menu?.cost_per_cover_worst,
        foodCost: menu?.food_cost_pct_expected ?? menu?.average_food_cost_pct,
        foodCostWorst: menu?.food_cost_pct_worst,
        margin: menu?.margin_per_cover_expected,
        status: menu?.status,
      });
      expect(figures(before), row.name).toEqual({
        cover: row.old_cost_per_cover,
        worst: row.old_cost_per_cover_worst,
        foodCost: row.old_food_cost_pct,
        foodCostWorst: row.old_food_cost_pct_worst,
        margin: row.old_margin_per_cover,
        status: row.old_status,
      });
      expect(figures(after), row.name).toEqual({
        cover: row.new_cost_per_cover,
        worst: row.new_cost_per_cover_worst,
        foodCost: row.new_food_cost_pct,
        foodCostWorst: row.new_food_cost_pct_worst,
        margin: row.new_margin_per_cover,
        status: row.new_status,
      });
    }
    // The carta's food cost is its dishes' average, and it moved.
    expect(body.menus[0].old_food_cost_pct).not.toBe(body.menus[0].new_food_cost_pct);
  });

  it('a product in no menu moves none; a new format goes with a new price the product converts', async () => {
    const unused = (await impact({ ingredient_instance: kitchen.onion, change_pct: '10' })).json();
    expect(unused.menus).toEqual([]);
    expect(unused.product).toMatchObject({ new_purchase_quantity: '10', new_purchase_unit: 'kg' });

    const refused = async (body: Record<string, unknown>) => {
      const response = await impact({ ingredient_instance: kitchen.onion, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json();
    };
    expect(await refused({ new_price: '5', purchase_quantity: '5' })).toMatchObject({
      purchase_unit: ['Indica la cantidad y la unidad del formato de compra, las dos.'],
    });
    expect(
      await refused({ change_pct: '5', purchase_quantity: '5', purchase_unit: 'kg' }),
    ).toMatchObject({ non_field_errors: ['Un formato de compra nuevo va con un nuevo precio.'] });
    await refused({ new_price: '5', purchase_quantity: '0', purchase_unit: 'kg' });
    await refused({ new_price: '5', purchase_quantity: '5', purchase_unit: 'saco' });
    // Onions have no density: litres cannot be priced, and the domain says why, on the unit.
    const litres = await refused({ new_price: '5', purchase_quantity: '5', purchase_unit: 'l' });
    expect(litres.purchase_unit[0]).toMatch(/densidad/);
  });
});
