import { readFileSync } from 'node:fs';
import { INVOICE_FILE_TOO_LARGE, INVOICE_MAX_FILE_BYTES } from '@costeo/domain/supplier-invoice';
import { describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  invoiceFixtureText,
} from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { INVOICE_REFUSALS } from './invoice-read.refusals.ts';
import { readSupplierInvoice, sniffType } from './invoice-read.ts';
import { parseXmlUnchecked } from './invoice-read.xml.ts';

const read = (bytes: Uint8Array, fileName = 'factura.xml') =>
  readSupplierInvoice({ fileName, bytes });
const text = (xml: string) => new TextEncoder().encode(xml);
const refusal = (message: string | RegExp) => ({
  status: 400,
  body: { content_base64: [message instanceof RegExp ? expect.stringMatching(message) : message] },
});

function utf16le(xml: string): Uint8Array {
  const body = Buffer.from(xml, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

describe('hostile XML is refused with a Spanish 400, and no entity is ever expanded', () => {
  // How fast the server refuses it is a bar of `npm run bench:hostile` ("XML entities").
  it('an internal entity expansion ("billion laughs")', async () => {
    await expect(read(invoiceFixture('billion-laughs.xml'))).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.doctype),
    );
  });

  it('an external entity (file:///etc/passwd)', async () => {
    await expect(read(invoiceFixture('external-entity.xml'))).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.doctype),
    );
  });

  it('the same attacks in UTF-16 (the check runs on the decoded text)', async () => {
    for (const name of ['billion-laughs.xml', 'external-entity.xml']) {
      const xml = invoiceFixtureText(name).replace('encoding="UTF-8"', 'encoding="UTF-16"');
      await expect(read(utf16le(xml))).rejects.toMatchObject(refusal(INVOICE_REFUSALS.doctype));
    }
  });

  it('and even past the DOCTYPE check, the parser leaves entities unexpanded (defence in depth)', () => {
    const laughs = JSON.stringify(parseXmlUnchecked(invoiceFixtureText('billion-laughs.xml')));
    expect(laughs).toContain('&lol9;');
    expect(laughs.length).toBeLessThan(5_000);
    // fast-xml-parser refuses a SYSTEM entity outright: the file is never opened.
    expect(() => parseXmlUnchecked(invoiceFixtureText('external-entity.xml'))).toThrow(
      /External entities are not supported/,
    );
  });

  it('a file over 5 MB, before anything is parsed', async () => {
    const padding = ' '.repeat(INVOICE_MAX_FILE_BYTES);
    const huge = text(
      invoiceFixtureText('facturae-3.2.2.xml').replace('<Parties>', `${padding}<Parties>`),
    );
    expect(huge.byteLength).toBeGreaterThan(INVOICE_MAX_FILE_BYTES);
    await expect(read(huge)).rejects.toMatchObject(refusal(INVOICE_FILE_TOO_LARGE));
  });

  it('100 000 nested elements', async () => {
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`;
    await expect(read(text(deep))).rejects.toMatchObject(refusal(INVOICE_REFUSALS.tooDeep));
  });

  // Issue 30: these ran into the worker's time limit; now counted before the parser starts.
  it('400 000 attributes, 330 000 character references, 1,5 million unclosed tags', async () => {
    const attributes = Array.from({ length: 400_000 }, (_, i) => `a${i}="1"`).join(' ');
    const references = '&#241;'.repeat(330_000);
    for (const xml of [
      `<?xml version="1.0"?><Facturae ${attributes}/>`,
      `<?xml version="1.0"?><Facturae>${references}</Facturae>`,
      `<?xml version="1.0"?>${'<a>'.repeat(1_500_000)}`,
    ]) {
      expect(xml.length).toBeLessThan(INVOICE_MAX_FILE_BYTES);
      await expect(read(text(xml))).rejects.toMatchObject(refusal(INVOICE_REFUSALS.tooManyParts));
    }
  });

  it('an invoice of 2 001 lines', async () => {
    const ubl = invoiceFixtureText('ubl-2.1-invoice.xml');
    const lineXml = /<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/.exec(ubl)?.[0] ?? '';
    const wide = ubl.replace(lineXml, lineXml.repeat(2001));
    await expect(read(text(wide))).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.tooManyLines(2000)),
    );
  });

  it('a number with an exponent meant to be expanded into a million digits', async () => {
    const xml = invoiceFixtureText('ubl-2.1-invoice.xml').replace(
      '<cbc:InvoicedQuantity unitCode="XBX">3</cbc:InvoicedQuantity>',
      '<cbc:InvoicedQuantity unitCode="XBX">1e999999</cbc:InvoicedQuantity>',
    );
    await expect(read(text(xml))).rejects.toMatchObject(
      refusal('La cantidad en la línea 1 no es un número válido («1e999999»).'),
    );
  });

  it('a truncated file, an XML that is not an invoice, an unknown encoding', async () => {
    await expect(read(invoiceFixture('truncated.xml'))).rejects.toMatchObject(
      refusal('El XML está mal formado o incompleto.'),
    );
    await expect(read(invoiceFixture('not-an-invoice.xml'))).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.notAnInvoice),
    );
    await expect(
      read(text('<?xml version="1.0" encoding="Shift_JIS"?><a/>')),
    ).rejects.toMatchObject(refusal(INVOICE_REFUSALS.encoding));
  });
});

describe('files that are not invoices Costeo reads', () => {
  it('sends photos to the OCR by their signature, whatever their name (JPEG, PNG, HEIC)', async () => {
    const heic = new Uint8Array(
      readFileSync(new URL('../../../test/fixtures/red-blue-64x48.heic', import.meta.url)),
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const [bytes, name] of [
      [invoiceFixture('foto-factura.jpg'), 'factura.pdf'],
      [png, 'factura.xml'],
      [heic, 'IMG_0001.HEIC'],
    ] as const) {
      expect(sniffType(bytes)).toBe('image');
      // Issue 36: read by OCR in its own pool (invoice-read.ocr.test.ts), no longer refused.
      await expect(read(bytes, name)).resolves.toEqual({ kind: 'scan', source: 'image' });
    }
  });

  it('sends a spreadsheet to the price import, refuses other types and empty files', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(read(zip, 'precios.xlsx')).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.spreadsheet),
    );
    await expect(read(zip, 'facturas.zip')).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.unknownType),
    );
    await expect(read(text('Factura 1; Tomate; 2,50'), 'factura.txt')).rejects.toMatchObject(
      refusal(INVOICE_REFUSALS.unknownType),
    );
    await expect(read(new Uint8Array(0))).rejects.toMatchObject(refusal(INVOICE_REFUSALS.empty));
  });
});
