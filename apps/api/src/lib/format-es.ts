/**
 * es-ES formatting of the API's decimal strings for its documents (the PDFs, the mails):
 * "1.234,56 €", "7,03 %".
 * Decimal strings go to Intl as strings, so no figure passes through a JS float (STYLE.md rule 6).
 * Grouping is forced: CLDR's es-ES leaves 4-digit numbers ungrouped ("1234,56"), a kitchen's
 * documents do not. Intl separates the symbol with a no-break space, so "12,50 €" never wraps.
 */

import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import { isUnitCode } from '@costeo/domain/units';

type Numeric = `${number}`;
const DECIMAL = /^-?\d+(\.\d+)?$/;
export const DASH = '—';

function numeric(value: string | null | undefined): Numeric | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  return DECIMAL.test(text) ? (text as Numeric) : null;
}

const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const unitEuro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

const percent = new Intl.NumberFormat('es-ES', {
  style: 'percent',
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const quantity = new Intl.NumberFormat('es-ES', {
  useGrouping: 'always',
  maximumFractionDigits: 3,
});

const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** "1234.5" → "1.234,50 €"; null or not a number → "—". */
export function formatMoney(value: string | null | undefined): string {
  const amount = numeric(value);
  return amount === null ? DASH : euro.format(amount);
}

/** A unit price as the API rounded it (4 to 6 places), never rounded again: "0,0015 €". */
export function formatUnitPrice(value: string | null | undefined): string {
  const amount = numeric(value);
  return amount === null ? DASH : unitEuro.format(amount);
}

/** Percentage points ("7.03") → "7,03 %". */
export function formatPercent(value: string | null | undefined): string {
  const amount = numeric(value);
  // Shift by E-2 instead of dividing: Intl's percent style multiplies by 100.
  return amount === null ? DASH : percent.format(`${amount}E-2` as Numeric);
}

/** "1000.000" → "1.000"; "0.250" → "0,25". */
export function formatQuantity(value: string | null | undefined): string {
  const amount = numeric(value);
  return amount === null ? DASH : quantity.format(amount);
}

/**
 * A line's quantity with its unit, as a cook reads it (issue 31, `formatReadableQuantity` of the
 * domain): "168,54 g", "1,538 kg" for 1 538,462 g, "2,5 l", "2 ud".
 */
export function formatLineQuantity(value: string | null | undefined, unit: string): string {
  const amount = numeric(value);
  if (amount === null) return DASH;
  return isUnitCode(unit)
    ? formatReadableQuantity(amount, unit)
    : `${quantity.format(amount)} ${unit}`;
}

/** The date a document was made, as a Spanish kitchen reads it: "23 de noviembre de 2026". */
export function formatLongDate(at: Date): string {
  return longDate.format(at);
}

const calendarDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day as the API stores it (`YYYY-MM-DD`, no time zone): "sábado, 12 de diciembre de
 * 2026". Read in UTC, so the day printed is the day written wherever the server runs.
 */
export function formatCalendarDay(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return DASH;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? DASH : calendarDay.format(day);
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Madrid',
});

/** The calendar day an instant falls on in Spain (peninsular time), `YYYY-MM-DD`. */
export function madridDay(at: Date): string {
  const parts = Object.fromEntries(
    madridParts.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
