import { readFileSync } from 'node:fs';
import { SALES_MAX_ROWS } from '@costeo/domain/contracts/sales';
import { suggestSalesMapping } from '@costeo/domain/sales-columns';
import {
  aggregateSalesByDayAndItem,
  readSalesRows,
  type ParsedSalesRow,
} from '@costeo/domain/sales-import';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { lyingZipBombXlsx, zipBombXlsx } from '../../../test/hostile-xlsx.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestWorkPool } from '../../../test/test-work-pool.ts';
import type { WorkPool } from '../../workers/pool.ts';
import { ZIP_TOO_LARGE } from '../ingredient-import/ingredient-import.files.ts';
import { AGORA_COLUMNS, AGORA_REFUSALS } from './sales-files.agora.ts';
import { readSalesFile, SALES_FILE_REFUSALS, type SalesFile } from './sales-files.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/sales/${name}`, import.meta.url)));
const text = (content: string) => new TextEncoder().encode(content);

/** The file read, its columns suggested, its rows read at 10 % by default. */
function salesOf(file: SalesFile): ParsedSalesRow[] {
  return readSalesRows(file.rows, suggestSalesMapping(file.columns), { defaultVatPct: '10' }).rows;
}
const figures = (rows: ParsedSalesRow[]) =>
  rows.map((r) => [r.date, r.code, r.name, r.units, r.amount, r.vatPct, r.net, r.vat, r.ticket]);

async function refusalOf(bytes: Uint8Array): Promise<unknown> {
  try {
    await readSalesFile({ bytes });
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('the file was accepted');
}
const refusal = (message: string) => ({ status: 400, body: { content_base64: [message] } });

describe('readSalesFile: a Revo-style "Detalle de facturas" (CSV, Windows-1252, ";")', () => {
  it('skips the title rows, decodes ñ and accents, and reads 1.234,56, 21 % and the refund', async () => {
    const file = await readSalesFile({ bytes: fixture('revo-detalle-facturas.csv') });
    expect(file).toMatchObject({ fileType: 'csv', sheets: ['CSV'], sheet: 'CSV' });
    expect(file.columns).toEqual([
      'Fecha',
      'Hora',
      'Nº factura',
      'Código',
      'Producto',
      'Cantidad',
      'Precio',
      'Total',
      '% IVA',
    ]);
    expect(file.rows[0]).toEqual({
      number: 4,
      cells: [
        '05/10/2026',
        '13:42',
        'F-0001',
        '101',
        'Croquetas de jamón',
        '2',
        '8,80',
        '17,60',
        '10',
      ],
    });
    expect(suggestSalesMapping(file.columns)).toEqual({
      date: 0,
      ticket: 2,
      code: 3,
      name: 4,
      units: 5,
      unit_price: 6,
      amount: 7,
      vat_pct: 8,
    });
    const rows = salesOf(file);
    // The totals row at the end ("TOTAL") is not a sale and no error.
    expect(rows.every((r) => r.error === null)).toBe(true);
    expect(figures(rows)).toEqual([
      // 17,60 / 1,10 = 16; 17,60 − 16 = 1,60
      [
        '2026-10-05',
        '101',
        'Croquetas de jamón',
        '2.000',
        '17.60',
        '10.00',
        '16.0000',
        '1.6000',
        'F-0001',
      ],
      // 7,50 / 1,10 = 6,818181… → 6,8182; 7,50 − 6,8182 = 0,6818
      ['2026-10-05', '202', 'Caña', '3.000', '7.50', '10.00', '6.8182', '0.6818', 'F-0001'],
      // 1 234,56 / 1,10 = 1 122,327272… → 1 122,3273; 1 234,56 − 1 122,3273 = 112,2327
      [
        '2026-10-05',
        '310',
        'Menú del día',
        '96.000',
        '1234.56',
        '10.00',
        '1122.3273',
        '112.2327',
        'F-0002',
      ],
      // 14,52 / 1,21 = 12; 14,52 − 12 = 2,52
      [
        '2026-10-05',
        '501',
        'Botella de vino para llevar',
        '1.000',
        '14.52',
        '21.00',
        '12.0000',
        '2.5200',
        'F-0003',
      ],
      // 36,30 / 1,21 = 30; 36,30 − 30 = 6,30
      [
        '2026-10-05',
        '601',
        'Camiseta de la casa',
        '2.000',
        '36.30',
        '21.00',
        '30.0000',
        '6.3000',
        'F-0003',
      ],
      // 35,20 / 1,10 = 32
      [
        '2026-10-06',
        '101',
        'Croquetas de jamón',
        '4.000',
        '35.20',
        '10.00',
        '32.0000',
        '3.2000',
        'F-0004',
      ],
      // 13,20 / 1,10 = 12
      ['2026-10-06', '', 'Piña colada', '2.000', '13.20', '10.00', '12.0000', '1.2000', 'F-0004'],
      // The refund: −8,80 / 1,10 = −8
      [
        '2026-10-06',
        '101',
        'Croquetas de jamón',
        '-1.000',
        '-8.80',
        '10.00',
        '-8.0000',
        '-0.8000',
        'R-0001',
      ],
    ]);
    const days = aggregateSalesByDayAndItem(rows);
    expect(days.map((d) => [d.date, d.itemKey, d.units, d.gross, d.net, d.vat])).toEqual([
      ['2026-10-05', 'c:101', '2.000', '17.60', '16.0000', '1.6000'],
      ['2026-10-05', 'c:202', '3.000', '7.50', '6.8182', '0.6818'],
      ['2026-10-05', 'c:310', '96.000', '1234.56', '1122.3273', '112.2327'],
      ['2026-10-05', 'c:501', '1.000', '14.52', '12.0000', '2.5200'],
      ['2026-10-05', 'c:601', '2.000', '36.30', '30.0000', '6.3000'],
      // 4 − 1 = 3 units; 35,20 − 8,80 = 26,40; 32 − 8 = 24
      ['2026-10-06', 'c:101', '3.000', '26.40', '24.0000', '2.4000'],
      ['2026-10-06', 'n:pina colada', '2.000', '13.20', '12.0000', '1.2000'],
    ]);
    // 2 + 3 + 96 + 1 + 2 + 4 + 2 − 1 = 109 units, 1 350,08 € with VAT (the file's own total row),
    // 16 + 6,8182 + 1 122,3273 + 12 + 30 + 32 + 12 − 8 = 1 223,1455 € net.
    const sum = (pick: (r: ParsedSalesRow) => string | null) =>
      rows.reduce((total, r) => total + Number(pick(r)) * 10_000, 0) / 10_000;
    expect(sum((r) => r.units)).toBe(109);
    expect(sum((r) => r.amount)).toBe(1350.08);
    expect(sum((r) => r.net)).toBe(1223.1455);
  });
});

describe('readSalesFile: other separators and encodings of a CSV', () => {
  it('reads the Revo export tab-separated in UTF-16 exactly as the ";" one in Windows-1252', async () => {
    const revo = await readSalesFile({ bytes: fixture('revo-detalle-facturas.csv') });
    const asText = new TextDecoder('windows-1252').decode(fixture('revo-detalle-facturas.csv'));
    const utf16 = new Uint8Array(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(asText.replaceAll(';', '\t'), 'utf16le'),
      ]),
    );
    const tabbed = await readSalesFile({ bytes: utf16 });
    expect(tabbed.columns).toEqual(revo.columns);
    expect(tabbed.rows).toEqual(revo.rows);
    expect(figures(salesOf(tabbed))).toEqual(figures(salesOf(revo)));
  });

  it('reads a "," separated export with decimal points and a quoted name holding a comma', async () => {
    const csv = [
      'Fecha,Producto,Unidades,Importe,IVA',
      '2026-10-05,Croquetas de jamón,2,17.60,10',
      '2026-10-05,"Bravas, alioli",1,6.60,10',
      '2026-10-05,Botella de vino,1,14.52,21',
      '2026-10-06,Caña,-1,-2.50,10',
    ].join('\n');
    const rows = salesOf(await readSalesFile({ bytes: text(csv) }));
    expect(rows.every((r) => r.error === null)).toBe(true);
    expect(rows.map((r) => [r.date, r.name, r.units, r.amount, r.vatPct, r.net])).toEqual([
      // 17,60 / 1,10 = 16
      ['2026-10-05', 'Croquetas de jamón', '2.000', '17.60', '10.00', '16.0000'],
      // 6,60 / 1,10 = 6
      ['2026-10-05', 'Bravas, alioli', '1.000', '6.60', '10.00', '6.0000'],
      // 14,52 / 1,21 = 12
      ['2026-10-05', 'Botella de vino', '1.000', '14.52', '21.00', '12.0000'],
      // The refund: −2,50 / 1,10 = −2,272727… → −2,2727
      ['2026-10-06', 'Caña', '-1.000', '-2.50', '10.00', '-2.2727'],
    ]);
  });
});

/** An .xlsx as a till's back office exports it: a title row, a blank row, then the table. */
async function xlsxWithTitle(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ventas por artículo');
  sheet.addRow(['Ventas por artículo · octubre de 2026']);
  sheet.addRow([]);
  sheet.addRow(['Fecha', 'Artículo', 'Uds', 'Importe']);
  const rows: [Date, string, number, number][] = [
    [new Date(Date.UTC(2026, 9, 5)), 'Tortilla de patatas', 5, 42.5],
    [new Date(Date.UTC(2026, 9, 5)), 'Agua mineral', 4, 8],
    [new Date(Date.UTC(2026, 9, 6)), 'Tortilla de patatas', -1, -8.5],
  ];
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
    row.getCell(4).numFmt = '#,##0.00 "€"';
  }
  sheet.addRow(['Total', '', 8, 42]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readSalesFile: an .xlsx with a title row above the header', () => {
  it('finds the header under the title, reads date cells as dates and amounts without VAT column at 10 %', async () => {
    const file = await readSalesFile({ bytes: await xlsxWithTitle() });
    expect(file).toMatchObject({
      fileType: 'xlsx',
      sheets: ['Ventas por artículo'],
      sheet: 'Ventas por artículo',
      columns: ['Fecha', 'Artículo', 'Uds', 'Importe'],
    });
    expect(file.rows[0]).toEqual({
      number: 4,
      cells: ['2026-10-05', 'Tortilla de patatas', '5', '42.5'],
    });
    const rows = salesOf(file);
    expect(rows.every((r) => r.error === null)).toBe(true);
    expect(figures(rows)).toEqual([
      // 42,50 / 1,10 = 38,636363… → 38,6364; 42,50 − 38,6364 = 3,8636
      ['2026-10-05', '', 'Tortilla de patatas', '5.000', '42.50', '10.00', '38.6364', '3.8636', ''],
      // 8 / 1,10 = 7,272727… → 7,2727; 8 − 7,2727 = 0,7273
      ['2026-10-05', '', 'Agua mineral', '4.000', '8.00', '10.00', '7.2727', '0.7273', ''],
      // The refund: −8,50 / 1,10 = −7,727272… → −7,7273; −8,50 + 7,7273 = −0,7727
      [
        '2026-10-06',
        '',
        'Tortilla de patatas',
        '-1.000',
        '-8.50',
        '10.00',
        '-7.7273',
        '-0.7727',
        '',
      ],
    ]);
  });
});

describe('readSalesFile: an Ágora-style XML day', () => {
  it('reads every line sold, attribute or element, at the business day’s date', async () => {
    const file = await readSalesFile({ bytes: fixture('agora-dia.xml') });
    expect(file).toMatchObject({ fileType: 'agora_xml', sheets: ['XML'], sheet: 'XML' });
    expect(file.columns).toEqual([...AGORA_COLUMNS]);
    expect(file.rows).toEqual([
      {
        number: 1,
        cells: ['2026-10-05', '101', 'Croquetas de jamón', '2', '17,60', '10', 'T-1024'],
      },
      { number: 2, cells: ['2026-10-05', '202', 'Caña', '3', '7,50', '10', 'T-1024'] },
      {
        number: 3,
        cells: ['2026-10-05', '303', 'Bravas & alioli', '1', '6,60', '10,00', 'T-1024'],
      },
      // The product inside <Product>, the rate inside <Tax>.
      {
        number: 4,
        cells: ['2026-10-05', '501', 'Botella de vino para llevar', '1', '14,52', '21', 'T-1025'],
      },
      // A refund with a unit price only: −1 × 8,80. Its ticket closed after midnight: same day.
      {
        number: 5,
        cells: ['2026-10-05', '101', 'Croquetas de jamón', '-1', '-8,80', '10', 'T-1025'],
      },
    ]);
    const rows = salesOf(file);
    expect(figures(rows)).toEqual([
      [
        '2026-10-05',
        '101',
        'Croquetas de jamón',
        '2.000',
        '17.60',
        '10.00',
        '16.0000',
        '1.6000',
        'T-1024',
      ],
      ['2026-10-05', '202', 'Caña', '3.000', '7.50', '10.00', '6.8182', '0.6818', 'T-1024'],
      [
        '2026-10-05',
        '303',
        'Bravas & alioli',
        '1.000',
        '6.60',
        '10.00',
        '6.0000',
        '0.6000',
        'T-1024',
      ],
      // 14,52 / 1,21 = 12
      [
        '2026-10-05',
        '501',
        'Botella de vino para llevar',
        '1.000',
        '14.52',
        '21.00',
        '12.0000',
        '2.5200',
        'T-1025',
      ],
      [
        '2026-10-05',
        '101',
        'Croquetas de jamón',
        '-1.000',
        '-8.80',
        '10.00',
        '-8.0000',
        '-0.8000',
        'T-1025',
      ],
    ]);
    // Croquetas: 2 − 1 = 1 unit, 17,60 − 8,80 = 8,80 €, 16 − 8 = 8 € net.
    expect(aggregateSalesByDayAndItem(rows)[0]).toMatchObject({
      itemKey: 'c:101',
      units: '1.000',
      gross: '8.80',
      net: '8.0000',
    });
  });

  it('reads a day whose values are all elements, in UTF-16, with a namespace', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-16"?>
      <a:DayExport xmlns:a="urn:example:agora">
        <a:WorkDay>05/10/2026</a:WorkDay>
        <a:Tickets><a:Ticket><a:Id>77</a:Id>
          <a:Item><a:Code>9</a:Code><a:Name>Caña</a:Name><a:Units>1</a:Units><a:Total>2.50</a:Total></a:Item>
        </a:Ticket></a:Tickets>
      </a:DayExport>`;
    const bytes = new Uint8Array(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]),
    );
    const file = await readSalesFile({ bytes });
    expect(file.rows).toEqual([
      { number: 1, cells: ['05/10/2026', '9', 'Caña', '1', '2,50', '', '77'] },
    ]);
  });
});

describe('readSalesFile refuses hostile and wrong files with a Spanish 400', () => {
  it('an XML bomb (billion laughs) and an external entity', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<Day Date="2026-10-05"><Line Name="&lol3;" Quantity="1" Total="1"/></Day>`;
    const external = `<?xml version="1.0"?>
<!DOCTYPE day [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Day Date="2026-10-05"><Line Name="&xxe;" Quantity="1" Total="1"/></Day>`;
    await expect(refusalOf(text(laughs))).resolves.toEqual(refusal(AGORA_REFUSALS.doctype));
    await expect(refusalOf(text(external))).resolves.toEqual(refusal(AGORA_REFUSALS.doctype));
  });

  it('an XML cut short, nested too deep, made of nothing but tags, or with no line sold', async () => {
    const day = new TextDecoder().decode(fixture('agora-dia.xml'));
    await expect(refusalOf(text(day.slice(0, day.length / 2)))).resolves.toMatchObject({
      status: 400,
      body: { content_base64: [expect.stringMatching(/^El XML está mal formado o incompleto/)] },
    });
    await expect(
      refusalOf(text(`${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`)),
    ).resolves.toEqual(refusal(AGORA_REFUSALS.tooDeep));
    await expect(refusalOf(text(`<a>${'<b/>'.repeat(1_600_000)}</a>`))).resolves.toEqual(
      refusal(AGORA_REFUSALS.tooManyParts),
    );
    await expect(refusalOf(text('<html><body><p>Hola</p></body></html>'))).resolves.toEqual(
      refusal(AGORA_REFUSALS.noLines),
    );
  });

  it('an XML day of more lines than the limit', async () => {
    const named = `<Day Date="2026-10-05">${'<L Code="1" Quantity="1" Total="1"/>'.repeat(SALES_MAX_ROWS + 1)}</Day>`;
    await expect(refusalOf(text(named))).resolves.toEqual(refusal(AGORA_REFUSALS.tooManyLines));
  });

  it('an .xlsx zip bomb, before inflating it', async () => {
    await expect(refusalOf(zipBombXlsx())).resolves.toEqual(refusal(ZIP_TOO_LARGE));
    await expect(refusalOf(lyingZipBombXlsx())).resolves.toMatchObject({ status: 400 });
  });

  it('a CSV with a quote left open', async () => {
    const csv = `Fecha;Artículo;Uds;Importe\n05/10/2026;"Croquetas;2;17,60\n${'05/10/2026;Caña;1;2,50\n'.repeat(1_000)}`;
    await expect(refusalOf(text(csv))).resolves.toMatchObject({
      status: 400,
      body: { content_base64: [expect.stringMatching(/comillas/)] },
    });
  });

  it('garbage, a PDF, an empty file', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    await expect(refusalOf(garbage)).resolves.toEqual(refusal(SALES_FILE_REFUSALS.unknownType));
    await expect(refusalOf(text('%PDF-1.7\n1 0 obj'))).resolves.toEqual(
      refusal(SALES_FILE_REFUSALS.pdf),
    );
    await expect(refusalOf(new Uint8Array(0))).resolves.toEqual(
      refusal('El archivo está vacío: no tiene filas.'),
    );
  });
});

describe('readSalesFile limits', () => {
  it('reads a CSV of 50 000 rows (a price list stops at 2 000) and refuses one more', async () => {
    const line = (i: number) => `05/10/2026;${i % 300};Plato ${i % 300};1;12,50`;
    const lines = (count: number) =>
      [
        'Fecha;Código;Artículo;Uds;Importe',
        ...Array.from({ length: count }, (_, i) => line(i)),
      ].join('\n');
    const file = await readSalesFile({ bytes: text(lines(SALES_MAX_ROWS)) });
    expect(file.rows).toHaveLength(SALES_MAX_ROWS);
    await expect(refusalOf(text(lines(SALES_MAX_ROWS + 1)))).resolves.toEqual(
      refusal(
        `El archivo tiene más de ${SALES_MAX_ROWS} filas; el máximo es ${SALES_MAX_ROWS}. Divídelo en varios archivos.`,
      ),
    );
  });
});

describe("the worker task 'read-sales'", () => {
  const pools: WorkPool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('reads a 5 MB CSV of 50 000 rows within the import limit, and refuses hostile files', async () => {
    const pool = createTestWorkPool({ threads: 1 });
    pools.push(pool);
    const filler = 'x'.repeat(40);
    const body = Array.from(
      { length: SALES_MAX_ROWS },
      (_, i) =>
        `05/10/2026;13:${String(i % 60).padStart(2, '0')};F-${i};${i % 400};Plato ${i % 400} ${filler};2;6,25;12,50;10`,
    );
    const csv = text(
      ['Fecha;Hora;Nº factura;Código;Artículo;Uds;Precio;Total;IVA', ...body].join('\r\n'),
    );
    expect(csv.byteLength).toBeGreaterThan(4.5 * 2 ** 20);
    expect(csv.byteLength).toBeLessThanOrEqual(5 * 2 ** 20);
    // The whole reading in the thread: the table, the mapping suggested, every row interpreted
    // and summed per day and item. 50 000 rows of 2 × 6,25 € = 625 000,00 € at 10 %: net
    // 625 000 / 1,10 = 568 181,8181…; 400 items on one day.
    const options = { remembered: {}, defaultVatPct: '10' };
    const file = await pool.run('read-sales', { bytes: csv, ...options }, { limit: 'import' });
    expect(file.read).toMatchObject({
      rows_total: SALES_MAX_ROWS,
      rows_valid: SALES_MAX_ROWS,
      units: '100000.000',
      gross_revenue: '625000.00',
      net_revenue: '568181.82',
    });
    expect(file.groups).toHaveLength(400);

    const day = await pool.run(
      'read-sales',
      { bytes: fixture('agora-dia.xml'), ...options },
      { limit: 'import' },
    );
    expect(day.read?.rows_total).toBe(5);
    const refused = await pool
      .run('read-sales', { bytes: zipBombXlsx(), ...options }, { limit: 'import' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject(refusal(ZIP_TOO_LARGE));
  });
});
