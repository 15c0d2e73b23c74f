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
 * Unit prices: between 4 and 6 places (DOMAIN.md §2), so 0.0012 €/g reads "0.0012" and a cheap
 * ingredient like salt keeps its precision ("0.00025").
 */
export function toUnitPrice(value: Decimal): string {
  const six = value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
  return six.replace(/(\.\d{4}\d*?)0+$/, '$1');
}
