import { pdfInvoice, pdfInvoiceReadSchema } from '@costeo/domain/supplier-invoice-pdf';
import type { PdfInvoiceRead } from '@costeo/domain/supplier-invoice-pdf';
import { describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  linePrices,
  type ExpectedPrice,
} from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { INVOICE_REFUSALS } from './invoice-read.refusals.ts';
import { readSupplierInvoice } from './invoice-read.ts';

async function readPdf(bytes: Uint8Array): Promise<PdfInvoiceRead> {
  const read = await readSupplierInvoice({ fileName: 'factura.pdf', bytes });
  if (read.kind !== 'pdf') throw new Error('expected a PDF table');
  expect(pdfInvoiceReadSchema.parse(read.pdf)).toEqual(read.pdf);
  return read.pdf;
}

const refusal = (message: string) => ({ status: 400, body: { content_base64: [message] } });

describe('a PDF invoice with a text layer (factura-texto.pdf, made by make-pdf-fixtures.ts)', () => {
  it('finds the header fields: supplier, CIFs with their control digit, number, date, totals', async () => {
    const pdf = await readPdf(invoiceFixture('factura-texto.pdf'));
    expect(pdf.pages).toBe(1);
    expect(pdf.fields).toEqual({
      supplierName: 'Frutas y Verduras Hermanos Pérez, S.L.',
      supplierTaxId: 'B41987652',
      buyerTaxId: 'B28765436',
      taxIds: ['B41987652', 'B28765436'],
      invoiceNumber: 'A-123',
      issueDate: '2026-11-03',
      currency: 'EUR',
      totals: { net: '174.35', total: '182.75' },
    });
  });

  it('exposes the table as cells under its header, a wrapped description joined', async () => {
    const pdf = await readPdf(invoiceFixture('factura-texto.pdf'));
    expect(pdf.table.header).toEqual([
      'Código',
      'Descripción',
      'Cantidad',
      'Ud',
      'Precio',
      'Dto %',
      'IVA %',
      'Importe',
    ]);
    expect(pdf.table.convention).toBe('comma');
    expect(pdf.table.rows.map((row) => row.cells)).toEqual([
      ['TOM-PE', 'Tomate pera', '12,5', 'kg', '1,80', '', '4', '22,50'],
      ['CEB-SA', 'Cebolla Saco 25 kg', '2', 'ud', '17,50', '5', '4', '33,25'],
      ['LIM-MA', 'Limón Malla 5 kg', '3', 'ud', '6,90', '', '4', '20,70'],
      ['PER-MA', 'Perejil manojo', '10', 'ud', '0,45', '', '4', '4,50'],
      ['ACE-GA', 'Aceite de oliva virgen extra Garrafa 5 l', '2', 'ud', '42,50', '', '4', '85,00'],
      ['BOL-BA', 'Bolsas de basura Rollo 25 ud', '4', 'ud', '2,10', '', '21', '8,40'],
    ]);
    expect(pdf.layoutKey).toBe('codigo|descripcion|cantidad|ud|precio|dto %|iva %|importe');
  });

  it('applies the confirmed columns and prices every line per base unit as computed by hand', async () => {
    const pdf = await readPdf(invoiceFixture('factura-texto.pdf'));
    expect(pdf.suggestedMapping).toEqual({
      code: 0,
      description: 1,
      quantity: 2,
      unit: 3,
      unit_price: 4,
      discount: 5,
      vat: 6,
      total: 7,
    });
    // The cook confirms the suggestion (here by header names, as a remembered mapping may be).
    const result = pdfInvoice(pdf, {
      code: 'Código',
      description: 'Descripción',
      quantity: 'Cantidad',
      unit: 'Ud',
      unit_price: 'Precio',
      discount: 'Dto %',
      vat: 'IVA %',
      total: 'Importe',
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.problems).toEqual([]);
    expect(result.invoice).toMatchObject({
      format: 'pdf',
      kind: 'invoice',
      supplier: { name: 'Frutas y Verduras Hermanos Pérez, S.L.', taxId: 'B41987652' },
      number: 'A-123',
      issueDate: '2026-11-03',
      totals: { net: '174.35', vat: '8.40', total: '182.75' },
    });
    expect(linePrices(result.invoice.lines)).toEqual([
      // 12,5 kg; 22,50 / 12,5
      ['TOM-PE', '1.8', 'kg'],
      // 2 × "Saco 25 kg" = 50 kg; 35,00 − 5 % = 33,25 / 50
      ['CEB-SA', '0.665', 'kg'],
      // 3 × "Malla 5 kg" = 15 kg; 20,70 / 15
      ['LIM-MA', '1.38', 'kg'],
      // 10 ud, no format: 4,50 / 10
      ['PER-MA', '0.45', 'ud'],
      // 2 × "Garrafa 5 l" (on the cell's second line) = 10 l; 85,00 / 10
      ['ACE-GA', '8.5', 'l'],
      // 4 × "Rollo 25 ud" = 100 ud; 8,40 / 100
      ['BOL-BA', '0.084', 'ud'],
    ] satisfies ExpectedPrice[]);
  });
});

describe('PDFs Costeo refuses, in Spanish', () => {
  it('a PDF without text (an image-only scan) → read as a scan (OCR, issue 36)', async () => {
    await expect(
      readSupplierInvoice({
        fileName: 'escaneo.pdf',
        bytes: invoiceFixture('escaneo-sin-texto.pdf'),
      }),
    ).resolves.toEqual({ kind: 'scan', source: 'pdf' });
  });

  it('a PDF with a password', async () => {
    await expect(
      readSupplierInvoice({
        fileName: 'f.pdf',
        bytes: invoiceFixture('protegida-con-contrasena.pdf'),
      }),
    ).rejects.toMatchObject(refusal(INVOICE_REFUSALS.pdfPassword));
  });

  it('a damaged PDF', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF');
    await expect(readSupplierInvoice({ fileName: 'f.pdf', bytes: damaged })).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.pdfDamaged),
    );
  });

  it('a PDF of more pages than an invoice has', async () => {
    await expect(
      readSupplierInvoice({ fileName: 'f.pdf', bytes: invoiceFixture('veintiuna-paginas.pdf') }),
    ).rejects.toMatchObject(refusal(INVOICE_REFUSALS.tooManyPages(20)));
  });
});
