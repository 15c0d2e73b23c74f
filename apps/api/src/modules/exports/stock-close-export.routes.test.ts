import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { stockCountEntries, stockCounts } from '../../db/schema/stock.ts';
import type { TestUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * GET /api/stock/close/pdf/ and /xlsx/ (issue 34 point 5): the close between two counts as files,
 * by hand. Harina (saco 5 kg 4,50 € → 0,0009 €/g): A (31/10) 13 000 g, an albarán of 15/11 of one
 * saco (5 000 g), B (30/11) 14 500 g → actual use 3 500 g, 3,15 €; no sales, so theoretical 0 and
 * variance 3 500 g, 3,15 €; 1 kg of it recorded as waste on 20/11 (deteriorado, to compost: 0,90 €)
 * leaves a variance of 2 500 g, 2,25 € (issue 35). Mantequilla bought (2 kg) and never counted:
 * «Sin contar». Sal counted 2 kg in both and never moved: «Sin movimiento».
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let pro: TestUser;
let db: Db;
const ids: Record<string, number> = {};
const counts = { a: 0, b: 0 };

async function insertCount(
  ownerId: number,
  date: string,
  entries: { product: number; base: string }[],
): Promise<number> {
  const at = new Date();
  const [count] = await db
    .insert(stockCounts)
    .values({ ownerId, countedOn: date, kind: 'full', createdAt: at, updatedAt: at })
    .returning({ id: stockCounts.id });
  const countId = count?.id ?? 0;
  if (entries.length === 0) return countId;
  await db.insert(stockCountEntries).values(
    entries.map((entry, index) => ({
      ownerId,
      countId,
      clientId: `entry-${countId}-${index}`,
      instanceId: entry.product,
      recipeId: null,
      quantity: entry.base,
      unit: 'g' as const,
      quantityBase: entry.base,
      baseUnit: 'g' as const,
      createdAt: at,
    })),
  );
  return countId;
}

beforeAll(async () => {
  db = api.t.database.db;
  [chef, other, pro] = await Promise.all([api.user(), api.user(), api.user()]);
  await Promise.all([
    api.plan(chef, 'business'),
    api.plan(other, 'business'),
    api.plan(pro, 'pro'),
  ]);
  const profile = await api.as(chef).patch('profile/', { business_name: 'Casa Paco' });
  expect(profile.statusCode, profile.body).toBe(200);
  const supplier = (await api.as(chef).post('suppliers/', { name: 'Distribuciones Ruiz' })).json<{
    id: number;
  }>().id;
  const product = async (key: string, query: string, payload: Record<string, string>) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      supplier_id: supplier,
      waste_pct: '0',
      ...payload,
    });
  };
  await product('flour', 'harina de trigo', {
    name: 'Harina de trigo',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '4.50',
  });
  await product('salt', 'sal', {
    name: 'Sal',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '0.50',
  });
  await product('butter', 'mantequilla', {
    name: 'Mantequilla',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '10.00',
  });
  const note = await api.as(chef).post('delivery-notes/', {
    supplier,
    date: '2026-11-15',
    number: '88',
    lines: [
      { ingredient_instance: ids.flour, quantity: '1', unit: 'format' },
      { ingredient_instance: ids.butter, quantity: '2', unit: 'kg' },
    ],
  });
  expect(note.statusCode, note.body).toBe(201);
  const waste = await api.as(chef).post('waste/', {
    date: '2026-11-20',
    ingredient_instance: ids.flour,
    quantity: '1',
    unit: 'kg',
    reason: 'deteriorado',
    destination: 'compostaje',
  });
  expect(waste.statusCode, waste.body).toBe(201);
  counts.a = await insertCount(chef.id, '2026-10-31', [
    { product: ids.flour ?? 0, base: '13000' },
    { product: ids.salt ?? 0, base: '2000' },
  ]);
  counts.b = await insertCount(chef.id, '2026-11-30', [
    { product: ids.flour ?? 0, base: '14500' },
    { product: ids.salt ?? 0, base: '2000' },
  ]);
});

const query = (a: number, b: number) => `?from_count=${a}&to_count=${b}`;

describe('the close as an Excel workbook', () => {
  it('is one sheet «Cierre» with numeric cells, the totals, the waste and both lists apart', async () => {
    const response = await api.as(chef).get(`stock/close/xlsx/${query(counts.a, counts.b)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'cierre-inventario-2026-11-01-2026-11-30.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cierre']);
    const sheet = workbook.getWorksheet('Cierre');
    if (!sheet) throw new Error('no sheet');
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Desviación (€)');
    const row = sheet.getRow(2);
    const col = (name: string) => header.indexOf(name);
    expect(row.getCell(col('Producto')).value).toBe('Harina de trigo');
    expect(row.getCell(col('Stock inicial')).value).toBe(13000);
    expect(row.getCell(col('Compras')).value).toBe(5000);
    expect(row.getCell(col('Stock final')).value).toBe(14500);
    expect(row.getCell(col('Consumo real')).value).toBe(3500);
    expect(row.getCell(col('Consumo real (€)')).value).toBe(3.15);
    expect(row.getCell(col('Merma registrada')).value).toBe(1000);
    expect(row.getCell(col('Merma (€)')).value).toBe(0.9);
    expect(row.getCell(col('Desviación')).value).toBe(2500);
    expect(row.getCell(col('Desviación (€)')).value).toBe(2.25);
    expect(row.getCell(col('Desviación (€)')).numFmt).toBe('#,##0.00 "€"');
    const names: unknown[] = [];
    sheet.eachRow((each) => names.push(each.getCell(1).value));
    // The gap in € (actual − theoretical, as the two food costs read it) and what the waste
    // leaves unexplained of it: 3,15 − 0 = 3,15 €; 3,15 − 0,90 = 2,25 €.
    const figure = (name: string) => {
      let found: unknown;
      sheet.eachRow((each) => {
        if (each.getCell(1).value === name) found = each.getCell(col('Consumo real (€)')).value;
      });
      return found;
    };
    expect(figure('Diferencia (€)')).toBe(3.15);
    expect(figure('Desviación sin explicar (€)')).toBe(2.25);
    expect(names).toEqual(
      expect.arrayContaining([
        'Totales',
        'Food cost real',
        'Mermas registradas por motivo (€ y kg)',
        'Deteriorado',
        'Mermas registradas por destino (€ y kg)',
        'Compostaje',
        'Sin contar (comprado o usado, sin recuento en ambos)',
        'Mantequilla',
        'Sin movimiento (contado, sin compras ni consumo)',
        'Sal',
      ]),
    );
  });
});

describe('the close as an A4 PDF', () => {
  it('carries the business, the period, the totals, the lines, the waste and the lists apart', async () => {
    const response = await api.as(chef).get(`stock/close/pdf/${query(counts.a, counts.b)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'CASA PACO',
      'CIERRE DE INVENTARIO',
      'Del domingo, 1 de noviembre de 2026 al lunes, 30 de noviembre de 2026',
      'Food cost real',
      'Harina de trigo',
      '3,15 €',
      '2,25 €',
      'Mermas registradas',
      '0,90 €',
      'Desviación sin explicar (tras las mermas)',
      'Deteriorado',
      'Compostaje',
      '1 kg',
      'Sin contar',
      'Mantequilla',
      'Sin movimiento',
      'Sal',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the close exports refused', () => {
  it('answer 403 on Pro and 404 for another account’s counts', async () => {
    for (const kind of ['pdf', 'xlsx']) {
      const refused = await api.as(pro).get(`stock/close/${kind}/${query(counts.a, counts.b)}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
      const foreign = await api.as(other).get(`stock/close/${kind}/${query(counts.a, counts.b)}`);
      expect(foreign.statusCode).toBe(404);
    }
  });
});
