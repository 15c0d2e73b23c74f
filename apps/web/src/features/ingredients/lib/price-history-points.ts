import { dec, toMoney } from '@costeo/domain/decimal';
import type { PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { formatDateTime, formatShortDate } from '../../../lib/format.ts';

/** The unit a cook compares prices in, for a product measured in `baseUnit`. */
export const REFERENCE_UNIT: Record<BaseUnit, { unit: UnitCode; factor: number }> = {
  g: { unit: 'kg', factor: 1000 },
  ml: { unit: 'l', factor: 1000 },
  ud: { unit: 'ud', factor: 1 },
};

/** € per kg, l or ud of a history row's unit cost, with 2 places (exact until here). */
export function referencePrice(entry: PriceHistoryEntry, baseUnit: BaseUnit): string {
  return toMoney(dec(entry.unit_cost).times(REFERENCE_UNIT[baseUnit].factor));
}

export interface PriceHistoryPoint {
  /** ISO date-time of the change. */
  at: string;
  /** The x-axis label: the date, with the time when a day had several changes. */
  label: string;
  /** € per kg, l or ud. A number only because the chart needs one; never used for costing. */
  price: number;
}

/**
 * The chart's points, oldest first. The price holds until the next change, so the current price
 * is carried to `now` as a last point (drawn as a step).
 */
export function priceHistoryPoints(
  entries: PriceHistoryEntry[],
  baseUnit: BaseUnit,
  now: Date,
): PriceHistoryPoint[] {
  const points = entries.map((entry) => ({
    at: entry.changed_at,
    price: Number(referencePrice(entry, baseUnit)),
  }));
  const last = points.at(-1);
  if (last && formatShortDate(last.at) !== formatShortDate(now.toISOString())) {
    points.push({ at: now.toISOString(), price: last.price });
  }
  const days = points.map((point) => formatShortDate(point.at));
  const repeatedDay = new Set(days).size < days.length;
  return points.map((point) => ({
    ...point,
    label: repeatedDay ? formatDateTime(point.at) : formatShortDate(point.at),
  }));
}
