import {
  salesImportResultSchema,
  salesSummarySchema,
  theoreticalUseSchema,
  tillItemListSchema,
  type SalesImportResult,
  type TillItem,
} from '@costeo/domain/contracts/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 33: a till's sales imported, linked and read back, every figure computed by hand.
 *
 * The file, a Revo-style "Detalle de facturas" in Windows-1252 with ";" and Spanish numbers:
 *   05/10  Croquetas de jamón   3 ×   29,70 € at 10 % → net   27,00, VAT   2,70
 *   05/10  Vino para llevar     1 ×   12,10 € at 21 % → net   10,00, VAT   2,10
 *   06/10  Croquetas de jamón   2 ×   19,80 € at 10 % → net   18,00, VAT   1,80
 *   06/10  Croquetas de jamón  −1 ×   −9,90 € at 10 % → net   −9,00, VAT  −0,90 (a refund)
 *   06/10  Menú del día       100 × 1.320,00 € at 10 % → net 1.200,00, VAT 120,00
 * Units 105; with VAT 1.371,70 €; net 1.246,00 €; VAT 125,70 €. Stored per day and item: 4 lines.
 */
const REVO_CSV = [
  'Fecha;Nº Factura;Código;Producto;Cantidad;Importe;% IVA',
  '05/10/2026 13:45;F-101;101;Croquetas de jamón;3;29,70;10',
  '05/10/2026 13:45;F-101;501;Vino para llevar;1;12,10;21',
  '06/10/2026 14:02;F-102;101;Croquetas de jamón;2;19,80;10',
  '06/10/2026 14:30;F-103;101;Croquetas de jamón;-1;-9,90;10',
  '06/10/2026 15:10;F-104;301;Menú del día;100;1.320,00;10',
].join('\r\n');

const file = (text = REVO_CSV, name = 'detalle-facturas.csv') => ({
  file_name: name,
  // Windows-1252 and Latin-1 agree on every character of the file (ó, º, ú, í).
  content_base64: Buffer.from(text, 'latin1').toString('base64'),
});

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let free: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [chef, other, free] = await Promise.all([api.user(), api.user(), api.user()]);
  await Promise.all([api.plan(chef, 'pro'), api.plan(other, 'pro')]);
  const product = async (key: string, query: string, payload: object) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      waste_pct: '0',
      ...payload,
    });
  };
  // 20 €/kg → 0,02 €/g; 6,00 € / 30 ud → 0,20 €/ud; 6,00 € / 0,75 l → 0,008 €/ml.
  await product('ham', 'jamon serrano', {
    name: 'Jamón serrano',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '20.00',
  });
  await product('eggs', 'huevo', {
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
  });
  await product('wine', 'vino blanco', {
    name: 'Vino blanco',
    purchase_quantity: '0.75',
    purchase_unit: 'l',
    purchase_price: '6.00',
  });
  // Croquetas: 100 g of ham a serving → 2,00 €; tortilla: 3 eggs → 0,60 €.
  ids.croquetas = (
    await createRecipe(api.app, chef, {
      name: 'Croquetas de jamón',
      servings: 1,
      sale_price: '9.90',
      lines: [{ ingredient_instance: ids.ham, quantity: '100', unit: 'g' }],
    })
  ).id;
  ids.tortilla = (
    await createRecipe(api.app, chef, {
      name: 'Tortilla de patatas',
      servings: 1,
      sale_price: '8.00',
      lines: [{ ingredient_instance: ids.eggs, quantity: '3', unit: 'ud' }],
    })
  ).id;
  // A cover of the menú: half choose each dish → 0,5 × 2,00 + 0,5 × 0,60 = 1,30 €.
  const menu = await api.as(chef).post('menus/', {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.20',
    sale_vat_pct: '10',
    sections: [
      {
        name: 'Plato',
        choice: 'one',
        items: [
          { recipe: ids.croquetas, expected_share_pct: '50' },
          { recipe: ids.tortilla, expected_share_pct: '50' },
        ],
      },
    ],
  });
  expect(menu.statusCode, menu.body).toBe(201);
  ids.menu = menu.json<{ id: number }>().id;
});

async function previewOf(user: TestUser, body: object): Promise<SalesImportResult> {
  const response = await api.as(user).post('sales/imports/preview/', body);
  expect(response.statusCode, response.body).toBe(200);
  return salesImportResultSchema.parse(response.json());
}

async function items(user: TestUser): Promise<TillItem[]> {
  const response = await api.as(user).get('sales/items/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  return tillItemListSchema.parse(response.json()).results;
}

const period = 'date_from=2026-10-01&date_to=2026-10-31';

async function summary(user: TestUser) {
  const response = await api.as(user).get(`sales/summary/?${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return salesSummarySchema.parse(response.json());
}

describe('sales from the till', () => {
  it('previews a Revo CSV with its columns suggested and writes nothing', async () => {
    const shown = await previewOf(chef, file());
    expect(shown.file_type).toBe('csv');
    expect(shown.mapping_source).toBe('suggested');
    expect(shown.mapping_complete).toBe(true);
    expect(shown.mapping).toMatchObject({ date: 0, ticket: 1, code: 2, name: 3, units: 4 });
    expect(shown.mapping.amount).toBe(5);
    expect(shown.mapping.vat_pct).toBe(6);
    expect([shown.rows_total, shown.rows_valid, shown.rows_with_errors, shown.refunds]).toEqual([
      5, 5, 0, 1,
    ]);
    expect([shown.units, shown.gross_revenue, shown.net_revenue, shown.vat]).toEqual([
      '105.000',
      '1371.70',
      '1246.00',
      '125.70',
    ]);
    expect([shown.date_from, shown.date_to]).toEqual(['2026-10-05', '2026-10-06']);
    expect([shown.items_total, shown.items_new, shown.items_linked]).toEqual([3, 3, 0]);
    expect(shown.rows[1]).toMatchObject({
      name: 'Vino para llevar',
      amount: '12.10',
      vat_pct: '21.00',
      net_revenue: '10.0000',
    });
    expect(shown.rows[3]).toMatchObject({ units: '-1.000', net_revenue: '-9.0000' });
    expect(shown.import).toBeNull();
    const imports = await api.as(chef).get('sales/imports/');
    expect(imports.json()).toMatchObject({ count: 0 });
  });

  it('imports the same week twice and counts it once', async () => {
    const first = await api.as(chef).post('sales/imports/apply/', file());
    expect(first.statusCode, first.body).toBe(200);
    const applied = salesImportResultSchema.parse(first.json());
    expect(applied.import).toMatchObject({ lines_count: 4, net_revenue: '1246.00' });
    expect(applied.replaces_lines).toBe(0);

    const again = await previewOf(chef, file());
    // The columns confirmed by the apply are the layout's now.
    expect(again.mapping_source).toBe('remembered');
    expect(again.replaces_lines).toBe(4);
    expect([again.items_total, again.items_new]).toEqual([3, 0]);
    const second = await api.as(chef).post('sales/imports/apply/', file());
    expect(second.statusCode, second.body).toBe(200);

    const totals = await summary(chef);
    expect([totals.units, totals.net_revenue, totals.gross_revenue, totals.vat]).toEqual([
      '105.000',
      '1246.00',
      '1371.70',
      '125.70',
    ]);
    // The first import lost every day to the second: it is gone.
    const imports = await api.as(chef).get('sales/imports/');
    expect(imports.json()).toMatchObject({ count: 1 });
    expect(totals.days).toEqual([
      { date: '2026-10-05', net_revenue: '37.00' },
      { date: '2026-10-06', net_revenue: '1209.00' },
    ]);
  });

  it('offers the closest dish to an unlinked item and links items to a dish, a menu and a product', async () => {
    const found = await items(chef);
    const byName = new Map(found.map((item) => [item.name, item]));
    const croquetas = byName.get('Croquetas de jamón')!;
    expect(croquetas).toMatchObject({ link: 'none', units: '4.000', net_revenue: '36.00' });
    expect(croquetas.suggestions[0]).toEqual({ recipe: ids.croquetas, name: 'Croquetas de jamón' });
    expect((await summary(chef)).linked_pct).toBe('0.0');

    const linked = await api.as(chef).patch(`sales/items/${croquetas.id}/`, {
      recipe: ids.croquetas,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ link: 'recipe', recipe_name: 'Croquetas de jamón' });
    // 36,00 of 1.246,00 € → 2,9 %.
    expect((await summary(chef)).linked_pct).toBe('2.9');

    const menu = byName.get('Menú del día')!;
    expect(
      (await api.as(chef).patch(`sales/items/${menu.id}/`, { menu: ids.menu })).statusCode,
    ).toBe(200);
    const wine = byName.get('Vino para llevar')!;
    const noQuantity = await api.as(chef).patch(`sales/items/${wine.id}/`, {
      ingredient_instance: ids.wine,
    });
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json()).toHaveProperty('quantity');
    const bottle = await api.as(chef).patch(`sales/items/${wine.id}/`, {
      ingredient_instance: ids.wine,
      quantity: '0.75',
      unit: 'l',
    });
    expect(bottle.statusCode, bottle.body).toBe(200);
    expect(bottle.json()).toMatchObject({ link: 'product', quantity: '0.750', unit: 'l' });

    const twoLinks = await api.as(chef).patch(`sales/items/${wine.id}/`, {
      recipe: ids.croquetas,
      not_food: true,
    });
    expect(twoLinks.statusCode).toBe(400);
  });

  it('gives the food cost of what was sold and each product’s theoretical use, by hand', async () => {
    const totals = await summary(chef);
    expect(totals.linked_pct).toBe('100.0');
    // Croquetas 4 × 2,00 = 8,00 · menú 100 × 1,30 = 130,00 · vino 1 × 0,75 l × 8 €/l = 6,00:
    // 144,00 € of 1.246,00 € → 11,557… → 11,56 %.
    expect(totals.food_net_revenue).toBe('1246.00');
    expect(totals.cost_of_sales).toBe('144.00');
    expect(totals.food_cost_pct).toBe('11.56');
    const dishes = new Map(totals.dishes.map((dish) => [dish.name, dish]));
    expect(dishes.get('Croquetas de jamón')).toMatchObject({
      kind: 'recipe',
      units: '4.000',
      net_revenue: '36.00',
      cost: '8.00',
      contribution: '28.00',
    });
    expect(dishes.get('Menú del día')).toMatchObject({ kind: 'menu', cost: '130.00' });

    const response = await api.as(chef).get(`sales/theoretical_use/?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const use = theoreticalUseSchema.parse(response.json());
    // Ham: 4 × 100 g + 100 covers × 50 % × 100 g = 5.400 g (108,00 €); eggs: 100 × 50 % × 3 =
    // 150 ud (30,00 €); wine: 1 × 750 ml (6,00 €).
    const products = new Map(use.products.map((row) => [row.name, row]));
    expect(products.get('Jamón serrano')).toMatchObject({
      base_unit: 'g',
      quantity: '5400.000',
      cost: '108.00',
    });
    expect(products.get('Huevos L')).toMatchObject({ quantity: '150.000', cost: '30.00' });
    expect(products.get('Vino blanco')).toMatchObject({ quantity: '750.000', cost: '6.00' });
    expect(use.total_cost).toBe('144.00');
  });

  it('counts an item linked as not food as linked, but neither its revenue nor a cost as food', async () => {
    const wine = (await items(chef)).find((item) => item.name === 'Vino para llevar')!;
    const notFood = await api.as(chef).patch(`sales/items/${wine.id}/`, { not_food: true });
    expect(notFood.statusCode, notFood.body).toBe(200);
    expect(notFood.json()).toMatchObject({
      link: 'not_food',
      recipe: null,
      menu: null,
      ingredient_instance: null,
      quantity: null,
    });
    const totals = await summary(chef);
    // Still every euro linked; the wine's 10,00 € net leave the food revenue and its 6,00 € of
    // cost leave the cost of sales: 138,00 € of 1.236,00 € → 11,165… → 11,17 %.
    expect([totals.linked_pct, totals.linked_net_revenue]).toEqual(['100.0', '1246.00']);
    expect([totals.food_net_revenue, totals.cost_of_sales, totals.food_cost_pct]).toEqual([
      '1236.00',
      '138.00',
      '11.17',
    ]);
    expect(totals.dishes.map((dish) => dish.kind).sort()).toEqual(['menu', 'recipe']);
    const use = theoreticalUseSchema.parse(
      (await api.as(chef).get(`sales/theoretical_use/?${period}`)).json(),
    );
    expect(use.products.map((row) => row.name).sort()).toEqual(['Huevos L', 'Jamón serrano']);
    expect(use.total_cost).toBe('138.00');
  });

  it('keeps each account’s sales its own, and asks Gratuito for a plan', async () => {
    const [item] = await items(chef);
    expect(await items(other)).toEqual([]);
    expect(
      (await api.as(other).patch(`sales/items/${item!.id}/`, { not_food: true })).statusCode,
    ).toBe(404);
    expect((await api.as(other).get(`sales/items/${item!.id}/`)).statusCode).toBe(404);
    const imports = await api.as(chef).get('sales/imports/');
    const importId = imports.json<{ results: { id: number }[] }>().results[0]!.id;
    expect((await api.as(other).delete(`sales/imports/${importId}/`)).statusCode).toBe(404);
    expect((await summary(other)).net_revenue).toBe('0.00');
    // A link to another account's recipe is refused as if it did not exist.
    const foreign = await api.as(other).post('recipes/', { name: 'Ajena', servings: 1, lines: [] });
    const stolen = await api.as(chef).patch(`sales/items/${item!.id}/`, {
      recipe: foreign.json<{ id: number }>().id,
    });
    expect(stolen.statusCode).toBe(400);

    // Importing and linking are Pro's; reading sales is every plan's.
    const locked = await api.as(free).post('sales/imports/preview/', file());
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      detail: 'Esta funcionalidad requiere un plan Pro o superior.',
    });
    expect((await api.as(free).get(`sales/summary/?${period}`)).statusCode).toBe(200);
    expect((await api.as(free).get('sales/items/')).json()).toMatchObject({ count: 0 });
  });

  it('refuses a mapping without units and a file with no sales, and deletes an import with its lines', async () => {
    const noUnits = await api.as(chef).post('sales/imports/apply/', {
      ...file(),
      mapping: { date: 0, name: 3, amount: 5 },
    });
    expect(noUnits.statusCode).toBe(400);
    expect(noUnits.json()).toEqual({ 'mapping.units': ['Elige la columna de las unidades.'] });

    const imports = await api.as(chef).get('sales/imports/');
    const importId = imports.json<{ results: { id: number }[] }>().results[0]!.id;
    expect((await api.as(chef).delete(`sales/imports/${importId}/`)).statusCode).toBe(204);
    const totals = await summary(chef);
    expect([totals.net_revenue, totals.linked_pct, totals.days]).toEqual(['0.00', null, []]);
    // The items and their links stay for the next import.
    expect((await items(chef)).filter((item) => item.link !== 'none')).toHaveLength(3);
  });
});

describe('a period imported again by another file of the same till', () => {
  const lines = (...rows: string[]) =>
    file(['Fecha;Nº Factura;Código;Producto;Cantidad;Importe;% IVA', ...rows].join('\r\n'));

  it('replaces only the days the new file covers, and another till’s layout replaces nothing', async () => {
    const cook = await api.user();
    await api.plan(cook, 'pro');
    // The week's first file: 05/10 and 06/10 (net 37,00 and 1.209,00 €, as above).
    const first = await api.as(cook).post('sales/imports/apply/', file());
    expect(first.statusCode, first.body).toBe(200);

    // A corrected export of 06/10–07/10 from the same till: 5 croquetas for 49,50 € (45,00 €
    // net) on the 6th, 1 for 9,90 € (9,00 € net) on the 7th.
    const overlap = lines(
      '06/10/2026 13:00;F-201;101;Croquetas de jamón;5;49,50;10',
      '07/10/2026 13:00;F-202;101;Croquetas de jamón;1;9,90;10',
    );
    const shown = await previewOf(cook, overlap);
    // The 6th's two stored lines of the first file: the croquetas (their refund netted) and the
    // menú.
    expect(shown.replaces_lines).toBe(2);
    const second = await api.as(cook).post('sales/imports/apply/', overlap);
    expect(second.statusCode, second.body).toBe(200);
    let totals = await summary(cook);
    // 05/10 kept (3 croquetas and the wine), 06/10 replaced, 07/10 added: 37 + 45 + 9 = 91 €.
    expect(totals.days).toEqual([
      { date: '2026-10-05', net_revenue: '37.00' },
      { date: '2026-10-06', net_revenue: '45.00' },
      { date: '2026-10-07', net_revenue: '9.00' },
    ]);
    expect([totals.units, totals.net_revenue]).toEqual(['10.000', '91.00']);
    const imports = (await api.as(cook).get('sales/imports/')).json<{
      count: number;
      results: { lines_count: number; date_from: string; date_to: string }[];
    }>();
    expect(imports.count).toBe(2);
    expect(imports.results.map((row) => row.lines_count).sort()).toEqual([2, 2]);

    // The terrace's till exports other columns: its 05/10 (10 cañas, 22,00 € → 20,00 € net)
    // is added to the bar's, never replacing it.
    const terrace = file(
      ['Fecha;Artículo;Unidades;Importe', '05/10/2026;Caña;10;22,00'].join('\n'),
    );
    const third = await api.as(cook).post('sales/imports/apply/', terrace);
    expect(third.statusCode, third.body).toBe(200);
    expect(salesImportResultSchema.parse(third.json()).replaces_lines).toBe(0);
    totals = await summary(cook);
    expect(totals.days[0]).toEqual({ date: '2026-10-05', net_revenue: '57.00' });
    expect(totals.net_revenue).toBe('111.00');
  });
});
