import { dec } from '@costeo/domain/decimal';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import { UNITS, type UnitCode } from '@costeo/domain/units';
import { formatUnitPrice } from './format.ts';

/*
 * Quantities and unit costs of recipe lines as a cook reads them (issue 31; a module of its own so
 * the pages that never show a line do not load decimal.js for it). The domain's rule: 1 000 g or
 * more in kg, 1 000 ml or more in l — "1,538 kg", never "1.538,462 g".
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "168,54 g", "1,538 kg", "2 ud"; "—" for what is not a number. */
export function formatLineQuantity(value: string | number | null, unit: UnitCode): string {
  const text = value === null ? '' : String(value).trim();
  return DECIMAL.test(text) ? formatReadableQuantity(text, unit) : '—';
}

/** The unit a line's cost is read per: kg for a mass, l for a volume, the count's own unit. */
export function priceUnitOf(unit: UnitCode): UnitCode {
  const kind = UNITS[unit].kind;
  return kind === 'mass' ? 'kg' : kind === 'volume' ? 'l' : unit;
}

/**
 * A line's cost per its line unit, read per kg or l (mass and volume) or per its count unit:
 * 0,0012 €/g → 1,20 € per kg. The figure is the same cost, only expressed per a larger unit.
 */
export function lineUnitPrice(
  value: string | number | null,
  unit: UnitCode,
): { price: string; per: UnitCode } {
  const per = priceUnitOf(unit);
  const text = value === null ? '' : String(value).trim();
  if (!DECIMAL.test(text)) return { price: '—', per };
  const scaled = dec(text).times(UNITS[per].factor).div(UNITS[unit].factor);
  return { price: formatUnitPrice(scaled.toString()), per };
}

/** "1,20 €/kg", "0,18 €/ud"; "—" for what is not a number. */
export function formatLineUnitPrice(value: string | number | null, unit: UnitCode): string {
  const { price, per } = lineUnitPrice(value, unit);
  return price === '—' ? price : `${price}/${per}`;
}
