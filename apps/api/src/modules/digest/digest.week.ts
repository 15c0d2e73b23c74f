/*
 * The digest's week (issue 22, decision 032): Monday 00:00 to Monday 00:00 in Spain
 * (Europe/Madrid, summer time included); its digest goes out from 08:00 on the Monday after.
 */

export const DIGEST_TIME_ZONE = 'Europe/Madrid';
/** Local hour of the Monday from which the week just ended is sent. */
export const DIGEST_SEND_HOUR = 8;

export interface DigestWeek {
  /** ISO week, "2026-W47". */
  key: string;
  /** Monday 00:00, local time (as an instant). */
  from: Date;
  /** The next Monday 00:00, local time: the end, excluded. */
  to: Date;
  /** Monday `DIGEST_SEND_HOUR`:00 after the week: the digest is not sent before. */
  sendAfter: Date;
  /** The local dates of its Monday and Sunday, "2026-11-16" and "2026-11-22". */
  firstDay: string;
  lastDay: string;
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DIGEST_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The local wall-clock of an instant, as UTC fields (so Date.UTC arithmetic works on it). */
function localFields(at: Date): { y: number; m: number; d: number; wallMs: number } {
  const values = Object.fromEntries(
    parts.formatToParts(at).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const y = Number(values.year);
  const m = Number(values.month);
  const d = Number(values.day);
  const wallMs = Date.UTC(
    y,
    m - 1,
    d,
    Number(values.hour),
    Number(values.minute),
    Number(values.second),
  );
  return { y, m, d, wallMs };
}

/** The instant at which the local clock reads `y-m-d hh:00` (checked twice: the offset can move). */
function localInstant(y: number, m: number, d: number, hour = 0): Date {
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const offset = localFields(new Date(guess)).wallMs - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** ISO 8601 week of a local date given as its UTC midnight: "2026-W47" (its Thursday's year). */
function isoWeekKey(dayMs: number): string {
  const weekday = (new Date(dayMs).getUTCDay() + 6) % 7; // Monday 0
  const thursdayMs = dayMs + (3 - weekday) * DAY_MS;
  const year = new Date(thursdayMs).getUTCFullYear();
  const week = Math.floor((thursdayMs - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The week that ended at the last local Monday 00:00 before `now` (the one a digest reports). */
export function lastFullWeek(now: Date): DigestWeek {
  const { y, m, d } = localFields(now);
  const todayMs = Date.UTC(y, m - 1, d);
  const weekday = (new Date(todayMs).getUTCDay() + 6) % 7;
  const thisMondayMs = todayMs - weekday * DAY_MS;
  const lastMondayMs = thisMondayMs - 7 * DAY_MS;
  const at = (ms: number, hour = 0) => {
    const day = new Date(ms);
    return localInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour);
  };
  return {
    key: isoWeekKey(lastMondayMs),
    from: at(lastMondayMs),
    to: at(thisMondayMs),
    sendAfter: at(thisMondayMs, DIGEST_SEND_HOUR),
    firstDay: isoDay(lastMondayMs),
    lastDay: isoDay(thisMondayMs - DAY_MS),
  };
}
