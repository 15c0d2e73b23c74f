import { dec, type Dec } from '@costeo/domain/decimal';

const DECIMAL_INPUT = /^\d+(\.\d+)?$/;

/** What a cook types ("12,50", " 10 ") as a decimal, or null when it is not a plain number. */
export function parseDecimalInput(text: string): Dec | null {
  const normalised = text.trim().replace(',', '.');
  return DECIMAL_INPUT.test(normalised) ? dec(normalised) : null;
}

/**
 * An API decimal ("20.00", "0.916") as the form shows it, with the Spanish comma and without
 * trailing zeros ("20", "0,916").
 */
export function toDecimalInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return value
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
}

/**
 * A purchase price as the form shows it: every stored place that counts, at least 2, with the
 * Spanish comma ("12.3457" → "12,3457", "12.5000" → "12,50"). Sent back unchanged, it is the
 * same price, so a notes-only edit writes no price history (issue 7).
 */
export function toPriceInput(value: string): string {
  const [integer = '0', fraction = ''] = value.split('.');
  const places = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${integer},${places}`;
}
