import Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import type { UnitCode } from './units.ts';

/**
 * Quantities as a cook reads them (issue 31): 1 000 g or more in kg, 1 000 ml or more in l, with
 * the es-ES format ("1,538 kg", never "1.538,462 g"); below that the scale's own unit with at
 * most two decimals ("168,54 g"). Kilos and litres keep three decimals (a gram, a millilitre);
 * counts keep what they have (½ docena, 2,5 ud). The value is only displayed: stored quantities
 * and every cost are computed on the exact figures.
 */
export interface ReadableQuantity {
  value: Decimal;
  unit: UnitCode;
  /** Most decimals worth showing in that unit. */
  maxDecimals: number;
}

const THOUSAND = dec(1000);
/** The larger unit a small one rolls into at 1 000 of it. */
const ROLL_UP: Partial<Record<UnitCode, UnitCode>> = { mg: 'g', g: 'kg', ml: 'l' };
const DECIMALS: Partial<Record<UnitCode, number>> = { mg: 0, g: 2, ml: 2, kg: 3, l: 3 };

export function readableQuantity(quantity: DecimalInput, unit: UnitCode): ReadableQuantity {
  let value = dec(quantity);
  let shown = unit;
  // Judged on what would be shown: 999,996 g reads "1.000 g" in grams, so it is 1 kg.
  const shownValue = (v: Decimal, u: UnitCode) =>
    v.toDecimalPlaces(DECIMALS[u] ?? 3, Decimal.ROUND_HALF_UP).abs();
  for (
    let next = ROLL_UP[shown];
    next && shownValue(value, shown).gte(THOUSAND);
    next = ROLL_UP[shown]
  ) {
    value = value.div(THOUSAND);
    shown = next;
  }
  return { value, unit: shown, maxDecimals: DECIMALS[shown] ?? 3 };
}

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(maxDecimals: number): Intl.NumberFormat {
  let found = formatters.get(maxDecimals);
  if (!found) {
    found = new Intl.NumberFormat('es-ES', {
      useGrouping: 'always',
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(maxDecimals, found);
  }
  return found;
}

/** "1,538 kg", "168,54 g", "2 ud", "1,5 l": the quantity with its unit, es-ES. */
export function formatReadableQuantity(quantity: DecimalInput, unit: UnitCode): string {
  const readable = readableQuantity(quantity, unit);
  const rounded = readable.value.toDecimalPlaces(readable.maxDecimals, Decimal.ROUND_HALF_UP);
  return `${formatter(readable.maxDecimals).format(rounded.toNumber())} ${readable.unit}`;
}
