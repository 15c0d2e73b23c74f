import { describe, expect, it } from 'vitest';
import { pricePerBaseUnit } from './purchase-format-price.ts';
import {
  applyPdfColumnMapping,
  headerField,
  pdfInvoice,
  pdfLayoutKey,
  suggestPdfColumnMapping,
  type PdfInvoiceRead,
  type PdfTable,
} from './supplier-invoice-pdf.ts';
import { readInvoiceSchema } from './supplier-invoice.ts';

const HEADER = ['Código', 'Descripción', 'Cantidad', 'Ud', 'Precio', 'Dto %', 'IVA %', 'Importe'];

const table: PdfTable = {
  header: HEADER,
  convention: 'comma',
  rows: [
    { page: 1, cells: ['CEB-SA', 'Cebolla Saco 25 kg', '2', 'ud', '17,50', '5', '4', '33,25'] },
    { page: 1, cells: ['PER-MA', 'Perejil manojo', '10', 'ud', '0,45', '', '4', '4,50'] },
    { page: 1, cells: ['TOM-PE', 'Tomate pera', '1.250', 'kg', '1,80', '', '4', ''] },
    { page: 2, cells: ['', 'Portes', '', '', '', '', '', '3,00'] },
    { page: 2, cells: ['X', '', '1', 'ud', '1', '', '', '1'] },
    { page: 2, cells: ['Y', 'Limón', 'dos', 'kg', '1', '', '', '2'] },
  ],
};

describe('headerField and suggestPdfColumnMapping', () => {
  it.each([
    ['Código', 'code'],
    ['Ref.', 'code'],
    ['Descripción', 'description'],
    ['CONCEPTO', 'description'],
    ['Cant.', 'quantity'],
    ['Ud', 'unit'],
    ['Precio', 'unit_price'],
    ['P. Unit.', 'unit_price'],
    ['Dto %', 'discount'],
    ['% Dto.', 'discount'],
    ['IVA %', 'vat'],
    ['Importe', 'total'],
    ['Observaciones', null],
  ])('%s names %s', (text, field) => {
    expect(headerField(text)).toBe(field);
  });

  it('suggests every column of the usual layout, and nothing without description, quantity and price', () => {
    expect(suggestPdfColumnMapping(HEADER)).toEqual({
      code: 0,
      description: 1,
      quantity: 2,
      unit: 3,
      unit_price: 4,
      discount: 5,
      vat: 6,
      total: 7,
    });
    expect(suggestPdfColumnMapping(['Descripción', 'Importe'])).toBeNull();
  });

  it('keys a layout by its normalised header', () => {
    expect(pdfLayoutKey(HEADER)).toBe('codigo|descripcion|cantidad|ud|precio|dto %|iva %|importe');
    expect(pdfLayoutKey(null)).toBeNull();
  });
});

describe('applyPdfColumnMapping', () => {
  const mapping = {
    code: 'Código',
    description: 1,
    quantity: 'cantidad',
    unit: 3,
    unit_price: 'Precio',
    discount: 5,
    vat: 'IVA %',
    total: 7,
  };

  it('maps columns by index or header, reads Spanish numbers, and reports rows it cannot read', () => {
    const mapped = applyPdfColumnMapping(table, mapping);
    if (!mapped.ok) throw new Error(mapped.reason);
    expect(mapped.lines.map((line) => [line.code, line.quantity, line.lineTotal])).toEqual([
      ['CEB-SA', '2', '33.25'],
      ['PER-MA', '10', '4.50'],
      // "1.250" is 1 250 in a comma document; with no Importe the net is 1 250 × 1,80.
      ['TOM-PE', '1250', '2250'],
    ]);
    expect(mapped.lines[0]).toMatchObject({
      unitOfMeasure: { scheme: 'text', code: 'ud' },
      unitPrice: '17.50',
      discounts: [{ reason: null, pct: '5', amount: null }],
      vatPct: '4',
    });
    expect(mapped.problems).toEqual([
      { row: 4, page: 2, reason: 'Portes: falta la cantidad.' },
      { row: 5, page: 2, reason: 'La fila no tiene descripción.' },
      { row: 6, page: 2, reason: 'Limón: La cantidad «dos» no es un número.' },
    ]);
  });

  it('prices a mapped line per base unit: 2 sacos of 25 kg, 35,00 − 5 % = 33,25 € / 50 kg = 0,665 €/kg', () => {
    const mapped = applyPdfColumnMapping(table, mapping);
    const result = mapped.ok && mapped.lines[0] ? pricePerBaseUnit(mapped.lines[0]) : null;
    expect(result?.ok && result.display.value.toString()).toBe('0.665');
  });

  it('refuses a mapping naming a column the table does not have', () => {
    expect(applyPdfColumnMapping(table, { ...mapping, total: 'Neto' })).toEqual({
      ok: false,
      reason: 'La columna «Neto» no está en la tabla de la factura.',
    });
  });
});

describe('pdfInvoice', () => {
  it('builds a ReadInvoice from the header fields and the mapped lines', () => {
    const read: PdfInvoiceRead = {
      pages: 1,
      fields: {
        supplierName: 'Frutas y Verduras Hermanos Pérez, S.L.',
        supplierTaxId: 'B41987652',
        buyerTaxId: 'B28765436',
        taxIds: ['B41987652', 'B28765436'],
        invoiceNumber: 'A-123',
        issueDate: '2026-11-03',
        currency: 'EUR',
        totals: { net: '37.75', total: '39.26' },
      },
      table: { ...table, rows: table.rows.slice(0, 2) },
      suggestedMapping: suggestPdfColumnMapping(HEADER),
      layoutKey: pdfLayoutKey(HEADER),
    };
    const result = pdfInvoice(
      read,
      read.suggestedMapping ?? { description: 1, quantity: 2, unit_price: 4 },
    );
    if (!result.ok) throw new Error(result.reason);
    expect(readInvoiceSchema.parse(result.invoice)).toEqual(result.invoice);
    expect(result.invoice).toMatchObject({
      format: 'pdf',
      kind: 'invoice',
      supplier: { name: 'Frutas y Verduras Hermanos Pérez, S.L.', taxId: 'B41987652' },
      number: 'A-123',
      issueDate: '2026-11-03',
      totals: { net: '37.75', vat: '1.51', total: '39.26' },
    });
    expect(result.invoice.lines).toHaveLength(2);
  });
});
