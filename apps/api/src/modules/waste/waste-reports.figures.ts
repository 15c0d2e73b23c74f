import {
  WASTE_DESTINATIONS,
  WASTE_REASONS,
  type WasteDestination,
  type WasteItemKind,
  type WasteReason,
  type WasteSummary,
  type WasteWeeks,
} from '@costeo/domain/contracts/waste';
import { dec, toMoney, toPercent, toQuantity } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';

/*
 * The waste reports' figures (issue 35 point 3) from valued entries (no database): each entry's €
 * rounded to the cent as the log shows it, then added (the reports add up to the log's lines);
 * kg added exactly and rounded once to 3 places; the share of purchases to 2.
 */

const ZERO = dec(0);
const HUNDRED = dec(100);

/** One entry as the reports read it. */
export interface ValuedEntry {
  date: string;
  instanceId: number | null;
  recipeId: number | null;
  kind: WasteItemKind;
  name: string;
  reason: WasteReason;
  destination: WasteDestination;
  /** € at its date, already rounded to the cent; null without a price. */
  value: Decimal | null;
  weightKg: Decimal | null;
}

interface Sum {
  value: Decimal;
  weight: Decimal;
  entries: number;
  unvalued: number;
}

const emptySum = (): Sum => ({ value: ZERO, weight: ZERO, entries: 0, unvalued: 0 });

function add(sum: Sum, entry: ValuedEntry): void {
  sum.entries += 1;
  if (entry.value === null) sum.unvalued += 1;
  else sum.value = sum.value.plus(entry.value);
  if (entry.weightKg !== null) sum.weight = sum.weight.plus(entry.weightKg);
}

const figures = (sum: Sum) => ({
  value: toMoney(sum.value),
  weight_kg: toQuantity(sum.weight),
  entries: sum.entries,
});

const pctOf = (value: Decimal, purchases: Decimal) =>
  purchases.greaterThan(0) ? toPercent(value.times(HUNDRED).dividedBy(purchases)) : null;

/** The months ("YYYY-MM") from `from`'s to `to`'s, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** `day` moved by `days` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month 11 months before `day`'s: with it, 12 calendar months. */
export function twelveMonthsBefore(day: string): string {
  const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - 11;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

export function summaryFrom(input: {
  dateFrom: string;
  dateTo: string;
  entries: readonly ValuedEntry[];
  purchases: readonly { month: string; totalNet: string }[];
}): WasteSummary {
  const total = emptySum();
  const months = new Map(monthsBetween(input.dateFrom, input.dateTo).map((m) => [m, emptySum()]));
  const reasons = new Map<WasteReason, Sum>();
  const destinations = new Map<WasteDestination, Sum>();
  const items = new Map<string, { entry: ValuedEntry; sum: Sum }>();
  for (const entry of input.entries) {
    add(total, entry);
    const month = months.get(entry.date.slice(0, 7));
    if (month) add(month, entry);
    const reason = reasons.get(entry.reason) ?? emptySum();
    add(reason, entry);
    reasons.set(entry.reason, reason);
    const destination = destinations.get(entry.destination) ?? emptySum();
    add(destination, entry);
    destinations.set(entry.destination, destination);
    const key = entry.instanceId !== null ? `p${entry.instanceId}` : `r${entry.recipeId}`;
    const item = items.get(key) ?? { entry, sum: emptySum() };
    add(item.sum, entry);
    items.set(key, item);
  }
  const bought = new Map(input.purchases.map((row) => [row.month, dec(row.totalNet)]));
  const purchasesTotal = [...bought.values()].reduce((sum, value) => sum.plus(value), ZERO);
  return {
    date_from: input.dateFrom,
    date_to: input.dateTo,
    totals: {
      ...figures(total),
      purchases_value: toMoney(purchasesTotal),
      pct_of_purchases: pctOf(total.value, purchasesTotal),
      unvalued: total.unvalued,
    },
    by_month: [...months].map(([month, sum]) => {
      const spent = bought.get(month) ?? ZERO;
      return {
        month,
        ...figures(sum),
        purchases_value: toMoney(spent),
        pct_of_purchases: pctOf(sum.value, spent),
      };
    }),
    // In the catalog's order (destinations: the law's order of priority); only those used.
    by_reason: WASTE_REASONS.flatMap((reason) => {
      const sum = reasons.get(reason);
      return sum ? [{ reason, ...figures(sum) }] : [];
    }),
    by_destination: WASTE_DESTINATIONS.flatMap((destination) => {
      const sum = destinations.get(destination);
      return sum ? [{ destination, ...figures(sum) }] : [];
    }),
    // The dearest first.
    by_item: [...items.values()]
      .sort(
        (a, b) =>
          b.sum.value.comparedTo(a.sum.value) || a.entry.name.localeCompare(b.entry.name, 'es'),
      )
      .map(({ entry, sum }) => ({
        ingredient_instance: entry.instanceId,
        recipe: entry.recipeId,
        kind: entry.kind,
        name: entry.name,
        ...figures(sum),
      })),
  };
}

/** The 12 weeks from `firstMonday`, oldest first. */
export function weeksFrom(
  firstMonday: string,
  entries: readonly ValuedEntry[],
  planReviewOverdue: string | null,
): WasteWeeks {
  const weeks = Array.from({ length: 12 }, (_, index) => ({
    start: addDays(firstMonday, index * 7),
    sum: emptySum(),
  }));
  for (const entry of entries) {
    const week = weeks.find((w) => entry.date >= w.start && entry.date < addDays(w.start, 7));
    if (week) add(week.sum, entry);
  }
  return {
    weeks: weeks.map(({ start, sum }) => ({
      week_start: start,
      value: toMoney(sum.value),
      weight_kg: toQuantity(sum.weight),
    })),
    plan_review_overdue: planReviewOverdue,
  };
}
