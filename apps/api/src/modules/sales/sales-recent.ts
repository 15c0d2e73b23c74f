/*
 * The "recent" sales other screens read (issue 33 point 5): the Dashboard's last four weeks, the
 * what-if's weekly volumes. A kitchen's day is Madrid's (as the sales lines' dates are).
 */

/** Days in the recent window: four weeks. */
export const RECENT_DAYS = 28;
/** Weeks in it (the what-if's weekly units are its sales divided by this). */
export const RECENT_WEEKS = RECENT_DAYS / 7;

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-10-06": the date of `at` in Madrid. */
export function madridDate(at: Date): string {
  return madridDay.format(at);
}

/** `date` ± `days`, as an ISO date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last four weeks, today (Madrid) included: 28 days. */
export function recentPeriod(now: Date): { date_from: string; date_to: string } {
  const today = madridDate(now);
  return { date_from: addDays(today, 1 - RECENT_DAYS), date_to: today };
}
