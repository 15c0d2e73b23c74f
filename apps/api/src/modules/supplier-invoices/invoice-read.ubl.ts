import type { LineAdjustment, ReadInvoice, ReadInvoiceLine } from '@costeo/domain/supplier-invoice';
import { dec } from '@costeo/domain/decimal';
import { refuse } from './invoice-read.refusals.ts';
import {
  assertLineCount,
  negate,
  negateOrNull,
  optionalDecimal,
  party,
  requiredText,
  xmlDate,
  xmlDecimal,
} from './invoice-read.values.ts';
import { at, child, childrenNamed, textAt, type XmlElement } from './invoice-read.xml.ts';

/**
 * UBL 2.1 Invoice and CreditNote (OASIS; the Spanish B2B e-invoice accepts it beside Facturae).
 * A credit note writes positive figures and means the opposite: its quantities and amounts are
 * turned negative here (see the sign rule in @costeo/domain/supplier-invoice). So is an Invoice
 * whose type code is 381 (UNTDID 1001: credit note).
 */
export const UBL_NAMESPACES: Record<string, 'Invoice' | 'CreditNote'> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'Invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'CreditNote',
};

const CREDIT_NOTE_TYPE = '381';

function readParty(element: XmlElement | null) {
  const found = at(element, 'Party');
  if (!found) return null;
  return party(
    textAt(found, 'PartyLegalEntity/RegistrationName') ?? textAt(found, 'PartyName/Name'),
    textAt(found, 'PartyTaxScheme/CompanyID') ??
      textAt(found, 'PartyLegalEntity/CompanyID') ??
      textAt(found, 'PartyIdentification/ID'),
  );
}

/** The line's allowances (discounts) and charges; a percentage only when the base is given. */
function allowanceCharges(line: XmlElement, where: string) {
  const discounts: LineAdjustment[] = [];
  const charges: LineAdjustment[] = [];
  for (const entry of childrenNamed(line, 'AllowanceCharge')) {
    const amount = xmlDecimal(textAt(entry, 'Amount'), 'el importe del descuento', where);
    const base = optionalDecimal(textAt(entry, 'BaseAmount'), 'la base del descuento', where);
    // MultiplierFactorNumeric is a factor in UBL 2.1 (0.05) and a percentage in PEPPOL (5): the
    // percentage is only given where amount / base says it without doubt.
    const pct =
      base !== null && !dec(base).isZero()
        ? dec(amount).dividedBy(base).times(100).toDecimalPlaces(4).toFixed()
        : null;
    const adjustment = { reason: textAt(entry, 'AllowanceChargeReason'), pct, amount };
    if (textAt(entry, 'ChargeIndicator') === 'true') charges.push(adjustment);
    else discounts.push(adjustment);
  }
  return { discounts, charges };
}

function readLine(line: XmlElement, number: number, credit: boolean): ReadInvoiceLine {
  const where = `en la línea ${number}`;
  const quantityElement = child(line, 'InvoicedQuantity') ?? child(line, 'CreditedQuantity');
  const quantity = xmlDecimal(quantityElement?.text || null, 'la cantidad', where);
  const unitCode = quantityElement?.attrs.unitCode;
  const priceAmount = xmlDecimal(textAt(line, 'Price/PriceAmount'), 'el precio unitario', where);
  const baseQuantity = optionalDecimal(
    textAt(line, 'Price/BaseQuantity'),
    'la cantidad base',
    where,
  );
  const unitPrice =
    baseQuantity !== null && !dec(baseQuantity).isZero()
      ? dec(priceAmount).dividedBy(baseQuantity).toFixed()
      : priceAmount;
  const { discounts, charges } = allowanceCharges(line, where);
  const item = at(line, 'Item');
  const name = textAt(item, 'Name');
  const description = textAt(item, 'Description');
  const percent =
    textAt(item, 'ClassifiedTaxCategory/Percent') ??
    textAt(line, 'TaxTotal/TaxSubtotal/TaxCategory/Percent') ??
    textAt(line, 'TaxTotal/TaxSubtotal/Percent');
  const lineTotal = xmlDecimal(textAt(line, 'LineExtensionAmount'), 'el importe', where);
  const sign = (value: string) => (credit ? negate(value) : value);
  const turn = (entry: LineAdjustment) => ({
    ...entry,
    amount: credit ? negateOrNull(entry.amount) : entry.amount,
  });
  return {
    code: textAt(item, 'SellersItemIdentification/ID'),
    description:
      [name, description]
        .filter((text, i, all) => text !== null && all.indexOf(text) === i)
        .join(' — ') || requiredText(line, 'Item/Name', 'el nombre del artículo', where),
    quantity: sign(quantity),
    unitOfMeasure: unitCode ? { scheme: 'unece', code: unitCode } : null,
    unitPrice,
    discounts: discounts.map(turn),
    charges: charges.map(turn),
    vatPct: optionalDecimal(percent, 'el tipo de IVA', where),
    lineTotal: sign(lineTotal),
  };
}

/** The document's VAT: the TaxTotal in its own currency (a second one may be in another). */
function taxTotal(root: XmlElement, currency: string | null): string | null {
  const totals = childrenNamed(root, 'TaxTotal');
  const own = totals.find((total) => child(total, 'TaxAmount')?.attrs.currencyID === currency);
  const amount = child(own ?? totals[0], 'TaxAmount');
  return amount?.text || null;
}

export function readUbl(root: XmlElement, document: 'Invoice' | 'CreditNote'): ReadInvoice {
  const where = 'en la factura';
  const credit = document === 'CreditNote' || textAt(root, 'InvoiceTypeCode') === CREDIT_NOTE_TYPE;
  const lines = childrenNamed(root, document === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine');
  assertLineCount(lines.length);
  if (lines.length === 0) throw refuse('La factura no tiene líneas.');
  const supplier = readParty(at(root, 'AccountingSupplierParty'));
  if (!supplier) throw refuse('Falta el emisor de la factura (AccountingSupplierParty).');
  const currency = textAt(root, 'DocumentCurrencyCode');
  const sign = (value: string | null) => (credit ? negateOrNull(value) : value);
  return {
    format: 'ubl',
    version: textAt(root, 'UBLVersionID') ?? '2.1',
    kind: credit ? 'credit_note' : 'invoice',
    supplier,
    buyer: readParty(at(root, 'AccountingCustomerParty')),
    number: requiredText(root, 'ID', 'el número de factura', where),
    series: null,
    issueDate: xmlDate(textAt(root, 'IssueDate'), where),
    currency,
    corrects: textAt(root, 'BillingReference/InvoiceDocumentReference/ID'),
    lines: lines.map((line, index) => readLine(line, index + 1, credit)),
    totals: {
      net: sign(
        optionalDecimal(
          textAt(root, 'LegalMonetaryTotal/TaxExclusiveAmount'),
          'la base imponible',
          where,
        ),
      ),
      vat: sign(optionalDecimal(taxTotal(root, currency), 'el IVA', where)),
      total: sign(
        optionalDecimal(
          textAt(root, 'LegalMonetaryTotal/TaxInclusiveAmount') ??
            textAt(root, 'LegalMonetaryTotal/PayableAmount'),
          'el total',
          where,
        ),
      ),
    },
  };
}
