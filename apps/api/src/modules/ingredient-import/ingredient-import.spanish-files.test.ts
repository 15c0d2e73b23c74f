import type {
  ImportInspectResponse,
  ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { callApi, createProduct, definitionId } from '../../../test/recipe-factories.ts';

/*
 * Issue 32, point 4: price lists as a Spanish kitchen saves them — a CSV from Spanish Excel in
 * Windows-1252 with "€" in its cells, an .xlsx with the supplier's title rows above the header,
 * and a VAT column.
 */

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function post<T>(step: string, payload: Record<string, unknown>, status = 200) {
  const response = await callApi(t.app, user, 'POST', `ingredient-import/${step}/`, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const file = (bytes: Buffer, name: string) => ({
  file_name: name,
  content_base64: bytes.toString('base64'),
});

/** Windows-1252 as Spanish Excel writes it: Latin-1 bytes, and "€" as 0x80. */
function windows1252(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x20ac) bytes[i] = 0x80;
    else if (code <= 0xff && (code < 0x80 || code >= 0xa0)) bytes[i] = code;
    else throw new Error(`not in the test: ${text.charAt(i)}`);
  }
  return bytes;
}

const SPANISH_CSV = [
  'Producto;Formato;Precio;IVA',
  'Piñones;1 kg;42,50 €;4',
  'Azúcar moreno;1 kg;1,95 €;10 %',
  'Café molido «Señorío»;1 kg;12,50 €;10',
  'Harina de trigo (25 kg);25 kg;1.234,50 €;4',
  '',
].join('\r\n');
const CSV_MAPPING = { name: 0, quantity: 1, price: 2, vat: 3 };

describe('a CSV saved by Spanish Excel in Windows-1252 (issue 32)', () => {
  it('reads exactly like its UTF-8 twin, with or without BOM, and as UTF-16: inspect and preview, field by field', async () => {
    const cp1252 = windows1252(SPANISH_CSV);
    // The bytes are what Excel writes: "€" is 0x80, "ñ" 0xF1, and they are not valid UTF-8.
    expect(cp1252.includes(0x80)).toBe(true);
    expect(cp1252.includes(0xf1)).toBe(true);
    const twins = {
      'utf-8': Buffer.from(SPANISH_CSV, 'utf8'),
      'utf-8 with BOM': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SPANISH_CSV)]),
      'utf-16 LE': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SPANISH_CSV, 'utf16le')]),
    };

    const inspected = await post<ImportInspectResponse>('inspect', file(cp1252, 'tarifa.csv'));
    expect(inspected).toMatchObject({
      file_type: 'csv',
      header_row: 1,
      columns: ['Producto', 'Formato', 'Precio', 'IVA'],
      rows: [
        ['Piñones', '1 kg', '42,50 €', '4'],
        ['Azúcar moreno', '1 kg', '1,95 €', '10 %'],
        ['Café molido «Señorío»', '1 kg', '12,50 €', '10'],
        ['Harina de trigo (25 kg)', '25 kg', '1.234,50 €', '4'],
      ],
      suggested_mapping: { ...CSV_MAPPING, supplier: null, brand: null, unit: null, waste: null },
    });
    const preview = await post<ImportResult>('preview', {
      ...file(cp1252, 'tarifa.csv'),
      mapping: CSV_MAPPING,
    });
    expect(
      preview.rows.map((row) => [
        row.row,
        row.name,
        row.purchase_quantity,
        row.purchase_unit,
        row.purchase_price,
        row.vat_pct,
        row.messages,
      ]),
    ).toEqual([
      [2, 'Piñones', '1.000', 'kg', '42.5000', '4.00', []],
      [3, 'Azúcar moreno', '1.000', 'kg', '1.9500', '10.00', []],
      [4, 'Café molido «Señorío»', '1.000', 'kg', '12.5000', '10.00', []],
      [5, 'Harina de trigo (25 kg)', '25.000', 'kg', '1234.5000', '4.00', []],
    ]);

    for (const [encoding, bytes] of Object.entries(twins)) {
      const twinInspected = await post<ImportInspectResponse>('inspect', file(bytes, 'tarifa.csv'));
      expect(twinInspected, encoding).toEqual(inspected);
      const twinPreview = await post<ImportResult>('preview', {
        ...file(bytes, 'tarifa.csv'),
        mapping: CSV_MAPPING,
      });
      expect(twinPreview.rows, encoding).toHaveLength(preview.rows.length);
      twinPreview.rows.forEach((row, i) => {
        const cp1252Row = preview.rows[i];
        for (const [field, value] of Object.entries(row)) {
          expect(value, `${encoding}, row ${row.row}, ${field}`).toEqual(
            cp1252Row?.[field as keyof typeof row],
          );
        }
      });
      expect(twinPreview.summary, encoding).toEqual(preview.summary);
    }
  });
});

/** The supplier's sheet: two title rows, a blank row, then the table (prices as numbers). */
async function huertaVivaXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tarifa');
  sheet.getCell('A1').value = 'Tarifa de precios Huerta Viva S.L.';
  sheet.mergeCells('A1:D1');
  sheet.getCell('A2').value = 'Válida desde 01/12/2026';
  sheet.getRow(4).values = ['Producto', 'Formato', 'Precio', 'IVA'];
  sheet.getRow(5).values = ['Tomate pera', '5 kg', 12.5, 0.04];
  sheet.getRow(6).values = ['Aceite de oliva virgen extra', '5 l', 31.2, '4 %'];
  sheet.getRow(7).values = ['Café molido', '1 kg', 13.2, 0.1];
  // Percentages as Excel stores them: 4 % is the number 0.04 shown with a "%" format; the
  // import reads them as the sheet shows them ("4 %"), not as 0.04.
  for (const row of [5, 7]) sheet.getCell(`D${row}`).numFmt = '0%';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HUERTA_HEADER = ['Producto', 'Formato', 'Precio', 'IVA'];

describe('an .xlsx with title rows above its header (issue 32)', () => {
  it('finds the header under the two title rows and reads the rows under it', async () => {
    const xlsx = file(await huertaVivaXlsx(), 'tarifa-huerta-viva.xlsx');
    const inspected = await post<ImportInspectResponse>('inspect', xlsx);
    expect(inspected).toEqual({
      file_type: 'xlsx',
      sheets: ['Tarifa'],
      sheet: 'Tarifa',
      header_row: 4,
      header_candidates: [
        { row: 1, text: 'Tarifa de precios Huerta Viva S.L.' },
        { row: 2, text: 'Válida desde 01/12/2026' },
        { row: 4, text: 'Producto | Formato | Precio | IVA' },
        { row: 5, text: 'Tomate pera | 5 kg | 12.5 | 4 %' },
        { row: 6, text: 'Aceite de oliva virgen extra | 5 l | 31.2 | 4 %' },
      ],
      columns: HUERTA_HEADER,
      rows: [
        ['Tomate pera', '5 kg', '12.5', '4 %'],
        ['Aceite de oliva virgen extra', '5 l', '31.2', '4 %'],
        ['Café molido', '1 kg', '13.2', '10 %'],
      ],
      total_rows: 3,
      suggested_mapping: {
        name: 0,
        supplier: null,
        brand: null,
        quantity: 1,
        unit: null,
        price: 2,
        waste: null,
        vat: 3,
        received: null,
      },
    });

    const preview = await post<ImportResult>('preview', {
      ...xlsx,
      header_row: inspected.header_row,
      mapping: { name: 0, quantity: 1, price: 2, vat: 3 },
    });
    expect(
      preview.rows.map((row) => [row.row, row.name, row.purchase_price, row.vat_pct, row.messages]),
    ).toEqual([
      [5, 'Tomate pera', '12.5000', '4.00', []],
      [6, 'Aceite de oliva virgen extra', '31.2000', '4.00', []],
      [7, 'Café molido', '13.2000', '10.00', []],
    ]);
    // Without header_row the server finds the same header: preview and apply read alike.
    const found = await post<ImportResult>('preview', {
      ...xlsx,
      mapping: { name: 0, quantity: 1, price: 2, vat: 3 },
    });
    expect(found.rows).toEqual(preview.rows);
  });

  it("the chef's header_row wins over the one found, on inspect and preview", async () => {
    const xlsx = file(await huertaVivaXlsx(), 'tarifa-huerta-viva.xlsx');
    const inspected = await post<ImportInspectResponse>('inspect', { ...xlsx, header_row: 2 });
    expect(inspected).toMatchObject({
      header_row: 2,
      columns: ['Válida desde 01/12/2026', '', '', ''],
      // The header found before is now a row of data: the chef sees it and can choose again.
      rows: [
        HUERTA_HEADER,
        ['Tomate pera', '5 kg', '12.5', '4 %'],
        ['Aceite de oliva virgen extra', '5 l', '31.2', '4 %'],
        ['Café molido', '1 kg', '13.2', '10 %'],
      ],
      total_rows: 4,
      suggested_mapping: { name: null, price: null, vat: null },
    });
    expect(inspected.header_candidates.map((candidate) => candidate.row)).toEqual([1, 2, 4, 5, 6]);

    const preview = await post<ImportResult>('preview', {
      ...xlsx,
      header_row: 2,
      mapping: { name: 0, quantity: 1, price: 2 },
    });
    expect(preview.rows.map((row) => [row.row, row.name, row.messages])).toEqual([
      [
        4,
        'Producto',
        [
          'Precio no válido: «Precio» no es un número.',
          'Cantidad no válida: «Formato» no es un formato de compra.',
        ],
      ],
      [5, 'Tomate pera', []],
      [6, 'Aceite de oliva virgen extra', []],
      [7, 'Café molido', []],
    ]);
  });

  it('refuses a header_row that is blank, the last row, or not a number (400 on header_row)', async () => {
    const xlsx = file(await huertaVivaXlsx(), 'tarifa-huerta-viva.xlsx');
    for (const row of [3, 7, 500]) {
      const body = await post('inspect', { ...xlsx, header_row: row }, 400);
      expect(body).toEqual({
        header_row: [
          `La fila ${row} no puede ser la fila de encabezados: elige una de las primeras 15 filas con datos que tengan filas debajo.`,
        ],
      });
    }
    const preview = await post(
      'preview',
      { ...xlsx, header_row: 3, mapping: { name: 0, price: 2 } },
      400,
    );
    expect(Object.keys(preview as object)).toEqual(['header_row']);
    for (const bad of [0, -1, 1.5, '4', 2_000_000]) {
      const body = await post('inspect', { ...xlsx, header_row: bad }, 400);
      expect(body).toEqual({ header_row: ['Elige una fila.'] });
    }
  });
});

describe('a VAT column (issue 32)', () => {
  it('the preview shows each row’s VAT and apply sets it on the products it updates and creates', async () => {
    const chef = await createUser(t.app);
    // Bought before at 10 % by mistake: harina de trigo is 4 % (DOMAIN.md §5).
    const flour = await createProduct(t.app, chef, {
      definition: await definitionId(t.app, chef, 'Harina de trigo'),
      name: 'Harina de trigo',
      supplier: 'Huerta Viva',
      purchase_quantity: '25',
      purchase_unit: 'kg',
      purchase_price: '18.00',
      vat_pct: '10.00',
    });
    const csv = [
      'Producto;Proveedor;Formato;Precio;% IVA',
      'Harina de trigo;Huerta Viva;25 kg;19,50;4 %',
      // A new product whose catalog definition says 10 %: the list's 21 % wins.
      'Café molido;Huerta Viva;1 kg;13,20;21',
      // No VAT in the cell: a new product takes its definition's.
      'Azúcar moreno;Huerta Viva;1 kg;1,95;',
      'Sal marina;Huerta Viva;1 kg;0,80;7',
    ].join('\n');
    const inspected = await callApi(t.app, chef, 'POST', 'ingredient-import/inspect/', {
      ...file(Buffer.from(csv), 'tarifa.csv'),
    });
    const mapping = inspected.json<ImportInspectResponse>().suggested_mapping;
    expect(mapping).toMatchObject({ name: 0, supplier: 1, quantity: 2, price: 3, vat: 4 });
    const request = { ...file(Buffer.from(csv), 'tarifa.csv'), mapping };

    const preview = await callApi(t.app, chef, 'POST', 'ingredient-import/preview/', request);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewRows = preview.json<ImportResult>().rows;
    expect(previewRows.map((row) => [row.row, row.action, row.vat_pct, row.messages])).toEqual([
      [2, 'update', '4.00', []],
      [3, 'create', '21.00', []],
      [4, 'create', null, []],
      [5, 'error', null, ['IVA no válido: «7»; el IVA de compra es 4, 10 o 21 %.']],
    ]);

    const applied = await callApi(t.app, chef, 'POST', 'ingredient-import/apply/', request);
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json<ImportResult>();
    expect(result.rows.map((row) => [row.row, row.action, row.vat_pct])).toEqual(
      previewRows.map((row) => [row.row, row.action, row.vat_pct]),
    );
    const vatOf = async (id: number | undefined) => {
      const response = await callApi(t.app, chef, 'GET', `ingredient-instances/${id}/`);
      return response.json<{ vat_pct: string; purchase_price: string }>();
    };
    expect(await vatOf(flour)).toMatchObject({ vat_pct: '4.00', purchase_price: '19.5000' });
    const created = (row: number) => result.rows.find((r) => r.row === row)?.product?.id;
    expect(await vatOf(created(3))).toMatchObject({ vat_pct: '21.00' });
    expect(await vatOf(created(4))).toMatchObject({ vat_pct: '10.00' });
  });
});
