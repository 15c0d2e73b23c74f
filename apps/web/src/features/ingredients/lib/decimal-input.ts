import { dec, type Dec } from '@costeo/domain/decimal';

const DECIMAL_INPUT = /^\d+(\.\d+)?$/;

/** What a cook types ("12,50", " 10 ") as a decimal, or null when it is not a plain number. */
export function parseDecimalInput(text: string): Dec | null {
  const normalised = text.trim().replace(',', '.');
  return DECIMAL_INPUT.test(normalised) ? dec(normalised) : null;
}

/**
 * An API decimal ("12.00", "20.00", "0.916") as the form shows it, with the Spanish comma:
 * "12,00" keeps its places when `keepPlaces` (money), otherwise trailing zeros go ("20", "0,916").
 */
export function toDecimalInput(value: string | null | undefined, keepPlaces = false): string {
  if (value === null || value === undefined || value === '') return '';
  const text = keepPlaces ? value : value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return text.replace('.', ',');
}
