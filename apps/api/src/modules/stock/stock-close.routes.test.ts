import { stockCloseSchema, type StockClose } from '@costeo/domain/contracts/stock';
import { tillItemListSchema } from '@costeo/domain/contracts/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { buildFacturae } from '../../../test/fixtures/invoices/facturae-builder.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 34 acceptance: the month's close between two counts, every figure by hand.
 *
 * Products (merma 0), € per base unit:
 *   Harina de trigo  saco 5 kg 4,50 €    → 0,0009 €/g
 *   AOVE             garrafa 5 l 30,00 € → 0,006 €/ml
 *   Tomate pera      1 kg 2,00 €         → 0,002 €/g
 *   Leche entera     1 l 1,00 €          → 0,001 €/ml
 *   Huevos L         30 ud 6,00 €        → 0,20 €/ud
 *   Sal              1 kg 0,50 €         (counted, never bought nor used: not moved)
 *   Mantequilla      1 kg 10,00 €        (bought and used, never counted: not counted)
 * Recipes: Bechamel (elaboración, 1 l: leche 1 000 ml, harina 100 g, mantequilla 100 g);
 *   Croquetas (1 ración: bechamel 100 ml, harina 20 g, AOVE 50 ml) → a ración takes leche 100 ml,
 *   harina 10 + 20 = 30 g, mantequilla 10 g, AOVE 50 ml;
 *   Tortilla (4 raciones: huevos 8 ud, AOVE 100 ml) → 2 ud and 25 ml a ración;
 *   Ensalada de tomate (1 ración: tomate 250 g, AOVE 20 ml).
 * Count A on 31/10/2026, count B on 30/11/2026: the period is 01/11–30/11.
 * Sales (a Revo CSV): croquetas 100 × 8,80 €, tortilla 40 × 6,60 €, ensalada 60 × 5,50 € (VAT
 *   10 %: net 800,00 + 240,00 + 300,00 = 1.340,00 € of food), café 50 × 1,32 € left unlinked (not
 *   food revenue), and 10 croquetas on 31/10 — A's day, outside the period.
 * Theoretical use: leche 100 × 100 = 10 000 ml; harina 100 × 30 = 3 000 g; mantequilla 1 000 g;
 *   AOVE 100 × 50 + 40 × 25 + 60 × 20 = 7 200 ml; huevos 40 × 2 = 80 ud; tomate 60 × 250 = 15 000 g.
 * Purchases: a Facturae invoice of 10/11 (tomate 15 kg, leche 12 l at their prices), an albarán of
 *   15/11 (harina 1 saco = 5 000 g, AOVE 2 garrafas = 10 000 ml, huevos 3 cajas = 90 ud, mantequilla
 *   2 kg) and an albarán of 31/10 (AOVE 1 garrafa: A's day, already in A's stock, outside).
 * Counts:            A (31/10)                       B (30/11)
 *   harina   2 sacos + 3 kg = 13 000 g      1 saco + 9,5 kg = 14 500 g + bechamel's 50 g = 14 550 g
 *   AOVE     4 garrafas = 20 000 ml         4 garrafas + 1,5 l = 21 500 ml
 *   tomate   5 kg = 5 000 g                 3 kg = 3 000 g
 *   leche    6 l = 6 000 ml                 7 l = 7 000 ml + bechamel's 500 ml = 7 500 ml
 *   huevos   2 cajas = 60 ud                2 cajas + 6 ud = 66 ud
 *   sal      2 kg                           2 kg
 *   bechamel —                              0,5 l (→ leche 500 ml, harina 50 g, mantequilla 50 g:
 *                                           mantequilla is not counted on its own, said in a warning)
 * Actual = A + purchases − B; variance = actual − theoretical; € at B's price:
 *   AOVE    20 000 + 10 000 − 21 500 = 8 500 ml (51,00 €); theo 7 200 (43,20 €); 1 300 ml, 7,80 €, 18,06 %
 *   tomate  5 000 + 15 000 − 3 000 = 17 000 g (34,00 €); theo 15 000 (30,00 €); 2 000 g, 4,00 €, 13,33 %
 *   huevos  60 + 90 − 66 = 84 ud (16,80 €); theo 80 (16,00 €); 4 ud, 0,80 €, 5,00 %
 *   leche   6 000 + 12 000 − 7 500 = 10 500 ml (10,50 €); theo 10 000 (10,00 €); 500 ml, 0,50 €, 5,00 %
 *   harina  13 000 + 5 000 − 14 550 = 3 450 g (3,105 → 3,11 €); theo 3 000 (2,70 €); 450 g,
 *           0,405 → 0,41 €, 15,00 %
 * Totals: actual 51 + 34 + 16,80 + 10,50 + 3,105 = 115,405 → 115,41 €; theoretical 43,20 + 30 + 16
 *   + 10 + 2,70 = 101,90 €; variance 13,505 → 13,51 €. Food cost: 115,405 / 1.340 = 8,61 %;
 *   101,90 / 1.340 = 7,60 %; gap 1,01 points.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let pro: TestUser;
const ids: Record<string, number> = {};
const counts: Record<'a' | 'b', number> = { a: 0, b: 0 };

const SALES_CSV = [
  'Fecha;Nº Factura;Código;Producto;Cantidad;Importe;% IVA',
  '31/10/2026 13:00;F-090;101;Croquetas;10;88,00;10',
  '05/11/2026 13:45;F-101;101;Croquetas;60;528,00;10',
  '05/11/2026 13:45;F-101;102;Tortilla;40;264,00;10',
  '20/11/2026 14:02;F-102;101;Croquetas;40;352,00;10',
  '20/11/2026 14:02;F-102;103;Ensalada de tomate;60;330,00;10',
  '30/11/2026 16:00;F-103;900;Café;50;66,00;10',
].join('\r\n');

/** A full count through `POST /api/stock-counts/`, its entries typed as a cook types them. */
async function createCount(
  user: TestUser,
  date: string,
  entries: { product?: number; recipe?: number; quantity: string; unit: string }[],
) {
  const response = await api.as(user).post('stock-counts/', {
    date,
    kind: 'full',
    entries: entries.map((entry, index) => ({
      client_id: `entry-${date}-${index}`,
      ingredient_instance: entry.product ?? null,
      recipe: entry.recipe ?? null,
      quantity: entry.quantity,
      unit: entry.unit,
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  [chef, other, pro] = await Promise.all([api.user(), api.user(), api.user()]);
  await Promise.all([
    api.plan(chef, 'business'),
    api.plan(other, 'business'),
    api.plan(pro, 'pro'),
  ]);
  const huerta = (await api.as(chef).post('suppliers/', { name: 'Huerta Viva' })).json<{
    id: number;
  }>().id;
  const ruiz = (await api.as(chef).post('suppliers/', { name: 'Distribuciones Ruiz' })).json<{
    id: number;
  }>().id;
  ids.huerta = huerta;
  ids.ruiz = ruiz;
  const product = async (
    key: string,
    query: string,
    supplier: number,
    payload: Record<string, string>,
  ) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      supplier_id: supplier,
      waste_pct: '0',
      ...payload,
    });
  };
  await product('flour', 'harina de trigo', ruiz, {
    name: 'Harina de trigo',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '4.50',
  });
  await product('oil', 'aceite de oliva virgen extra', ruiz, {
    name: 'AOVE',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.00',
  });
  await product('tomato', 'tomate pera', huerta, {
    name: 'Tomate pera',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '2.00',
  });
  await product('milk', 'leche entera', huerta, {
    name: 'Leche entera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '1.00',
  });
  await product('eggs', 'huevo', ruiz, {
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
  });
  await product('salt', 'sal', ruiz, {
    name: 'Sal',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '0.50',
  });
  await product('butter', 'mantequilla', ruiz, {
    name: 'Mantequilla',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '10.00',
  });
  ids.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'l',
      lines: [
        { ingredient_instance: ids.milk, quantity: '1000', unit: 'ml' },
        { ingredient_instance: ids.flour, quantity: '100', unit: 'g' },
        { ingredient_instance: ids.butter, quantity: '100', unit: 'g' },
      ],
    })
  ).id;
  const dishes = {
    Croquetas: await createRecipe(api.app, chef, {
      name: 'Croquetas',
      servings: 1,
      sale_price: '8.80',
      lines: [
        { sub_recipe: ids.bechamel, quantity: '100', unit: 'ml' },
        { ingredient_instance: ids.flour, quantity: '20', unit: 'g' },
        { ingredient_instance: ids.oil, quantity: '50', unit: 'ml' },
      ],
    }),
    Tortilla: await createRecipe(api.app, chef, {
      name: 'Tortilla',
      servings: 4,
      sale_price: '6.60',
      lines: [
        { ingredient_instance: ids.eggs, quantity: '8', unit: 'ud' },
        { ingredient_instance: ids.oil, quantity: '100', unit: 'ml' },
      ],
    }),
    'Ensalada de tomate': await createRecipe(api.app, chef, {
      name: 'Ensalada de tomate',
      servings: 1,
      sale_price: '5.50',
      lines: [
        { ingredient_instance: ids.tomato, quantity: '250', unit: 'g' },
        { ingredient_instance: ids.oil, quantity: '20', unit: 'ml' },
      ],
    }),
  };

  // Purchases: the invoice (Facturae) and two albaranes typed by hand, at the products' prices.
  const invoice = buildFacturae({
    sellerName: 'Huerta Viva S.L.',
    sellerTaxId: 'B12345674',
    number: 'HV-0100',
    date: '2026-11-10',
    lines: [
      { description: 'Tomate pera', quantity: '15', unit: '03', unitPrice: '2.00', code: 'T1' },
      { description: 'Leche entera', quantity: '12', unit: '04', unitPrice: '1.00', code: 'L1' },
    ],
  });
  const applied = await api
    .as(chef)
    .post('supplier-invoices/apply/', { ...invoice, supplier: { id: huerta } });
  expect(applied.statusCode, applied.body).toBe(201);
  for (const note of [
    {
      supplier: ruiz,
      date: '2026-11-15',
      number: '88',
      lines: [
        { ingredient_instance: ids.flour, quantity: '1', unit: 'format' },
        { ingredient_instance: ids.oil, quantity: '2', unit: 'format' },
        { ingredient_instance: ids.eggs, quantity: '3', unit: 'format' },
        { ingredient_instance: ids.butter, quantity: '2', unit: 'kg' },
      ],
    },
    {
      supplier: ruiz,
      date: '2026-10-31',
      number: '80',
      lines: [{ ingredient_instance: ids.oil, quantity: '1', unit: 'format' }],
    },
  ]) {
    const saved = await api.as(chef).post('delivery-notes/', note);
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const purchases = await api.as(chef).get('purchases/?page_size=100');
  expect(
    purchases
      .json<{ results: { product_name: string; quantity: string; date: string }[] }>()
      .results.map((row) => `${row.date} ${row.product_name} ${row.quantity}`)
      .sort(),
  ).toEqual([
    '2026-10-31 AOVE 5000.000',
    '2026-11-10 Leche entera 12000.000',
    '2026-11-10 Tomate pera 15000.000',
    '2026-11-15 AOVE 10000.000',
    '2026-11-15 Harina de trigo 5000.000',
    '2026-11-15 Huevos L 90.000',
    '2026-11-15 Mantequilla 2000.000',
  ]);

  // Sales from the till, the dishes linked; the café left unlinked (not food revenue).
  const imported = await api.as(chef).post('sales/imports/apply/', {
    file_name: 'detalle-facturas.csv',
    content_base64: Buffer.from(SALES_CSV, 'latin1').toString('base64'),
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const items = tillItemListSchema.parse(
    (await api.as(chef).get('sales/items/?page_size=100')).json(),
  ).results;
  for (const [name, recipe] of Object.entries(dishes)) {
    const item = items.find((found) => found.name === name);
    const linked = await api.as(chef).patch(`sales/items/${item?.id}/`, { recipe: recipe.id });
    expect(linked.statusCode, linked.body).toBe(200);
  }

  // The counts, typed as on the sheet: formats, kg, l, ud, and the bechamel in its yield unit.
  counts.a = await createCount(chef, '2026-10-31', [
    { product: ids.flour, quantity: '2', unit: 'format' },
    { product: ids.flour, quantity: '3', unit: 'kg' },
    { product: ids.oil, quantity: '4', unit: 'format' },
    { product: ids.tomato, quantity: '5', unit: 'kg' },
    { product: ids.milk, quantity: '6', unit: 'l' },
    { product: ids.eggs, quantity: '2', unit: 'format' },
    { product: ids.salt, quantity: '2', unit: 'kg' },
  ]);
  counts.b = await createCount(chef, '2026-11-30', [
    { product: ids.flour, quantity: '1', unit: 'format' },
    { product: ids.flour, quantity: '9.5', unit: 'kg' },
    { product: ids.oil, quantity: '4', unit: 'format' },
    { product: ids.oil, quantity: '1.5', unit: 'l' },
    { product: ids.tomato, quantity: '3', unit: 'kg' },
    { product: ids.milk, quantity: '7', unit: 'l' },
    { product: ids.eggs, quantity: '2', unit: 'format' },
    { product: ids.eggs, quantity: '6', unit: 'ud' },
    { product: ids.salt, quantity: '2', unit: 'kg' },
    { recipe: ids.bechamel, quantity: '0.5', unit: 'l' },
  ]);
});

async function close(user: TestUser, from: number, to: number) {
  return api.as(user).get(`stock/close/?from_count=${from}&to_count=${to}`);
}

describe('the month close (issue 34 acceptance)', () => {
  let result: StockClose;

  it('answers every product by hand, sorted by € variance', async () => {
    const response = await close(chef, counts.a, counts.b);
    expect(response.statusCode, response.body).toBe(200);
    result = stockCloseSchema.parse(response.json());
    expect([result.date_from, result.date_to]).toEqual(['2026-11-01', '2026-11-30']);
    expect(
      result.lines.map((line) => [
        line.name,
        line.opening,
        line.purchases,
        line.closing,
        line.actual_use,
        line.theoretical_use,
        line.waste,
        line.variance,
        line.unit_cost,
        line.actual_use_value,
        line.theoretical_use_value,
        line.variance_value,
        line.variance_pct,
      ]),
    ).toEqual([
      // prettier-ignore
      ['AOVE', '20000.000', '10000.000', '21500.000', '8500.000', '7200.000', '0.000', '1300.000', '0.0060', '51.00', '43.20', '7.80', '18.06'],
      // prettier-ignore
      ['Tomate pera', '5000.000', '15000.000', '3000.000', '17000.000', '15000.000', '0.000', '2000.000', '0.0020', '34.00', '30.00', '4.00', '13.33'],
      // prettier-ignore
      ['Huevos L', '60.000', '90.000', '66.000', '84.000', '80.000', '0.000', '4.000', '0.2000', '16.80', '16.00', '0.80', '5.00'],
      // prettier-ignore
      ['Leche entera', '6000.000', '12000.000', '7500.000', '10500.000', '10000.000', '0.000', '500.000', '0.0010', '10.50', '10.00', '0.50', '5.00'],
      // prettier-ignore
      ['Harina de trigo', '13000.000', '5000.000', '14550.000', '3450.000', '3000.000', '0.000', '450.000', '0.0009', '3.11', '2.70', '0.41', '15.00'],
    ]);
  });

  it('totals both food cost percentages over the net food revenue', () => {
    expect(result).toMatchObject({
      net_food_revenue: '1340.00',
      actual_use_value: '115.41',
      theoretical_use_value: '101.90',
      waste_value: '0.00',
      variance_value: '13.51',
      actual_food_cost_pct: '8.61',
      theoretical_food_cost_pct: '7.60',
      gap_points: '1.01',
      // Without waste, the gap in € is the variance: 115,405 − 101,90 = 13,505 → 13,51 €.
      gap_value: '13.51',
    });
  });

  it('lists the butter bought and not counted apart, never as zero stock, and the salt that did not move', () => {
    expect(result.not_counted).toEqual([
      {
        ingredient_instance: ids.butter,
        name: 'Mantequilla',
        purchases: '2000.000',
        theoretical_use: '1000.000',
        base_unit: 'g',
      },
    ]);
    expect(result.lines.some((line) => line.ingredient_instance === ids.butter)).toBe(false);
    expect(result.not_moved).toEqual([
      { ingredient_instance: ids.salt, name: 'Sal', closing: '2000.000', base_unit: 'g' },
    ]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        '«Bechamel» contada: «Mantequilla» no se contó por sí mismo; su parte queda fuera.',
        '1 producto comprado o usado sin contar en los dos recuentos queda fuera de los totales.',
      ]),
    );
  });

  it('refuses counts in the wrong order, another account and a plan without analytics', async () => {
    const reversed = await close(chef, counts.b, counts.a);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      to_count: ['El recuento final debe ser de un día posterior al del recuento inicial.'],
    });
    expect((await close(chef, counts.a, counts.a)).statusCode).toBe(400);
    expect((await close(other, counts.a, counts.b)).statusCode).toBe(404);
    const foreign = await createCount(other, '2026-12-31', []);
    expect((await close(chef, counts.a, foreign)).statusCode).toBe(404);
    const refused = await close(pro, counts.a, counts.b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
  });
});

/*
 * Issue 35 acceptance: the waste recorded in the period moves exactly its value from the variance
 * (unexplained) to waste, per product, at B's prices; a dish and an elaboración exploded into their
 * products as the theoretical use explodes them. The acceptance's entries — 2 kg of merluza with its
 * merma, 12 raciones of a dish, 1,5 l of an elaboración — and two more:
 *   Merluza 1 kg 14,90 € (0,0149 €/g), merma 65 %, joins the fixture: 3 kg in A, an albarán of 4 kg
 *         on 12/11, 1 kg in B → actual 6 000 g (89,40 €), theoretical 0, variance 6 000 g before
 *   18/11 Merluza 2 kg, caducado → residuo: 2 000 g (29,80 €: the gross product, its merma never
 *         inflates it)
 *   10/11 Tomate pera 2 kg, caducado → compostaje: 2 000 g (4,00 €)
 *   20/11 AOVE 1 l, deteriorado → residuo: 1 000 ml (6,00 €)
 *   25/11 Croquetas 12 raciones, devuelto → residuo: leche 1 200 ml (1,20 €), harina 360 g
 *         (0,324 €), AOVE 600 ml (3,60 €), mantequilla 120 g (not counted: off the lines)
 *   28/11 Bechamel 1,5 l, sobreproducción → donación: leche 1 500 ml (1,50 €), harina 150 g
 *         (0,135 €), mantequilla 150 g (off the lines)
 *   31/10 AOVE 1 l (A's day: outside the period)
 * Per line: merluza waste 2 000 g (29,80 €), variance 4 000 g (59,60 €; no theoretical use: no %);
 *   AOVE waste 1 600 ml (9,60 €), variance 1 300 − 1 600 = −300 ml (−1,80 €, −4,17 %); tomate
 *   2 000 g (4,00 €), variance 0; leche 2 700 ml (2,70 €), variance −2 200 ml (−2,20 €, −22,00 %);
 *   harina 510 g (0,459 → 0,46 €), variance −60 g (−0,054 → −0,05 €, −2,00 %); huevos unchanged.
 * Totals: waste 29,80 + 9,60 + 4 + 2,70 + 0,459 = 46,559 → 46,56 €; variance 13,505 + 89,40
 *   − 46,559 = 56,346 → 56,35 €.
 * Apart, € (kg; AOVE 0,916 g/ml, leche 1,03 g/ml): caducado 33,80 (4,000); deteriorado 6,00
 *   (0,916); sobreproducción 1,635 → 1,64 (1,545 + 0,150 = 1,695); devuelto 5,124 → 5,12 (1,236
 *   + 0,360 + 0,5496 = 2,1456 → 2,146); donación 1,64 (1,695); compostaje 4,00 (2,000); residuo
 *   40,924 → 40,92 (0,916 + 2,1456 + 2,000 = 5,0616 → 5,062).
 */
describe('the close with the waste recorded in the period (issue 35 point 2)', () => {
  it('moves exactly the waste from the variance to waste, per product and apart', async () => {
    ids.hake = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, 'merluza'),
      supplier_id: ids.ruiz,
      name: 'Merluza',
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '14.90',
      waste_pct: '65',
    });
    for (const [count, quantity] of [
      [counts.a, '3'],
      [counts.b, '1'],
    ] as const) {
      const added = await api.as(chef).post(`stock-counts/${count}/entries/`, {
        entries: [
          {
            client_id: `merluza-recuento-${count}`,
            ingredient_instance: ids.hake,
            recipe: null,
            quantity,
            unit: 'kg',
          },
        ],
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const note = await api.as(chef).post('delivery-notes/', {
      supplier: ids.ruiz,
      date: '2026-11-12',
      number: '86',
      lines: [{ ingredient_instance: ids.hake, quantity: '4', unit: 'kg' }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const before = stockCloseSchema.parse((await close(chef, counts.a, counts.b)).json());
    expect(before.lines[0]).toMatchObject({
      name: 'Merluza',
      actual_use: '6000.000',
      theoretical_use: '0.000',
      variance: '6000.000',
      variance_value: '89.40',
    });
    const croquetas = (await api.as(chef).get('recipes/?search=Croquetas')).json<{
      results: { id: number; name: string }[];
    }>().results;
    const dish = croquetas.find((recipe) => recipe.name === 'Croquetas')?.id ?? null;
    const entries = [
      {
        date: '2026-11-10',
        ingredient_instance: ids.tomato,
        quantity: '2',
        unit: 'kg',
        reason: 'caducado',
        destination: 'compostaje',
      },
      {
        date: '2026-11-20',
        ingredient_instance: ids.oil,
        quantity: '1',
        unit: 'l',
        reason: 'deteriorado',
        destination: 'residuo',
      },
      {
        date: '2026-11-18',
        ingredient_instance: ids.hake,
        quantity: '2',
        unit: 'kg',
        reason: 'caducado',
        destination: 'residuo',
      },
      {
        date: '2026-11-25',
        recipe: dish,
        quantity: '12',
        unit: 'raciones',
        reason: 'devuelto',
        destination: 'residuo',
      },
      {
        date: '2026-11-28',
        recipe: ids.bechamel,
        quantity: '1.5',
        unit: 'l',
        reason: 'sobreproduccion',
        destination: 'donacion',
      },
      {
        date: '2026-10-31',
        ingredient_instance: ids.oil,
        quantity: '1',
        unit: 'l',
        reason: 'caducado',
        destination: 'residuo',
      },
    ];
    const saved = await api.as(chef).post('waste/batch/', {
      entries: entries.map((entry) => ({ ingredient_instance: null, recipe: null, ...entry })),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await close(chef, counts.a, counts.b);
    expect(response.statusCode, response.body).toBe(200);
    const after = stockCloseSchema.parse(response.json());
    expect(
      after.lines.map((line) => [
        line.name,
        line.actual_use,
        line.theoretical_use,
        line.waste,
        line.variance,
        line.waste_value,
        line.variance_value,
        line.variance_pct,
      ]),
    ).toEqual([
      ['Merluza', '6000.000', '0.000', '2000.000', '4000.000', '29.80', '59.60', null],
      ['Huevos L', '84.000', '80.000', '0.000', '4.000', '0.00', '0.80', '5.00'],
      ['Tomate pera', '17000.000', '15000.000', '2000.000', '0.000', '4.00', '0.00', '0.00'],
      ['Harina de trigo', '3450.000', '3000.000', '510.000', '-60.000', '0.46', '-0.05', '-2.00'],
      ['AOVE', '8500.000', '7200.000', '1600.000', '-300.000', '9.60', '-1.80', '-4.17'],
      [
        'Leche entera',
        '10500.000',
        '10000.000',
        '2700.000',
        '-2200.000',
        '2.70',
        '-2.20',
        '-22.00',
      ],
    ]);
    expect(after).toMatchObject({
      actual_use_value: before.actual_use_value,
      theoretical_use_value: before.theoretical_use_value,
      actual_food_cost_pct: before.actual_food_cost_pct,
      // The gap between the two food costs is the same: the waste only explains part of it.
      gap_points: before.gap_points,
      gap_value: '102.91',
      waste_value: '46.56',
      variance_value: '56.35',
    });
    // The total moved by exactly the waste, to the cent: 102,91 − 56,35 = 46,56 €.
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(before.variance_value).toBe('102.91');
    expect(cents(before.variance_value) - cents(after.variance_value)).toBe(
      cents(after.waste_value),
    );
    // Per product, the variance moved by exactly its waste.
    for (const line of after.lines) {
      const earlier = before.lines.find((l) => l.ingredient_instance === line.ingredient_instance);
      expect(Number(earlier?.variance) - Number(line.variance)).toBeCloseTo(Number(line.waste), 6);
    }
    expect(after.waste_by_reason).toEqual([
      { code: 'caducado', value: '33.80', weight_kg: '4.000' },
      { code: 'deteriorado', value: '6.00', weight_kg: '0.916' },
      { code: 'sobreproduccion', value: '1.64', weight_kg: '1.695' },
      { code: 'devuelto', value: '5.12', weight_kg: '2.146' },
    ]);
    expect(after.waste_by_destination).toEqual([
      { code: 'donacion', value: '1.64', weight_kg: '1.695' },
      { code: 'compostaje', value: '4.00', weight_kg: '2.000' },
      { code: 'residuo', value: '40.92', weight_kg: '5.062' },
    ]);
  });
});
