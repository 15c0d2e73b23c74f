import { lineAmountMismatch } from '@costeo/domain/purchase-format-price';
import { readInvoiceSchema, type ReadInvoice } from '@costeo/domain/supplier-invoice';
import { describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  invoiceFixtureText,
  linePrices,
  type ExpectedPrice,
} from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { readSupplierInvoice } from './invoice-read.ts';

async function readOne(bytes: Uint8Array): Promise<ReadInvoice> {
  const read = await readSupplierInvoice({ fileName: 'factura.xml', bytes });
  if (read.kind !== 'invoices' || read.invoices.length !== 1 || !read.invoices[0]) {
    throw new Error('expected one invoice');
  }
  expect(readInvoiceSchema.parse(read.invoices[0])).toEqual(read.invoices[0]);
  return read.invoices[0];
}

const text = (xml: string) => new TextEncoder().encode(xml);

describe('UBL 2.1 Invoice (ubl-2.1-invoice.xml)', () => {
  it('reads the header: parties by registration name and VAT id, number, date, totals', async () => {
    const invoice = await readOne(invoiceFixture('ubl-2.1-invoice.xml'));
    expect(invoice).toMatchObject({
      format: 'ubl',
      version: '2.1',
      kind: 'invoice',
      supplier: { name: 'Bodegas y Bebidas Levante, S.L.', taxId: 'B98123474' },
      buyer: { name: 'Restaurante La Alacena, S.L.', taxId: 'B28765436' },
      number: 'BBL-2026-000871',
      series: null,
      issueDate: '2026-11-05',
      currency: 'EUR',
      totals: { net: '361.92', vat: '65.11', total: '427.03' },
    });
  });

  it('reads the lines: SellersItemIdentification, unitCode, AllowanceCharge, ClassifiedTaxCategory', async () => {
    const invoice = await readOne(invoiceFixture('ubl-2.1-invoice.xml'));
    expect(invoice.lines[0]).toMatchObject({
      code: 'VTC-675',
      description: 'Vino tinto crianza Caja 6 x 75 cl — D.O. Utiel-Requena, cosecha 2022',
      unitOfMeasure: { scheme: 'unece', code: 'XBX' },
      vatPct: '21',
    });
    expect(invoice.lines[1]).toEqual({
      code: 'REF-C24',
      description: 'Refresco de cola Pack 24 x 25 cl',
      quantity: '2',
      unitOfMeasure: { scheme: 'unece', code: 'C62' },
      unitPrice: '14.40',
      // 2,88 of 28,80: 10 %, from amount / base (MultiplierFactorNumeric is not trusted).
      discounts: [{ reason: 'Descuento promocional', pct: '10', amount: '2.88' }],
      charges: [],
      vatPct: '21',
      lineTotal: '25.92',
    });
    for (const line of invoice.lines) expect(lineAmountMismatch(line)).toBeNull();
  });

  it('prices every line per base unit as computed by hand', async () => {
    const invoice = await readOne(invoiceFixture('ubl-2.1-invoice.xml'));
    expect(linePrices(invoice.lines)).toEqual([
      // 3 cajas (XBX) "6 x 75 cl" = 13,5 l; 81,00 / 13,5
      ['VTC-675', '6', 'l'],
      // 2 × "Pack 24 x 25 cl" (C62) = 12 l; 28,80 − 2,88 = 25,92 / 12
      ['REF-C24', '2.16', 'l'],
      // 6 kg (KGM): the unit wins over "1 kg" in the name; 99,00 / 6
      ['CAF-G1K', '16.5', 'kg'],
      // 2 barriles (XKG) "Barril 30 l" = 60 l; 156,00 / 60
      ['CER-B30', '2.6', 'l'],
    ] satisfies ExpectedPrice[]);
  });

  it('divides the price by its BaseQuantity (a price per 12 units)', async () => {
    const xml = invoiceFixtureText('ubl-2.1-invoice.xml').replace(
      '<cbc:PriceAmount currencyID="EUR">16.50</cbc:PriceAmount>',
      '<cbc:PriceAmount currencyID="EUR">198.00</cbc:PriceAmount>\n      <cbc:BaseQuantity unitCode="KGM">12</cbc:BaseQuantity>',
    );
    const invoice = await readOne(text(xml));
    expect(invoice.lines[2]?.unitPrice).toBe('16.5');
  });

  it('reads an Invoice typed 381 (credit note) with the credit note sign', async () => {
    const xml = invoiceFixtureText('ubl-2.1-invoice.xml').replace(
      '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
      '<cbc:InvoiceTypeCode>381</cbc:InvoiceTypeCode>',
    );
    const invoice = await readOne(text(xml));
    expect(invoice.kind).toBe('credit_note');
    expect(invoice.totals.total).toBe('-427.03');
  });
});

describe('UBL 2.1 CreditNote (ubl-2.1-credit-note.xml): the negative sense', () => {
  it('is a credit note whose quantities and amounts are negative, prices and rates not', async () => {
    const note = await readOne(invoiceFixture('ubl-2.1-credit-note.xml'));
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'BBL-A-2026-000042',
      issueDate: '2026-11-12',
      corrects: 'BBL-2026-000871',
      supplier: { taxId: 'B98123474' },
      totals: { net: '-60.00', vat: '-8.97', total: '-68.97' },
    });
    expect(
      note.lines.map((line) => [line.quantity, line.unitPrice, line.vatPct, line.lineTotal]),
    ).toEqual([
      ['-1', '27.00', '21', '-27.00'],
      ['-2', '16.50', '10', '-33.00'],
    ]);
    for (const line of note.lines) expect(lineAmountMismatch(line)).toBeNull();
  });

  it('prices its lines like the invoice they correct (−27,00 € for −4,5 l is 6 €/l)', async () => {
    const note = await readOne(invoiceFixture('ubl-2.1-credit-note.xml'));
    expect(linePrices(note.lines)).toEqual([
      ['VTC-675', '6', 'l'],
      ['CAF-G1K', '16.5', 'kg'],
    ] satisfies ExpectedPrice[]);
  });

  it('turns a credit note line discount negative too, so its net still adds up', async () => {
    const xml = invoiceFixtureText('ubl-2.1-credit-note.xml').replace(
      '<cbc:LineExtensionAmount currencyID="EUR">27.00</cbc:LineExtensionAmount>',
      `<cbc:LineExtensionAmount currencyID="EUR">24.30</cbc:LineExtensionAmount>
    <cac:AllowanceCharge>
      <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
      <cbc:Amount currencyID="EUR">2.70</cbc:Amount>
    </cac:AllowanceCharge>`,
    );
    const note = await readOne(text(xml));
    expect(note.lines[0]).toMatchObject({
      lineTotal: '-24.30',
      discounts: [{ reason: null, pct: null, amount: '-2.70' }],
    });
    expect(note.lines[0] && lineAmountMismatch(note.lines[0])).toBeNull();
  });
});

describe('UBL with other prefixes', () => {
  it('reads by namespace, whatever the prefixes (ubl:, no cbc/cac)', async () => {
    const xml = invoiceFixtureText('ubl-2.1-invoice.xml')
      .replaceAll('cbc:', 'b:')
      .replaceAll('xmlns:cbc=', 'xmlns:b=')
      .replaceAll('cac:', 'a:')
      .replaceAll('xmlns:cac=', 'xmlns:a=')
      .replace('<Invoice xmlns=', '<inv:Invoice xmlns:inv=')
      .replace('</Invoice>', '</inv:Invoice>');
    const invoice = await readOne(text(xml));
    expect(invoice.number).toBe('BBL-2026-000871');
    expect(invoice.lines).toHaveLength(4);
  });
});
