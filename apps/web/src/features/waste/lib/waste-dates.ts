/*
 * Dates of the waste log (issue 35): a day is a Madrid day (the API's, Europe/Madrid), written
 * yyyy-mm-dd; the periods the log and the reports offer.
 */

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Madrid, yyyy-mm-dd (a cook near midnight in the Canaries still logs Madrid's day). */
export function todayInMadrid(now: Date = new Date()): string {
  return madridDay.format(now);
}

function parts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

function iso(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** A yyyy-mm-dd date moved by `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return iso(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The first day of the month `months` before the date's (0: its own). */
export function monthStart(date: string, monthsBack = 0): string {
  const [year, month] = parts(date);
  return iso(new Date(Date.UTC(year, month - 1 - monthsBack, 1)));
}

export const LOG_PERIODS = ['7d', '30d', 'month', '12m', 'all'] as const;
export type LogPeriod = (typeof LOG_PERIODS)[number];

export const LOG_PERIOD_LABELS: Record<LogPeriod, string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  month: 'Este mes',
  '12m': 'Últimos 12 meses',
  all: 'Todo',
};

/** The dates a period covers, up to today (no date_from: from the first entry). */
export function periodRange(
  period: LogPeriod,
  today: string,
): { date_from?: string; date_to?: string } {
  switch (period) {
    case '7d':
      return { date_from: addDays(today, -6), date_to: today };
    case '30d':
      return { date_from: addDays(today, -29), date_to: today };
    case 'month':
      return { date_from: monthStart(today), date_to: today };
    case '12m':
      // This month and the eleven before it, as the reports' months.
      return { date_from: monthStart(today, 11), date_to: today };
    case 'all':
      return {};
  }
}

const dayHeading = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Hoy", "Ayer", else "lunes, 3 de marzo de 2026". */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Hoy';
  if (date === addDays(today, -1)) return 'Ayer';
  const [year, month, day] = parts(date);
  const text = dayHeading.format(new Date(Date.UTC(year, month - 1, day)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const monthHeading = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'UTC',
  month: 'short',
  year: 'numeric',
});

/** "2026-03" → "mar 2026". */
export function monthLabel(month: string): string {
  const [year, number] = parts(`${month}-01`);
  return monthHeading.format(new Date(Date.UTC(year, number - 1, 1))).replace('.', '');
}
