import { describe, expect, it } from 'vitest';
import { headerFieldsOf } from './invoice-read.pdf-header.ts';
import { locateTable, textRows, type PdfTextItem } from './invoice-read.pdf-table.ts';

/** A text item of 10 pt whose characters are 5 pt wide. */
function item(page: number, x: number, y: number, text: string, size = 10): PdfTextItem {
  return { page, x, y, width: text.length * 5, height: size, text };
}

/** One item per character, as some PDF producers write text. */
function letters(page: number, x: number, y: number, text: string): PdfTextItem[] {
  return Array.from(text).map((char, index) => item(page, x + index * 5, y, char));
}

const COLUMNS = { code: 40, description: 100, quantity: 300, price: 360, total: 440 };

function header(page: number, y: number): PdfTextItem[] {
  return [
    item(page, COLUMNS.code, y, 'Ref.'),
    item(page, COLUMNS.description, y, 'Concepto'),
    item(page, COLUMNS.quantity, y, 'Cant.'),
    item(page, COLUMNS.price, y, 'P. Unit.'),
    item(page, COLUMNS.total, y, 'Importe'),
  ];
}

function line(page: number, y: number, cells: [string, string, string, string, string]) {
  const [code, description, quantity, price, total] = cells;
  return [
    item(page, COLUMNS.code, y, code),
    item(page, COLUMNS.description, y, description),
    // Numbers right-aligned: wider than their header, they start left of it.
    item(page, COLUMNS.quantity + 25 - quantity.length * 5, y, quantity),
    item(page, COLUMNS.price + 40 - price.length * 5, y, price),
    item(page, COLUMNS.total + 35 - total.length * 5, y, total),
  ];
}

describe('textRows', () => {
  it('joins characters into words and cells, keeping word spaces, and splits columns', () => {
    const rows = textRows([
      ...letters(1, 40, 700, 'Merluza'),
      // A word space (3 pt) inside the cell, a column gap (40 pt) after it.
      ...letters(1, 78, 700, 'fresca'),
      item(1, 150, 700.8, '8,40'),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cells.map((cell) => cell.text)).toEqual(['Merluza fresca', '8,40']);
  });

  it('orders rows top to bottom and pages in order', () => {
    const rows = textRows([item(2, 40, 700, 'c'), item(1, 40, 500, 'b'), item(1, 40, 700, 'a')]);
    expect(rows.map((row) => [row.page, row.text])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [2, 'c'],
    ]);
  });
});

describe('locateTable', () => {
  it('reads the lines under the header across pages, skipping the repeated page header and the totals', () => {
    const rows = textRows([
      item(1, 40, 780, 'Conservas del Norte, S.L.'),
      ...header(1, 600),
      ...line(1, 580, ['AT-1', 'Atún claro Lata 1 kg', '6', '9,80', '58,80']),
      item(1, 100, 568, 'en aceite de oliva'),
      ...line(1, 550, ['AN-2', 'Anchoa 00 Lata 500 g', '12', '14,20', '170,40']),
      item(1, 40, 80, 'Suma y sigue'),
      // Page 2: its own heading, the header again, one more line, then the totals.
      item(2, 40, 780, 'Conservas del Norte, S.L. — Página 2 de 2 — Tel. 942 000 000'),
      ...header(2, 600),
      ...line(2, 580, ['PI-3', 'Pimiento del piquillo 12 x 250 g', '2', '31,50', '63,00']),
      item(2, 40, 500, 'Base imponible'),
      item(2, 440, 500, '292,20'),
      item(2, 40, 480, 'Total factura'),
      item(2, 440, 480, '321,42'),
    ]);
    const { table, afterIndexes } = locateTable(rows);
    expect(table.header).toEqual(['Ref.', 'Concepto', 'Cant.', 'P. Unit.', 'Importe']);
    expect(table.rows).toEqual([
      { page: 1, cells: ['AT-1', 'Atún claro Lata 1 kg en aceite de oliva', '6', '9,80', '58,80'] },
      { page: 1, cells: ['AN-2', 'Anchoa 00 Lata 500 g', '12', '14,20', '170,40'] },
      { page: 2, cells: ['PI-3', 'Pimiento del piquillo 12 x 250 g', '2', '31,50', '63,00'] },
    ]);
    expect(table.convention).toBe('comma');
    expect(afterIndexes.map((index) => rows[index]?.text)).toEqual([
      'Suma y sigue',
      'Conservas del Norte, S.L. — Página 2 de 2 — Tel. 942 000 000',
      'Base imponible 292,20',
      'Total factura 321,42',
    ]);
  });

  it('gives the rows as they are, with no header, when none is recognised', () => {
    const { table, headerIndex } = locateTable(
      textRows([item(1, 40, 700, 'Tomate'), item(1, 200, 700, '2,50'), item(1, 40, 680, 'Nota')]),
    );
    expect(headerIndex).toBeNull();
    expect(table).toEqual({
      header: null,
      rows: [{ page: 1, cells: ['Tomate', '2,50'] }],
      convention: 'comma',
    });
  });

  it('reads the convention of a document that writes decimal points', () => {
    const { table } = locateTable(
      textRows([
        ...header(1, 600),
        ...line(1, 580, ['X', 'Harina Saco 25 kg', '1', '14.50', '14.50']),
      ]),
    );
    expect(table.convention).toBe('dot');
  });
});

describe('headerFieldsOf', () => {
  it('reads labelled fields, the buyer by its label, and skips ids with a wrong control character', () => {
    const before = textRows([
      item(1, 40, 800, 'Panadería Artesana Martín'),
      item(1, 40, 785, 'NIF 12345678-Z · Tel. 600 000 000'),
      item(1, 300, 785, 'Nº Factura: 2026/0042'),
      item(1, 300, 770, 'Fecha vencimiento: 30/11/2026'),
      item(1, 300, 755, 'Fecha factura: 5 de noviembre de 2026'),
      item(1, 40, 740, 'Facturar a:'),
      item(1, 40, 725, 'Bar Los Arcos · ES B-28765436'),
      // A CIF with a wrong control digit is not a tax id.
      item(1, 40, 710, 'Ref. proveedor B28765437'),
    ]);
    const after = textRows([item(1, 40, 100, 'BASE IMPONIBLE'), item(1, 400, 100, '1.234,50 €')]);
    expect(headerFieldsOf(before, after, 'Total 1.358,00 €')).toEqual({
      supplierName: 'Panadería Artesana Martín',
      supplierTaxId: '12345678Z',
      buyerTaxId: 'B28765436',
      taxIds: ['12345678Z', 'B28765436'],
      invoiceNumber: '2026/0042',
      issueDate: '2026-11-05',
      currency: 'EUR',
      totals: { net: '1234.50', total: null },
    });
  });

  it('leaves unknown what it does not find', () => {
    expect(headerFieldsOf(textRows([item(1, 40, 800, 'FACTURA')]), [], 'FACTURA')).toEqual({
      supplierName: null,
      supplierTaxId: null,
      buyerTaxId: null,
      taxIds: [],
      invoiceNumber: null,
      issueDate: null,
      currency: null,
      totals: { net: null, total: null },
    });
  });
});
