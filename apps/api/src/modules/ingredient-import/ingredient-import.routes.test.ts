import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { HEADER, MAPPING, base64, toCsv, toXlsx } from '../../../test/import-fixtures.ts';
import { callApi } from '../../../test/recipe-factories.ts';
import { ingredientInstances } from '../../db/schema/ingredients.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const csv = toCsv([
  ['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '11'],
  ['Ajo morado', 'Verduras García', '', '1', 'kg', '6,40', ''],
]);
const file = (content: string | Buffer, name = 'tarifa.csv') => ({
  file_name: name,
  content_base64: base64(content),
});

function post(step: string, payload: Record<string, unknown>, who: TestUser | null = user) {
  return callApi(t.app, who, 'POST', `ingredient-import/${step}/`, payload);
}

describe('POST /api/ingredient-import/inspect/', () => {
  it('reads a semicolon CSV in Latin-1 and suggests the mapping', async () => {
    const latin1 = Buffer.from(csv.replace('Cebolla', 'Azúcar'), 'latin1');
    const response = await post('inspect', file(latin1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      file_type: 'csv',
      sheets: ['CSV'],
      columns: HEADER,
      rows: [
        ['Azúcar', 'Verduras García', '', '10', 'kg', '12,00', '11'],
        ['Ajo morado', 'Verduras García', '', '1', 'kg', '6,40', ''],
      ],
      total_rows: 2,
      suggested_mapping: MAPPING,
    });
  });

  it.each([
    ['an empty file', '', 'El archivo está vacío.'],
    ['blank lines only', '\n\n  \n', 'El archivo está vacío: no tiene filas.'],
    ['a header without rows', `${HEADER.join(';')}\n`, 'El archivo no tiene filas de datos'],
    ['a PDF', '%PDF-1.7\n\u0000\u0001binario', 'El archivo es un PDF, no una hoja de cálculo'],
    ['another binary file', 'GIF89a\u0000\u0001binario', 'Tipo de archivo no admitido'],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), '.xls antiguos'],
    ['a broken .xlsx', Buffer.from('PK\u0003\u0004roto'), 'está dañado'],
  ])('refuses %s with a Spanish reason on the file', async (_, content, reason) => {
    const response = await post('inspect', file(content));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ content_base64: string[] }>();
    expect(body.content_base64[0]).toContain(reason);
  });

  it('refuses a file of 5 MB or more (400 on the file; 413 past the body limit)', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const response = await post('inspect', file(big));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ content_base64: ['El archivo supera el máximo de 5 MB.'] });

    const huge = await post('inspect', { file_name: 'x.csv', content_base64: 'a'.repeat(8e6) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'El archivo supera el máximo de 5 MB.' });
  });

  it('answers 400 for a sheet the file does not have and bad base64', async () => {
    const xlsx = await toXlsx([['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '']]);
    const noSheet = await post('inspect', { ...file(xlsx, 'tarifa.xlsx'), sheet: 'Hoja9' });
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json()).toEqual({ sheet: ['La hoja «Hoja9» no está en el archivo.'] });
    const response = await post('inspect', { ...file(csv), content_base64: '***' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>())).toEqual(['content_base64']);
  });

  it('answers 401 without a token, whatever the body size', async () => {
    expect((await post('inspect', file(csv), null)).statusCode).toBe(401);
    expect((await post('preview', { ...file(csv), mapping: MAPPING }, null)).statusCode).toBe(401);
    expect((await post('apply', { ...file(csv), mapping: MAPPING }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/ingredient-import/preview/ and apply/', () => {
  it('refuses a mapping without name or price, or naming a missing column', async () => {
    const missing = await post('preview', { ...file(csv), mapping: { name: 0 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty(['mapping.price']);
    const outside = await post('preview', { ...file(csv), mapping: { ...MAPPING, price: 12 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({
      'mapping.price': ['La columna elegida no está en el archivo.'],
    });
  });

  it("refuses another user's catalog definition (400) and writes nothing", async () => {
    const other = await createUser(t.app);
    const categories = await callApi(t.app, other, 'GET', 'ingredient-definitions/categories/');
    const [category] = categories.json<{ id: number }[]>();
    const custom = await callApi(t.app, other, 'POST', 'ingredient-definitions/', {
      name: 'Cebolla secreta',
      category: category?.id,
      base_unit: 'g',
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const response = await post('apply', {
      ...file(csv),
      mapping: MAPPING,
      overrides: [{ row: 2, definition: custom.json<{ id: number }>().id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      overrides: ['Fila 2: el ingrediente del catálogo no existe.'],
    });
    const [products] = await t.database.db
      .select({ n: count() })
      .from(ingredientInstances)
      .where(eq(ingredientInstances.ownerId, user.id));
    expect(products?.n).toBe(0);
  });

  it('refuses an override for a row the file does not have', async () => {
    const response = await post('preview', {
      ...file(csv),
      mapping: MAPPING,
      overrides: [{ row: 99, skip: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ overrides: ['Fila 99: no está en el archivo.'] });
  });

  it("never matches another user's products (tenancy)", async () => {
    const first = await post('apply', { ...file(csv), mapping: MAPPING });
    expect(first.json()).toMatchObject({ summary: { created: 2 } });
    const other = await createUser(t.app);
    const second = await post('preview', { ...file(csv), mapping: MAPPING }, other);
    expect(second.json()).toMatchObject({ summary: { created: 2, updated: 0, unchanged: 0 } });
  });

  it('reports rows it cannot read with their reasons, by row number', async () => {
    const rows = [
      ['Leche entera', 'Lácteos Sur', '', '1', 'l', '0,95', ''],
      ['', 'Lácteos Sur', '', '1', 'kg', '1,00', ''],
      ['Nata', 'Lácteos Sur', '', '1', 'kg', '-2', ''],
      ['Mantequilla', 'Lácteos Sur', '', '0', 'kg', '8', ''],
      ['Queso', 'Lácteos Sur', '', '1', 'kg', '8', '-1'],
      ['Yogur', 'Lácteos Sur', '', '1', 'kg', '8', 'x'],
      ['Leche entera', 'Lácteos Sur', '', '1', 'l', '0,99', ''],
      ['Zzqx', 'Lácteos Sur', '', '1', 'kg', '3', ''],
      ['Huevo', 'Lácteos Sur', '', '12', '', '3', ''],
    ];
    const response = await post('preview', { ...file(toCsv(rows)), mapping: MAPPING });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ rows: { row: number; action: string; messages: string[] }[] }>();
    expect(result.rows.map((row) => [row.row, row.action, row.messages])).toEqual([
      [2, 'create', []],
      [3, 'error', ['Falta el nombre del producto.']],
      [4, 'error', ['El precio no puede ser negativo.']],
      [5, 'error', ['La cantidad debe ser mayor que 0.']],
      [6, 'error', ['La merma no puede ser negativa.']],
      [7, 'error', ['Merma no válida: «x» no es un número.']],
      [8, 'error', ['Repetida: el mismo producto y proveedor ya está en la fila 2.']],
      [9, 'error', ['No hay un ingrediente del catálogo para este producto: elige uno.']],
      [10, 'error', ['Falta la unidad del formato de compra (kg, l, ud…).']],
    ]);
  });
});
