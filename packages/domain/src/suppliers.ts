/**
 * One supplier under its many names (issue 32): "Huerta Viva S.L.", "HUERTA VIVA, SL" and
 * "Huerta Viva" are one supplier once the legal form, punctuation, case and accents are set aside.
 * Migration 0034 does the same in SQL for the names products had before suppliers existed.
 */

/** Spanish legal forms as they end a name, once letters are joined ("s l" → "sl"). */
const LEGAL_FORMS = new Set([
  'sl',
  'slu',
  'sa',
  'sau',
  'sll',
  'slne',
  'scoop',
  'coop',
  'cb',
  'sc',
  'scl',
  'sat',
]);
const LEGAL_PHRASES = ['s coop', 'sociedad limitada', 'sociedad anonima'];

/** The key two names of one supplier share: "Huerta Viva S.L." → "huerta viva". */
export function supplierMatchName(name: string): string {
  let text = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  // Single letters in a row are one abbreviation: "s l u" → "slu", "c b" → "cb".
  text = text.replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  for (;;) {
    const phrase = LEGAL_PHRASES.find((p) => text.endsWith(` ${p}`));
    if (phrase) {
      text = text.slice(0, -(phrase.length + 1)).trim();
      continue;
    }
    const last = text.lastIndexOf(' ');
    if (last > 0 && LEGAL_FORMS.has(text.slice(last + 1))) {
      text = text.slice(0, last).trim();
      continue;
    }
    break;
  }
  return text.slice(0, 160);
}

/** ISO weekdays, 1 Monday … 7 Sunday, as the supplier screen names them. */
export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;
