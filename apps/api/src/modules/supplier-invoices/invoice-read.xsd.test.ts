import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';
import { invoiceFixtureText } from '../../../test/fixtures/invoices/invoice-fixtures.ts';

/**
 * The hand-written fixtures are valid against the official schemas (test/fixtures/xsd, README
 * there for their sources), checked with libxml2 (xmllint-wasm: no network, no native library).
 */
const XSD = new URL('../../../test/fixtures/xsd/', import.meta.url);
const xsd = (path: string) => readFileSync(new URL(path, XSD), 'utf8');

/** Facturae imports the W3C signature schema by URL: point it at the local copy. */
const W3C_DSIG = 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd';
const DSIG = xsd('ubl-2.1/common/UBL-xmldsig-core-schema-2.1.xsd');

function validateFacturae(xml: string, schemaFile: string): Promise<XMLValidationResult> {
  return validateXML({
    xml: [{ fileName: 'factura.xml', contents: xml }],
    schema: [
      {
        fileName: schemaFile,
        contents: xsd(`facturae/${schemaFile}`).replace(W3C_DSIG, 'xmldsig-core-schema.xsd'),
      },
    ],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: DSIG }],
  });
}

const UBL_COMMON = readdirSync(new URL('ubl-2.1/common/', XSD)).map((file) => ({
  fileName: `common/${file}`,
  contents: xsd(`ubl-2.1/common/${file}`),
}));

function validateUbl(xml: string, schemaFile: string): Promise<XMLValidationResult> {
  return validateXML({
    xml: [{ fileName: 'factura.xml', contents: xml }],
    schema: [{ fileName: `maindoc/${schemaFile}`, contents: xsd(`ubl-2.1/maindoc/${schemaFile}`) }],
    preload: UBL_COMMON,
    // The UBL common schemas need more than the default 16 MiB.
    maxMemoryPages: 4096,
  });
}

const errors = (result: XMLValidationResult) => result.errors.map((error) => error.message);

describe('the XML fixtures against the official XSDs', () => {
  it.each([
    ['facturae-3.2.2.xml', 'Facturaev3_2_2.xsd'],
    ['facturae-3.2.2.xsig', 'Facturaev3_2_2.xsd'],
    ['facturae-3.2.1.xml', 'Facturaev3_2_1.xsd'],
  ])('%s is valid Facturae (%s)', async (fixture, schema) => {
    const result = await validateFacturae(invoiceFixtureText(fixture), schema);
    expect(errors(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each([
    ['ubl-2.1-invoice.xml', 'UBL-Invoice-2.1.xsd'],
    ['ubl-2.1-credit-note.xml', 'UBL-CreditNote-2.1.xsd'],
  ])('%s is valid UBL 2.1 (%s)', async (fixture, schema) => {
    const result = await validateUbl(invoiceFixtureText(fixture), schema);
    expect(errors(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('and the schemas do refuse a broken invoice (the check is real)', async () => {
    const facturae = invoiceFixtureText('facturae-3.2.2.xml').replace(
      '<InvoiceClass>OO</InvoiceClass>',
      '',
    );
    const facturaeResult = await validateFacturae(facturae, 'Facturaev3_2_2.xsd');
    expect(facturaeResult.valid).toBe(false);
    expect(errors(facturaeResult).join('\n')).toMatch(/Expected is \( InvoiceClass \)/);
    const ubl = invoiceFixtureText('ubl-2.1-credit-note.xml').replace(
      '<cbc:CreditedQuantity unitCode="KGM">2</cbc:CreditedQuantity>',
      '<cbc:CreditedQuantity unitCode="KGM">dos</cbc:CreditedQuantity>',
    );
    const ublResult = await validateUbl(ubl, 'UBL-CreditNote-2.1.xsd');
    expect(ublResult.valid).toBe(false);
    expect(errors(ublResult).join('\n')).toMatch(/CreditedQuantity.*'dos'/);
  });
});
