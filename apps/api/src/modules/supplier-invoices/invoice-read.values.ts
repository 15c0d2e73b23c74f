import { dec } from '@costeo/domain/decimal';
import { INVOICE_MAX_LINES, type InvoiceParty } from '@costeo/domain/supplier-invoice';
import { normalizeTaxId } from '@costeo/domain/tax-id';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';
import { textAt, type XmlElement } from './invoice-read.xml.ts';

/** Values of an XML invoice: xs:decimal / xs:double numbers, dates, names. */

const XML_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,2})?$/;

/** Where a value was read, for the refusal ("en la línea 3"). */
export type Where = string;

/**
 * An XML number → a plain decimal string, keeping the places the document writes ("7.20" stays
 * "7.20", "+4." is "4", "1.5E1" is "15"); refused when it is not a number.
 */
export function xmlDecimal(raw: string | null, label: string, where: Where): string {
  if (raw === null) throw refuse(`Falta ${label} ${where}.`);
  const text = raw.trim();
  // At most 40 digits and a two-digit exponent: "1e999999" would be a million-digit string.
  if (!XML_NUMBER.test(text) || text.replace(/\D/g, '').length > 40) {
    throw refuse(`${capitalise(label)} ${where} no es un número válido («${text.slice(0, 40)}»).`);
  }
  const plain = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!plain) {
    const value = dec(text);
    return value.isZero() ? '0' : value.toFixed();
  }
  const [, sign = '', whole = '', fraction = ''] = plain;
  const digits = `${whole.replace(/^0+(?=\d)/, '') || '0'}${fraction ? `.${fraction}` : ''}`;
  return sign === '-' && !dec(digits).isZero() ? `-${digits}` : digits;
}

export function optionalDecimal(raw: string | null, label: string, where: Where): string | null {
  return raw === null ? null : xmlDecimal(raw, label, where);
}

/** The opposite sign (a credit note's figures); zero stays "0". */
export function negate(value: string): string {
  if (dec(value).isZero()) return value.replace(/^-/, '');
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

export function negateOrNull(value: string | null): string | null {
  return value === null ? null : negate(value);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** xs:date (with an optional time zone) → YYYY-MM-DD. */
export function xmlDate(raw: string | null, where: Where): string {
  const date = raw?.trim().slice(0, 10) ?? '';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    throw refuse(`La fecha de la factura ${where} no es válida («${(raw ?? '').slice(0, 30)}»).`);
  }
  if (parsed.toISOString().slice(0, 10) !== date) {
    throw refuse(`La fecha de la factura ${where} no es válida («${date}»).`);
  }
  return date;
}

export function requiredText(
  element: XmlElement,
  path: string,
  label: string,
  where: Where,
): string {
  const value = textAt(element, path);
  if (value === null) throw refuse(`Falta ${label} ${where}.`);
  return value;
}

export function party(name: string | null, taxId: string | null): InvoiceParty {
  return {
    name: name?.replace(/\s+/g, ' ').trim() || null,
    taxId: taxId ? normalizeTaxId(taxId) : null,
  };
}

export function assertLineCount(count: number): void {
  if (count > INVOICE_MAX_LINES) throw refuse(INVOICE_REFUSALS.tooManyLines(INVOICE_MAX_LINES));
}
