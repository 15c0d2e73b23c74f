import type { PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import { formatDateTime, formatShortDate } from '../../../lib/format.ts';

export interface PriceHistoryPoint {
  /** ISO date-time of the change. */
  at: string;
  /** The x-axis label: the date, with the time when a day had several changes. */
  label: string;
  /**
   * € per kg, l or ud: the API's `reference_price` (= price_equivalences of the same state). A
   * number only because the chart needs one; never used for costing.
   */
  price: number;
}

/**
 * The chart's points, oldest first. The price holds until the next change, so the current price
 * is carried to `now` as a last point (drawn as a step).
 */
export function priceHistoryPoints(entries: PriceHistoryEntry[], now: Date): PriceHistoryPoint[] {
  const points = entries.map((entry) => ({
    at: entry.changed_at,
    price: Number(entry.reference_price),
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
