import { dec } from '@costeo/domain/decimal';
import type {
  InvoiceParty,
  LineAdjustment,
  ReadInvoice,
  ReadInvoiceLine,
} from '@costeo/domain/supplier-invoice';
import { refuse } from './invoice-read.refusals.ts';
import {
  assertLineCount,
  optionalDecimal,
  party,
  requiredText,
  xmlDate,
  xmlDecimal,
} from './invoice-read.values.ts';
import { at, childrenNamed, textAt, type XmlElement } from './invoice-read.xml.ts';

/**
 * Facturae 3.2, 3.2.1 and 3.2.2 (the schemas published at facturae.gob.es). The versions
 * differ in namespace and in fields Costeo does not read; the invoice, its parties and its lines
 * are the same elements. A signed file (.xsig, XAdES enveloped) is the same document with a
 * ds:Signature after the invoices: never read, never checked (Costeo costs, it does not audit).
 */
export const FACTURAE_NAMESPACES: Record<string, string> = {
  'http://www.facturae.es/Facturae/2009/v3.2/Facturae': '3.2',
  'http://www.facturae.es/Facturae/2014/v3.2.1/Facturae': '3.2.1',
  'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml': '3.2.2',
};

/** Tax type codes read as the line's VAT: 01 IVA, 02 IPSI (Ceuta, Melilla), 03 IGIC (Canarias). */
const VAT_LIKE_TAXES = ['01', '02', '03'];

function readParty(element: XmlElement | null): InvoiceParty | null {
  if (!element) return null;
  const individual = at(element, 'Individual');
  const name =
    textAt(element, 'LegalEntity/CorporateName') ??
    (individual
      ? ['Name', 'FirstSurname', 'SecondSurname']
          .map((field) => textAt(individual, field))
          .filter((part) => part !== null)
          .join(' ')
      : null);
  return party(name, textAt(element, 'TaxIdentification/TaxIdentificationNumber'));
}

function adjustments(
  container: XmlElement | null,
  item: string,
  prefix: 'Discount' | 'Charge',
  where: string,
): LineAdjustment[] {
  return childrenNamed(container, item).map((entry) => ({
    reason: textAt(entry, `${prefix}Reason`),
    pct: optionalDecimal(textAt(entry, `${prefix}Rate`), 'el porcentaje', where),
    amount: optionalDecimal(textAt(entry, `${prefix}Amount`), 'el importe', where),
  }));
}

function readLine(line: XmlElement, number: number): ReadInvoiceLine {
  const where = `en la línea ${number}`;
  const taxes = childrenNamed(at(line, 'TaxesOutputs'), 'Tax');
  const vat = taxes.find((tax) => VAT_LIKE_TAXES.includes(textAt(tax, 'TaxTypeCode') ?? ''));
  const unit = textAt(line, 'UnitOfMeasure');
  return {
    code: textAt(line, 'ArticleCode'),
    description: requiredText(line, 'ItemDescription', 'la descripción', where),
    quantity: xmlDecimal(textAt(line, 'Quantity'), 'la cantidad', where),
    unitOfMeasure: unit ? { scheme: 'facturae', code: unit } : null,
    unitPrice: xmlDecimal(textAt(line, 'UnitPriceWithoutTax'), 'el precio unitario', where),
    discounts: adjustments(at(line, 'DiscountsAndRebates'), 'Discount', 'Discount', where),
    charges: adjustments(at(line, 'Charges'), 'Charge', 'Charge', where),
    vatPct: vat ? xmlDecimal(textAt(vat, 'TaxRate'), 'el tipo de IVA', where) : null,
    // GrossAmount: TotalCost − discounts + charges, before taxes (the schema's definition).
    lineTotal: xmlDecimal(textAt(line, 'GrossAmount'), 'el importe', where),
  };
}

function readInvoice(
  invoice: XmlElement,
  index: number,
  version: string,
  supplier: InvoiceParty,
  buyer: InvoiceParty | null,
): ReadInvoice {
  const where = index === 0 ? 'en la factura' : `en la factura ${index + 1} del lote`;
  const lines = childrenNamed(at(invoice, 'Items'), 'InvoiceLine');
  assertLineCount(lines.length);
  if (lines.length === 0) throw refuse(`La factura no tiene líneas (${where}).`);
  const total = optionalDecimal(textAt(invoice, 'InvoiceTotals/InvoiceTotal'), 'el total', where);
  const invoiceClass = textAt(invoice, 'InvoiceHeader/InvoiceClass') ?? 'OO';
  // A rectificativa (OR, CR) that gives money back is a credit note; it writes its own signs.
  const corrective = invoiceClass.endsWith('R');
  const correctedNumber = textAt(invoice, 'InvoiceHeader/Corrective/InvoiceNumber');
  const correctedSeries = textAt(invoice, 'InvoiceHeader/Corrective/InvoiceSeriesCode');
  return {
    format: 'facturae',
    version,
    kind: corrective && total !== null && dec(total).isNegative() ? 'credit_note' : 'invoice',
    supplier,
    buyer,
    number: requiredText(invoice, 'InvoiceHeader/InvoiceNumber', 'el número de factura', where),
    series: textAt(invoice, 'InvoiceHeader/InvoiceSeriesCode'),
    issueDate: xmlDate(textAt(invoice, 'InvoiceIssueData/IssueDate'), where),
    currency: textAt(invoice, 'InvoiceIssueData/InvoiceCurrencyCode'),
    corrects: correctedNumber ? `${correctedSeries ?? ''}${correctedNumber}` : null,
    lines: lines.map((line, lineIndex) => readLine(line, lineIndex + 1)),
    totals: {
      net: optionalDecimal(
        textAt(invoice, 'InvoiceTotals/TotalGrossAmountBeforeTaxes'),
        'la base imponible',
        where,
      ),
      vat: optionalDecimal(textAt(invoice, 'InvoiceTotals/TotalTaxOutputs'), 'el IVA', where),
      total,
    },
  };
}

/** Every invoice of a Facturae file (one, or a batch — "lote" — sharing seller and buyer). */
export function readFacturae(root: XmlElement, version: string): ReadInvoice[] {
  const supplier = readParty(at(root, 'Parties/SellerParty'));
  if (!supplier) throw refuse('Falta el emisor de la factura (SellerParty).');
  const buyer = readParty(at(root, 'Parties/BuyerParty'));
  const invoices = childrenNamed(at(root, 'Invoices'), 'Invoice');
  if (invoices.length === 0) throw refuse('El archivo Facturae no tiene ninguna factura.');
  // A batch shares the line limit: one file never yields more than INVOICE_MAX_LINES lines.
  assertLineCount(
    invoices.reduce((sum, i) => sum + childrenNamed(at(i, 'Items'), 'InvoiceLine').length, 0),
  );
  return invoices.map((invoice, index) => readInvoice(invoice, index, version, supplier, buyer));
}
