import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';
import { createFlour, setPlan } from '../../../test/analytics-fixture.ts';

let t: TestApp;
let chef: TestUser;
const dishes: Record<string, number> = {};
let noPrice: number;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

/**
 * Six dishes, 1 serving each, costed with flour at 0.001 € per g, PVP with 10 % VAT:
 *   dish  PVP    net    cost  CM   units  CM·units   mix %
 *   A     22.00  20.00  6.00  14   100    1400       25
 *   B     13.20  12.00  5.00   7   150    1050       37.5
 *   C     27.50  25.00  8.00  17    20     340        5
 *   D     11.00  10.00  6.00   4    15      60        3.75
 *   E     19.80  18.00  5.00  13    60     780       15
 *   F      9.90   9.00  4.00   5    55     275       13.75
 * Σ units 400, Σ CM·units 3905 → average CM 9.7625 (9.76); popularity threshold 70 / 6 = 11.67 %.
 * A, E: CM ≥ 9.7625 and mix ≥ 11.67 → estrella. B, F: CM low, mix high → caballo de batalla.
 * C: CM high, mix low → puzzle. D: both low → perro.
 */
const SIX = [
  ['A', '22.00', '6000', 100],
  ['B', '13.20', '5000', 150],
  ['C', '27.50', '8000', 20],
  ['D', '11.00', '6000', 15],
  ['E', '19.80', '5000', 60],
  ['F', '9.90', '4000', 55],
] as const;
const PERIOD = { period_start: '2026-10-01', period_end: '2026-10-31' };
const query = `period_start=${PERIOD.period_start}&period_end=${PERIOD.period_end}`;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  await setPlan(t.app, chef, 'business');
  const flour = await createFlour(t.app, chef);
  for (const [name, price, grams] of SIX) {
    const recipe = await createRecipe(t.app, chef, {
      ...recipePayload(name, [{ ingredient_instance: flour, quantity: grams, unit: 'g' }], {
        sale_price: price,
      }),
      servings: 1,
    });
    dishes[name] = recipe.id;
  }
  noPrice = (await createRecipe(t.app, chef, recipePayload('Sin PVP', []))).id;
});
afterAll(async () => {
  await t.close();
});

const sales = () => [
  ...SIX.map(([name, , , units]) => ({ recipe: dishes[name], units_sold: units })),
  { recipe: noPrice, units_sold: 3 },
];

describe('menu_engineering', () => {
  it('stores a period’s sales and places each of six dishes in its hand-computed quadrant', async () => {
    const saved = await api(chef, 'PUT', 'analytics/menu_engineering/sales/', {
      ...PERIOD,
      sales: sales(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sales).toHaveLength(7);
    expect(saved.json().periods).toEqual([PERIOD]);

    const body = (await api(chef, 'GET', `analytics/menu_engineering/?${query}`)).json();
    expect(body).toMatchObject({
      ...PERIOD,
      units_source: 'typed',
      total_units: 400,
      total_contribution: '3905.00',
      average_contribution_margin: '9.76',
      popularity_threshold_pct: '11.67',
      excluded: [{ id: noPrice, name: 'Sin PVP', reason: 'Coste incompleto' }],
    });
    const placed = Object.fromEntries(
      body.items.map((item: { name: string; quadrant: string }) => [item.name, item.quadrant]),
    );
    expect(placed).toEqual({
      A: 'estrella',
      B: 'caballo_de_batalla',
      C: 'puzzle',
      D: 'perro',
      E: 'estrella',
      F: 'caballo_de_batalla',
    });
    const c = body.items.find((item: { name: string }) => item.name === 'C');
    expect(c).toMatchObject({
      units_sold: 20,
      net_sale_price: '25.00',
      cost_per_serving: '8.00',
      contribution_margin: '17.00',
      popularity_pct: '5.00',
      total_contribution: '340.00',
      quadrant_label: 'Puzzle',
    });
    expect(c.action).toMatch(/carta/);

    // Without a period: the latest period with sales.
    const latest = (await api(chef, 'GET', 'analytics/menu_engineering/')).json();
    expect(latest.period_start).toBe(PERIOD.period_start);
    expect(latest.items).toHaveLength(6);
  });

  it('replaces the period’s sales on PUT and reads them back', async () => {
    await api(chef, 'PUT', 'analytics/menu_engineering/sales/', {
      ...PERIOD,
      sales: [{ recipe: dishes.A, units_sold: 5 }],
    });
    const read = (await api(chef, 'GET', `analytics/menu_engineering/sales/?${query}`)).json();
    expect(read.sales).toEqual([{ recipe: dishes.A, name: 'A', units_sold: 5 }]);
    const body = (await api(chef, 'GET', `analytics/menu_engineering/?${query}`)).json();
    // One dish: it is its own average and has all the units.
    expect(body.items.map((item: { quadrant: string }) => item.quadrant)).toEqual(['estrella']);
    await api(chef, 'PUT', 'analytics/menu_engineering/sales/', { ...PERIOD, sales: sales() });
  });

  it('refuses another user’s recipe (404, nothing written) and bad bodies (400)', async () => {
    const other = await createUser(t.app);
    await setPlan(t.app, other, 'business');
    const foreign = await api(other, 'PUT', 'analytics/menu_engineering/sales/', {
      ...PERIOD,
      sales: [{ recipe: dishes.A, units_sold: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'No encontrado.' });
    const theirs = (await api(other, 'GET', `analytics/menu_engineering/?${query}`)).json();
    expect(theirs.items).toEqual([]);
    const mine = (await api(chef, 'GET', `analytics/menu_engineering/?${query}`)).json();
    expect(mine.items).toHaveLength(6);

    for (const body of [
      { ...PERIOD, period_end: '2026-09-30', sales: [] },
      { ...PERIOD, period_start: '2026-02-30', sales: [] },
      { ...PERIOD, sales: [{ recipe: dishes.A, units_sold: -1 }] },
      { ...PERIOD, sales: [{ recipe: dishes.A, units_sold: 1.5 }] },
      {
        ...PERIOD,
        sales: [
          { recipe: dishes.A, units_sold: 1 },
          { recipe: dishes.A, units_sold: 2 },
        ],
      },
      { period_start: PERIOD.period_start, sales: [] },
    ]) {
      const response = await api(chef, 'PUT', 'analytics/menu_engineering/sales/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const bad of ['period_start=2026-10-01', 'period_start=x&period_end=y']) {
      const response = await api(chef, 'GET', `analytics/menu_engineering/?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('takes a period’s units from the till’s imported sales and places the six dishes the same', async () => {
    // November from the till: the same units as the typed October, A's 100 sold as 101 and one
    // refund (netted), each line at 10 % VAT.
    const rows = SIX.flatMap(([name, price, , units]) =>
      name === 'A'
        ? [`12/11/2026;${name};101;${price}`, `13/11/2026;${name};-1;-${price}`]
        : [`12/11/2026;${name};${units};${price}`],
    );
    const csv = ['Fecha;Artículo;Unidades;PVP', ...rows].join('\n');
    const body = {
      file_name: 'ventas-noviembre.csv',
      content_base64: Buffer.from(csv, 'latin1').toString('base64'),
    };
    const applied = await api(chef, 'POST', 'sales/imports/apply/', body);
    expect(applied.statusCode, applied.body).toBe(200);
    const listed = await api(chef, 'GET', 'sales/items/?page_size=100');
    for (const item of listed.json<{ results: { id: number; name: string }[] }>().results) {
      const linked = await api(chef, 'PATCH', `sales/items/${item.id}/`, {
        recipe: dishes[item.name],
      });
      expect(linked.statusCode, linked.body).toBe(200);
    }
    const november = 'period_start=2026-11-01&period_end=2026-11-30';
    const imported = (await api(chef, 'GET', `analytics/menu_engineering/?${november}`)).json();
    expect(imported).toMatchObject({
      units_source: 'imported',
      total_units: 400,
      total_contribution: '3905.00',
      average_contribution_margin: '9.76',
      popularity_threshold_pct: '11.67',
    });
    const typed = (await api(chef, 'GET', `analytics/menu_engineering/?${query}`)).json();
    const placement = (result: {
      items: { name: string; quadrant: string; units_sold: number }[];
    }) =>
      Object.fromEntries(result.items.map((item) => [item.name, [item.quadrant, item.units_sold]]));
    expect(placement(imported)).toEqual(placement(typed));
    // Without a period: the newest of the typed periods and the imports.
    const latest = (await api(chef, 'GET', 'analytics/menu_engineering/')).json();
    expect([latest.period_start, latest.period_end, latest.units_source]).toEqual([
      '2026-11-12',
      '2026-11-13',
      'imported',
    ]);
  });
});
