import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for money and quantities (DOMAIN.md §2: no binary floating point).
 * One configured constructor for the whole domain.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export type DecimalInput = Decimal | string | number;

export function dec(value: DecimalInput): Decimal {
  return new Dec(value);
}

/** Money at the API edge and on screen: 2 places, half up. */
export function toMoney(value: Decimal): string {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Percentages: 2 places. */
export function toPercent(value: Decimal): string {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Quantities: 3 places. */
export function toQuantity(value: Decimal): string {
  return value.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/**
 * Unit prices (€ per kg, g, l, ml or ud): between 4 and 6 places (DOMAIN.md §2). Four places, and
 * more for small prices so they keep four significant digits, at most six: 30 eggs for 4,00 € read
 * "0.1333" €/ud (not "0.13"), 0.0012 €/g reads "0.0012" and salt keeps "0.00025". Trailing zeros
 * past the fourth place go. The one rounding of every unit price and price equivalence.
 */
export function toUnitPrice(value: Decimal): string {
  // decimal.js keeps the exponent of the first significant digit exactly: 0.1333 → -1.
  const magnitude = value.isZero() ? 0 : value.e;
  const places = Math.min(6, Math.max(4, 3 - magnitude));
  const fixed = value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
  return fixed.replace(/(\.\d{4}\d*?)0+$/, '$1');
}

/**
 * Unit conversion factors (how many g or ml one unit is): 6 places, trailing zeros past the fourth
 * go ("1000.0000", "1.091703"). Not a price: it keeps its places whatever its size.
 */
export function toFactor(value: Decimal): string {
  const six = value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
  return six.replace(/(\.\d{4}\d*?)0+$/, '$1');
}
