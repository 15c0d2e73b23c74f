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

async function readInvoices(bytes: Uint8Array, fileName = 'factura.xml'): Promise<ReadInvoice[]> {
  const read = await readSupplierInvoice({ fileName, bytes });
  if (read.kind !== 'invoices') throw new Error(`expected invoices, got ${read.kind}`);
  // Every reader's answer is the domain's shape.
  for (const invoice of read.invoices) expect(readInvoiceSchema.parse(invoice)).toEqual(invoice);
  return read.invoices;
}

async function readOne(bytes: Uint8Array, fileName?: string): Promise<ReadInvoice> {
  const [invoice, ...others] = await readInvoices(bytes, fileName);
  expect(others).toHaveLength(0);
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

const text = (xml: string) => new TextEncoder().encode(xml);

describe('Facturae 3.2.2 (facturae-3.2.2.xml: 6 lines, a line discount, VAT 10 % and 21 %)', () => {
  it('reads the header: supplier, buyer, number, series, date, currency, totals', async () => {
    const invoice = await readOne(invoiceFixture('facturae-3.2.2.xml'));
    expect(invoice).toMatchObject({
      format: 'facturae',
      version: '3.2.2',
      kind: 'invoice',
      // "ESB46123451" in the file: the ES VAT prefix goes, the CIF's control digit is right.
      supplier: { name: 'Distribuciones Hosteleras del Sur, S.L.', taxId: 'B46123451' },
      buyer: { name: 'Restaurante La Alacena, S.L.', taxId: 'B28765436' },
      number: '0153',
      series: 'A2026-',
      issueDate: '2026-11-03',
      currency: 'EUR',
      corrects: null,
      totals: { net: '230.21', vat: '28.50', total: '258.71' },
    });
  });

  it('reads each line: code, description, quantity, unit code, price, discount, VAT, net', async () => {
    const invoice = await readOne(invoiceFixture('facturae-3.2.2.xml'));
    expect(invoice.lines).toHaveLength(6);
    expect(invoice.lines[0]).toEqual({
      code: 'GIR-6X1',
      description: 'Aceite de girasol alto oleico Caja 6 x 1 L',
      quantity: '4.0',
      unitOfMeasure: { scheme: 'facturae', code: '06' },
      unitPrice: '7.20',
      discounts: [{ reason: 'Descuento por volumen', pct: '5.00', amount: '1.44' }],
      charges: [],
      vatPct: '10.00',
      lineTotal: '27.36',
    });
    expect(invoice.lines.map((line) => line.vatPct)).toEqual([
      '10.00',
      '10.00',
      '10.00',
      '10.00',
      '10.00',
      '21.00',
    ]);
    for (const line of invoice.lines) expect(lineAmountMismatch(line)).toBeNull();
  });

  it('prices every line per base unit as computed by hand', async () => {
    const invoice = await readOne(invoiceFixture('facturae-3.2.2.xml'));
    const expected: ExpectedPrice[] = [
      // 4 cajas "6 x 1 L" at 7,20 − 5 % = 27,36 € / 24 l
      ['GIR-6X1', '1.14', 'l'],
      // 3 × "Saco 5 kg" (01 unidades) = 15 kg; 20,25 / 15
      ['MAC-5K', '1.35', 'kg'],
      // 12,5 kg (03 kilogramos); 80,00 / 12,5
      ['POL-PEC', '6.4', 'kg'],
      // 10 × "Pack 6 x 1,5 L" = 90 l; 19,80 / 90
      ['AGU-6X15', '0.22', 'l'],
      // 5 bandejas (07) × 30 ud = 150 ud; 33,00 / 150
      ['CRO-J30', '0.22', 'ud'],
      // 2 garrafas (20) × 10 l = 20 l; 49,80 / 20
      ['DET-10L', '2.49', 'l'],
    ];
    expect(linePrices(invoice.lines)).toEqual(expected);
  });

  it('reads the signed .xsig exactly like the plain file, the signature ignored', async () => {
    const plain = await readOne(invoiceFixture('facturae-3.2.2.xml'));
    const signed = await readOne(invoiceFixture('facturae-3.2.2.xsig'), 'factura.xsig');
    expect(invoiceFixtureText('facturae-3.2.2.xsig')).toContain('<ds:SignatureValue');
    expect(signed).toEqual(plain);
  });

  it('reads an enveloping signature (the invoice inside ds:Object) too', async () => {
    const inner = invoiceFixtureText('facturae-3.2.2.xml').replace(/^<\?xml[^>]*>\s*/, '');
    const enveloping = `<?xml version="1.0" encoding="UTF-8"?>
<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo/>
<ds:Object>${inner}</ds:Object></ds:Signature>`;
    const invoice = await readOne(text(enveloping));
    expect(invoice.number).toBe('0153');
    expect(invoice.lines).toHaveLength(6);
  });
});

describe('Facturae 3.2.1 (facturae-3.2.1.xml: a fishmonger, kg, cajas, bolsas, docenas)', () => {
  it('reads the header, a person as buyer, and an amount-only discount', async () => {
    const invoice = await readOne(invoiceFixture('facturae-3.2.1.xml'));
    expect(invoice).toMatchObject({
      version: '3.2.1',
      supplier: { name: 'Pescados Cantábrico, S.A.', taxId: 'A03456787' },
      buyer: { name: 'Lucía Martín Ortega', taxId: '12345678Z' },
      number: '4410',
      series: 'PC26',
      issueDate: '2026-10-28',
      totals: { net: '215.13', vat: '21.51', total: '236.64' },
    });
    expect(invoice.lines[1]?.discounts).toEqual([
      { reason: 'Promoción de temporada', pct: null, amount: '2.67' },
    ]);
    for (const line of invoice.lines) expect(lineAmountMismatch(line)).toBeNull();
  });

  it('prices every line per base unit as computed by hand', async () => {
    const invoice = await readOne(invoiceFixture('facturae-3.2.1.xml'));
    expect(linePrices(invoice.lines)).toEqual([
      // 8,4 kg; 96,60 / 8,4
      ['MER-PIN', '11.5', 'kg'],
      // 3 cajas (06) of "Caja 2 kg" = 6 kg; 53,40 − 2,67 = 50,73 / 6
      ['LAN-C2K', '8.455', 'kg'],
      // 4 bolsas (10) of "Malla 1 kg" = 4 kg; 39,00 / 4
      ['ALM-M1', '9.75', 'kg'],
      // 2 docenas (18) = 24 ud; 28,80 / 24
      ['OST-RIZ', '1.2', 'ud'],
    ] satisfies ExpectedPrice[]);
  });
});

describe('Facturae 3.2, batches and rectificativas', () => {
  const v321 = invoiceFixtureText('facturae-3.2.1.xml');

  it('reads Facturae 3.2 by its namespace (the same elements as 3.2.1)', async () => {
    const v32 = v321
      .replace(
        'http://www.facturae.es/Facturae/2014/v3.2.1/Facturae',
        'http://www.facturae.es/Facturae/2009/v3.2/Facturae',
      )
      .replace('<SchemaVersion>3.2.1</SchemaVersion>', '<SchemaVersion>3.2</SchemaVersion>');
    const invoice = await readOne(text(v32));
    expect(invoice.version).toBe('3.2');
    expect(linePrices(invoice.lines)[0]).toEqual(['MER-PIN', '11.5', 'kg']);
  });

  it('refuses an older Facturae (3.1) by name', async () => {
    const v31 = v321.replace(
      'http://www.facturae.es/Facturae/2014/v3.2.1/Facturae',
      'http://www.facturae.es/Facturae/2007/v3.1/Facturae',
    );
    await expect(readInvoices(text(v31))).rejects.toMatchObject({
      status: 400,
      body: { content_base64: [expect.stringMatching(/versiones 3.2, 3.2.1 y 3.2.2/)] },
    });
  });

  it('reads every invoice of a batch ("lote"), each with the shared parties', async () => {
    const invoiceXml = /<Invoice>[\s\S]*<\/Invoice>/.exec(v321)?.[0] ?? '';
    const second = invoiceXml.replace(
      '<InvoiceNumber>4410</InvoiceNumber>',
      '<InvoiceNumber>4411</InvoiceNumber>',
    );
    const batch = v321.replace(invoiceXml, `${invoiceXml}\n${second}`);
    const invoices = await readInvoices(text(batch));
    expect(invoices.map((invoice) => [invoice.number, invoice.supplier.taxId])).toEqual([
      ['4410', 'A03456787'],
      ['4411', 'A03456787'],
    ]);
  });

  it('reads a rectificativa giving money back as a credit note, with its own negative figures', async () => {
    const corrective = v321
      .replace(
        '<InvoiceClass>OO</InvoiceClass>',
        `<InvoiceClass>OR</InvoiceClass>
        <Corrective>
          <InvoiceNumber>4380</InvoiceNumber>
          <InvoiceSeriesCode>PC26</InvoiceSeriesCode>
          <ReasonCode>01</ReasonCode>
          <ReasonDescription>Número de la factura</ReasonDescription>
          <TaxPeriod><StartDate>2026-10-01</StartDate><EndDate>2026-10-31</EndDate></TaxPeriod>
          <CorrectionMethod>01</CorrectionMethod>
          <CorrectionMethodDescription>Rectificación íntegra</CorrectionMethodDescription>
        </Corrective>`,
      )
      .replace('<Quantity>8.4</Quantity>', '<Quantity>-8.4</Quantity>')
      .replace(/<GrossAmount>96.60<\/GrossAmount>/, '<GrossAmount>-96.60</GrossAmount>')
      .replace('<InvoiceTotal>236.64</InvoiceTotal>', '<InvoiceTotal>-106.26</InvoiceTotal>');
    const invoice = await readOne(text(corrective));
    expect(invoice).toMatchObject({ kind: 'credit_note', corrects: 'PC264380' });
    expect(invoice.lines[0]).toMatchObject({ quantity: '-8.4', lineTotal: '-96.60' });
    // −96,60 € for −8,4 kg: the same 11,50 €/kg as bought.
    expect(linePrices(invoice.lines)[0]).toEqual(['MER-PIN', '11.5', 'kg']);
  });

  it('refuses a line without a quantity, or with one that is not a number, naming the line', async () => {
    const missing = v321.replace('<Quantity>3</Quantity>', '');
    await expect(readInvoices(text(missing))).rejects.toMatchObject({
      body: { content_base64: ['Falta la cantidad en la línea 2.'] },
    });
    const wrong = v321.replace('<Quantity>3</Quantity>', '<Quantity>tres</Quantity>');
    await expect(readInvoices(text(wrong))).rejects.toMatchObject({
      body: { content_base64: ['La cantidad en la línea 2 no es un número válido («tres»).'] },
    });
  });
});
