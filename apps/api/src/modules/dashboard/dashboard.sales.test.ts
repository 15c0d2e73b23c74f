import { priceImpactSchema } from '@costeo/domain/contracts/analytics';
import { dashboardSummarySchema } from '@costeo/domain/contracts/dashboard';
import { tillItemListSchema } from '@costeo/domain/contracts/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 33 point 5: the till's sales on the Dashboard and in the what-if, every figure by hand.
 *
 * Costs a serving: croquetas 100 g of ham at 20 €/kg = 2,00 €; tortilla 3 eggs at 0,20 € =
 * 0,60 €; ensalada 250 g of tomato at 2 €/kg = 0,50 €; flan 1 egg = 0,20 €. Targets 30 %, except
 * the tortilla's 25 %. Sold (amounts with VAT at 10 %) in the last four weeks:
 *   croquetas  10 + 20 − 1 = 29 ud, net 99,00 + 198,00 − 9,90 = 287,10, cost 58,00 → 229,10
 *   tortilla   15 ud, net 120,00, cost 9,00 → 111,00
 *   ensalada    4 ud, net  20,00, cost 2,00 →  18,00
 *   flan        2 ud, net   4,00, cost 0,40 →   3,60
 *   caña       50 ud, net 100,00 (never linked)
 * Net 531,10; linked 431,10 (81,17 %); cost 69,40 / 431,10 = 16,10 %; units linked 50 (mix 58 %,
 * 30 %, 8 %, 4 %); target (287,10 × 30 + 120 × 25 + 20 × 30 + 4 × 30) / 431,10 = 28,61 %.
 * 40 days ago, 100 croquetas more: outside the four weeks.
 */

/** The date of `at` in Madrid, and a date ± days (the kitchen's days, as the sales'). */
const madridDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const api = setupApi({}, { clock: 'frozen' });
let chef: TestUser;
let late: TestUser;
let free: TestUser;
const ids: Record<string, number> = {};

/** dd/mm/yyyy, `days` from today (Madrid). */
const day = (days: number) => {
  const [y, m, d] = addDays(madridDate(api.t.now()), days).split('-');
  return `${d}/${m}/${y}`;
};

const csv = (rows: string[][]) => ({
  file_name: 'detalle-facturas.csv',
  content_base64: Buffer.from(
    ['Fecha;Producto;Cantidad;Importe;% IVA', ...rows.map((row) => row.join(';'))].join('\r\n'),
    'latin1',
  ).toString('base64'),
});

async function importSales(user: TestUser, rows: string[][]) {
  const response = await api.as(user).post('sales/imports/apply/', csv(rows));
  expect(response.statusCode, response.body).toBe(200);
}

async function link(user: TestUser, names: Record<string, number>) {
  const response = await api.as(user).get('sales/items/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  for (const item of tillItemListSchema.parse(response.json()).results) {
    const recipe = names[item.name];
    if (recipe === undefined) continue;
    const linked = await api.as(user).patch(`sales/items/${item.id}/`, { recipe });
    expect(linked.statusCode, linked.body).toBe(200);
  }
}

async function dashboard(user: TestUser) {
  const response = await api.as(user).get('analytics/summary/');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSummarySchema.parse(response.json());
}

async function kitchen(user: TestUser) {
  const product = async (query: string, payload: object) =>
    createProduct(api.app, user, {
      definition: await definitionId(api.app, user, query),
      waste_pct: '0',
      ...payload,
    });
  const ham = await product('jamon serrano', {
    name: 'Jamón serrano',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '20.00',
  });
  const eggs = await product('huevo', {
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
  });
  const tomato = await product('tomate', {
    name: 'Tomate',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '2.00',
  });
  const recipe = async (name: string, target: string, line: object) =>
    (
      await createRecipe(api.app, user, {
        name,
        servings: 1,
        sale_price: '9.90',
        sale_vat_pct: '10',
        target_food_cost_pct: target,
        lines: [line],
      })
    ).id;
  return {
    ham,
    eggs,
    croquetas: await recipe('Croquetas de jamón', '30', {
      ingredient_instance: ham,
      quantity: '100',
      unit: 'g',
    }),
    tortilla: await recipe('Tortilla de patatas', '25', {
      ingredient_instance: eggs,
      quantity: '3',
      unit: 'ud',
    }),
    ensalada: await recipe('Ensalada de tomate', '30', {
      ingredient_instance: tomato,
      quantity: '250',
      unit: 'g',
    }),
    flan: await recipe('Flan de huevo', '30', {
      ingredient_instance: eggs,
      quantity: '1',
      unit: 'ud',
    }),
  };
}

beforeAll(async () => {
  [chef, late, free] = await Promise.all([api.user(), api.user(), api.user()]);
  await Promise.all([api.plan(chef, 'business'), api.plan(late, 'pro')]);
  Object.assign(ids, await kitchen(chef));
  await importSales(chef, [
    [day(-40), 'Croquetas de jamón', '100', '1.089,00', '10'],
    [day(-8), 'Croquetas de jamón', '10', '108,90', '10'],
    [day(-8), 'Tortilla de patatas', '15', '132,00', '10'],
    [day(-8), 'Caña', '50', '110,00', '10'],
    [day(-1), 'Croquetas de jamón', '20', '217,80', '10'],
    [day(-1), 'Croquetas de jamón', '-1', '-10,89', '10'],
    [day(-1), 'Ensalada de tomate', '4', '22,00', '10'],
    [day(0), 'Flan de huevo', '2', '4,40', '10'],
  ]);
  await link(chef, {
    'Croquetas de jamón': ids.croquetas!,
    'Tortilla de patatas': ids.tortilla!,
    'Ensalada de tomate': ids.ensalada!,
    'Flan de huevo': ids.flan!,
  });
});

const sold = (name: string, units: string, mix: string, net: string, contribution: string) => ({
  name,
  kind: 'recipe',
  units,
  mix_pct: mix,
  net_revenue: net,
  contribution,
});

describe('the Dashboard with the till’s sales (issue 33)', () => {
  it('sums the last four weeks: food cost of what was sold, the mix and the contributors', async () => {
    const { sales } = await dashboard(chef);
    expect(sales).not.toBeNull();
    expect(sales).toMatchObject({
      date_from: addDays(madridDate(api.t.now()), -27),
      date_to: madridDate(api.t.now()),
      recent: true,
      net_revenue: '531.10',
      linked_pct: '81.2',
      food_net_revenue: '431.10',
      cost_of_sales: '69.40',
      food_cost_pct: '16.10',
      target_food_cost_pct: '28.61',
      incomplete_costs: 0,
    });
    const croquetas = sold('Croquetas de jamón', '29.000', '58.00', '287.10', '229.10');
    const tortilla = sold('Tortilla de patatas', '15.000', '30.00', '120.00', '111.00');
    const ensalada = sold('Ensalada de tomate', '4.000', '8.00', '20.00', '18.00');
    const flan = sold('Flan de huevo', '2.000', '4.00', '4.00', '3.60');
    expect(sales?.top_sold).toMatchObject([croquetas, tortilla, ensalada, flan]);
    expect(sales?.top_sold[0]).toMatchObject({ id: ids.croquetas, food_cost_pct: '20.20' });
    expect(sales?.best_contributors).toMatchObject([croquetas, tortilla, ensalada]);
    // The worst never repeats one of the best.
    expect(sales?.worst_contributors).toMatchObject([flan]);
  });

  it('shows the newest import’s days when nothing was sold in the last four weeks', async () => {
    const cook = await kitchen(late);
    await importSales(late, [[day(-40), 'Croquetas de jamón', '10', '108,90', '10']]);
    await link(late, { 'Croquetas de jamón': cook.croquetas });
    const { sales } = await dashboard(late);
    const [y, m, d] = day(-40).split('/').reverse();
    expect(sales).toMatchObject({
      recent: false,
      date_from: `${y}-${m}-${d}`,
      date_to: `${y}-${m}-${d}`,
      net_revenue: '99.00',
      cost_of_sales: '20.00',
      food_cost_pct: '20.20',
      top_sold: [{ name: 'Croquetas de jamón', mix_pct: '100.00' }],
      worst_contributors: [],
    });
  });

  it('has no sales block without imported sales', async () => {
    expect((await dashboard(free)).sales).toBeNull();
  });
});

describe('the what-if at the real volumes (issue 33)', () => {
  it('costs a week of the last four weeks’ sales of each dish the change moves', async () => {
    // Eggs 6,00 → 7,20 € the 30: 0,20 → 0,24 € each. Tortilla +0,12 € a serving × 15 / 4 =
    // 3,75 a week → 0,45 €; flan +0,04 € × 2 / 4 = 0,50 a week → 0,02 €. Total 0,47 €.
    const response = await api
      .as(chef)
      .post('analytics/price_impact/', { ingredient_instance: ids.eggs, new_price: '7.20' });
    expect(response.statusCode, response.body).toBe(200);
    const impact = priceImpactSchema.parse(response.json());
    expect(impact.sales_volume).toEqual({
      date_from: addDays(madridDate(api.t.now()), -27),
      date_to: madridDate(api.t.now()),
      weekly_cost_change: '0.47',
      recipes: [
        { recipe: ids.flan, weekly_units: '0.50', weekly_cost_change: '0.02' },
        { recipe: ids.tortilla, weekly_units: '3.75', weekly_cost_change: '0.45' },
      ],
    });
  });

  it('counts a fall as a saving, and the croquetas sold 40 days ago not at all', async () => {
    // Ham 20 → 16 €/kg: −0,40 € a serving × 29 / 4 = 7,25 a week → −2,90 €.
    const response = await api
      .as(chef)
      .post('analytics/price_impact/', { ingredient_instance: ids.ham, change_pct: '-20' });
    expect(response.statusCode, response.body).toBe(200);
    const impact = priceImpactSchema.parse(response.json());
    expect(impact.sales_volume).toMatchObject({
      weekly_cost_change: '-2.90',
      recipes: [{ recipe: ids.croquetas, weekly_units: '7.25', weekly_cost_change: '-2.90' }],
    });
  });

  it('answers as before without sales', async () => {
    const owner = await api.user();
    await api.plan(owner, 'business');
    const cook = await kitchen(owner);
    const response = await api
      .as(owner)
      .post('analytics/price_impact/', { ingredient_instance: cook.ham, change_pct: '10' });
    expect(response.statusCode, response.body).toBe(200);
    const impact = priceImpactSchema.parse(response.json());
    expect(impact.affected_count).toBe(1);
    expect(impact.sales_volume).toBeNull();
  });
});
