import { dec, type Dec } from '@costeo/domain/decimal';

/*
 * Numbers as a Spanish cook types them (issue 16). The comma is the decimal mark and dots group
 * thousands: "1.250,00", "1250,5", "1,5", "1.250.000". Without a comma:
 *  - a single dot is a decimal point ("1250.5", "12.50", "1.5", "0.916"): phone keypads and
 *    prices copied from elsewhere write it so, and the editor has always read "1.5" as 1,5;
 *  - except when it could be either: "1.250" (1 to 3 digits, not 0, then exactly 3) is 1250 to a
 *    Spanish cook and 1,25 to a keypad. Guessing would cost a recipe a factor of a thousand, so it
 *    is refused with a message offering both ("1250" or "1,250");
 *  - two or more dots are thousands only when they group by three ("1.250.000"); "1.2.3" is refused.
 * A minus sign is refused with its own message: no quantity, price or percentage here is negative.
 */

const DIGITS = /^\d+$/;
const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const WITH_COMMA = /^(\d+|\d{1,3}(?:\.\d{3})+)?,(\d+)$/;
const SINGLE_DOT = /^\d*\.\d+$/;
const AMBIGUOUS_DOT = /^([1-9]\d{0,2})\.(\d{3})$/;

export const INVALID_NUMBER_MESSAGE = 'Introduce un número válido, por ejemplo 1.250,50.';
export const NEGATIVE_NUMBER_MESSAGE = 'No puede ser negativo.';

export type DecimalReading =
  | { ok: true; value: Dec; /** The API form, places as typed: "1250.50". */ plain: string }
  | { ok: false; error: string };

/** The plain API form ("1250.5") of what was typed, or null when it is not a number. */
function toPlainDecimal(text: string): string | null {
  if (DIGITS.test(text) || SINGLE_DOT.test(text)) return text;
  if (GROUPED.test(text)) return text.replaceAll('.', '');
  const comma = WITH_COMMA.exec(text);
  if (!comma) return null;
  const integer = (comma[1] ?? '0').replaceAll('.', '');
  return `${integer}.${comma[2] ?? ''}`;
}

/**
 * What a cook typed ("1.250,50", " 10 ", "-3"), read as a decimal, or the Spanish message that
 * says why it is not one. Empty text is not a number either: optional fields check for "" first.
 */
export function readDecimalInput(text: string): DecimalReading {
  // Spaces (a pasted "1 250,50", Intl's no-break spaces) group thousands too.
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const negative = compact.startsWith('-') || compact.startsWith('\u2212');
  const unsigned = negative ? compact.slice(1) : compact;
  const ambiguous = AMBIGUOUS_DOT.exec(unsigned);
  if (ambiguous) {
    const [, integer = '', fraction = ''] = ambiguous;
    return {
      ok: false,
      error: `¿Miles o decimales? Escribe ${integer}${fraction} o ${integer},${fraction}.`,
    };
  }
  const plain = toPlainDecimal(unsigned);
  if (plain === null) return { ok: false, error: INVALID_NUMBER_MESSAGE };
  const value = dec(plain);
  if (negative && !value.isZero()) return { ok: false, error: NEGATIVE_NUMBER_MESSAGE };
  return { ok: true, value, plain };
}

/** What a cook typed as a decimal, or null when it is not a number ≥ 0. */
export function parseDecimalInput(text: string): Dec | null {
  const reading = readDecimalInput(text);
  return reading.ok ? reading.value : null;
}

/** Why `text` is not a number ≥ 0 ("No puede ser negativo."), or null when it is one. */
export function decimalInputError(text: string): string | null {
  const reading = readDecimalInput(text);
  return reading.ok ? null : reading.error;
}

/**
 * A typed number as the API takes it ("1.250,50" → "1250.50", places kept as typed). Text that is
 * not a number goes as typed, so the server's Spanish message lands on the field.
 */
export function toApiDecimal(text: string): string {
  const reading = readDecimalInput(text);
  return reading.ok ? reading.plain : text.trim();
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
