/*
 * The periods the Ventas screen reads (issue 33): this week, last week, this month, last month,
 * the last 30 days, the last imported period or dates the cook types. Days are local calendar
 * days as ISO strings (AAAA-MM-DD), the API's `date_from` and `date_to`, both included.
 */

export const PERIOD_PRESETS = [
  'last_30_days',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_import',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  last_30_days: 'Últimos 30 días',
  this_week: 'Esta semana',
  last_week: 'La semana pasada',
  this_month: 'Este mes',
  last_month: 'El mes pasado',
  last_import: 'Última importación',
  custom: 'Otras fechas',
};

export interface SalesPeriod {
  preset: PeriodPreset;
  dateFrom: string;
  dateTo: string;
}

/** A local day as "2026-03-15". */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the date's week (Spanish weeks start on Monday). */
function mondayOf(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** The days of a preset on `today` (`last_import` and `custom` need dates of their own). */
export function presetDates(
  preset: Exclude<PeriodPreset, 'last_import' | 'custom'>,
  today: Date,
): { dateFrom: string; dateTo: string } {
  switch (preset) {
    case 'last_30_days':
      return { dateFrom: isoDay(addDays(today, -29)), dateTo: isoDay(today) };
    case 'this_week':
      return { dateFrom: isoDay(mondayOf(today)), dateTo: isoDay(today) };
    case 'last_week': {
      const monday = addDays(mondayOf(today), -7);
      return { dateFrom: isoDay(monday), dateTo: isoDay(addDays(monday, 6)) };
    }
    case 'this_month':
      return {
        dateFrom: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)),
        dateTo: isoDay(today),
      };
    case 'last_month':
      return {
        dateFrom: isoDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
        dateTo: isoDay(new Date(today.getFullYear(), today.getMonth(), 0)),
      };
  }
}

/**
 * Where the screen opens: the period of the last import when there is one (the sales the cook
 * just brought), else the last 30 days.
 */
export function defaultPeriod(
  lastImport: { date_from: string; date_to: string } | null,
  today: Date,
): SalesPeriod {
  if (lastImport) {
    return { preset: 'last_import', dateFrom: lastImport.date_from, dateTo: lastImport.date_to };
  }
  return { preset: 'last_30_days', ...presetDates('last_30_days', today) };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-15" → "15/03/2026"; anything else as it came. */
export function formatDay(day: string): string {
  const match = DAY_PATTERN.exec(day);
  return match ? `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}` : day;
}

/** "del 01/03/2026 al 07/03/2026", or "del 01/03/2026" for one day. */
export function formatPeriod(dateFrom: string, dateTo: string): string {
  return dateFrom === dateTo
    ? `del ${formatDay(dateFrom)}`
    : `del ${formatDay(dateFrom)} al ${formatDay(dateTo)}`;
}
