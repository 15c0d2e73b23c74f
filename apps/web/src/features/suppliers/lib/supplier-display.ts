import { WEEKDAY_NAMES } from '@costeo/domain/suppliers';
import { formatCount } from '../../../lib/format.ts';

/** The weekdays as a Spanish kitchen writes them on a wall chart: L M X J V S D (ISO 1–7). */
export const WEEKDAY_LETTERS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;

/** Each ISO weekday (1 Monday … 7 Sunday) with its letter and its name. */
export const WEEKDAYS = WEEKDAY_LETTERS.map((letter, index) => ({
  day: index + 1,
  letter,
  name: WEEKDAY_NAMES[index] ?? '',
}));

function sortedDays(days: readonly number[]): number[] {
  return [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
}

/** [1, 3, 5] → "L, X, V"; none → "". */
export function formatDeliveryDaysShort(days: readonly number[]): string {
  return sortedDays(days)
    .map((day) => WEEKDAY_LETTERS[day - 1])
    .join(', ');
}

/** [1, 3, 5] → "lunes, miércoles y viernes" (what a screen reader says for the letters). */
export function formatDeliveryDaysLong(days: readonly number[]): string {
  const names = sortedDays(days).map((day) => WEEKDAY_NAMES[day - 1] ?? '');
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1) ?? ''}`;
}

/** "18:00" → "18:00 h"; none → "". */
export function formatCutoff(cutoff: string | null): string {
  return cutoff ? `${cutoff} h` : '';
}

/** "Sin productos", "1 producto", "12 productos". */
export function productsCountLabel(count: number): string {
  if (count === 0) return 'Sin productos';
  return count === 1 ? '1 producto' : `${formatCount(count)} productos`;
}

/** What deleting a supplier does to its products, said before it happens. */
export function deleteConsequence(count: number): string {
  if (count === 0) return 'No tiene productos: no cambia nada más.';
  return count === 1
    ? 'Su producto se quedará sin proveedor (no se borra).'
    : `Sus ${formatCount(count)} productos se quedarán sin proveedor (no se borran).`;
}

/** "2026-11-03" (a day, no time zone) → "03/11/2026"; anything else → "—". */
export function formatPlainDate(day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}

const MONTH_NAMES = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
] as const;
const LONG_MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

function monthParts(month: string): [number, string] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? [index, match[1] ?? ''] : null;
}

/** "2026-11" → "nov 26" (a chart's axis). */
export function formatMonthShort(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTH_NAMES[parts[0]] ?? ''} ${parts[1].slice(2)}` : month;
}

/** "2026-11" → "noviembre de 2026" (a table). */
export function formatMonthLong(month: string): string {
  const parts = monthParts(month);
  return parts ? `${LONG_MONTH_NAMES[parts[0]] ?? ''} de ${parts[1]}` : month;
}
