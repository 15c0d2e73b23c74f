/**
 * Numbers and dates as a Spanish invoice prints them (a PDF's text layer): "1.234,50 €", "12,5",
 * "-3,00", "3,00-", "5 %"; "03/11/2026", "3-11-26", "3 de noviembre de 2026". Pure functions.
 */

/**
 * Which mark a document uses for decimals. Spanish documents write "1.234,50"; some programs
 * print "1,234.50" or "12.50". A lone "1.500" is 1500 in the first and 1.5 in the second, so a
 * reader that knows the document's convention passes it; without it such a number is ambiguous.
 */
export type DecimalConvention = 'comma' | 'dot';

const NUMBER_TEXT = /^[-+]?[\d.,]*\d[\d.,]*-?$/;

/**
 * A decimal as printed → a plain decimal string ("1234.50"), or null when it is not a number or
 * is ambiguous. With both marks, the last one is the decimal mark; several of one mark are
 * thousands; a single mark followed by exactly three digits ("1.500", "2,500") follows the
 * convention, and is refused without one (never guess a factor of 1000).
 */
export function parseSpanishDecimal(raw: string, convention?: DecimalConvention): string | null {
  let text = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(€|eur|euros?|%)$/i, '')
    .replace(/^€/, '');
  if (!NUMBER_TEXT.test(text)) return null;
  let negative = false;
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (/^[-+]/.test(text)) {
    negative = negative !== text.startsWith('-');
    text = text.slice(1);
  }
  if (/[-+]/.test(text) || !/^\d|^[.,]\d/.test(text)) return null;
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let integer: string;
  let fraction = '';
  if (commas > 0 && dots > 0) {
    const decimalMark = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const thousands = decimalMark === ',' ? '.' : ',';
    const [whole = '', part = ''] = text.split(decimalMark);
    if (text.split(decimalMark).length > 2 || part.includes(thousands)) return null;
    if (!/^\d{1,3}([.,]\d{3})*$/.test(whole)) return null;
    integer = whole.split(thousands).join('');
    fraction = part;
  } else if (commas + dots === 0) {
    integer = text;
  } else {
    const mark = commas > 0 ? ',' : '.';
    const parts = text.split(mark);
    if (parts.length > 2) {
      // "1.234.567": thousands only.
      if (!/^\d{1,3}$/.test(parts[0] ?? '') || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) {
        return null;
      }
      integer = parts.join('');
    } else {
      const [whole = '', part = ''] = parts;
      const thousandsLike = part.length === 3 && /^[1-9]\d{0,2}$/.test(whole);
      const markIsDecimal =
        convention === undefined ? null : (mark === ',') === (convention === 'comma');
      if (thousandsLike && markIsDecimal === null) return null;
      if (thousandsLike && markIsDecimal === false) {
        integer = whole + part;
      } else {
        integer = whole;
        fraction = part;
      }
    }
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  const normal = `${integer.replace(/^0+(?=\d)/, '') || '0'}${fraction ? `.${fraction}` : ''}`;
  const isZero = /^0(\.0*)?$/.test(normal);
  return negative && !isZero ? `-${normal}` : normal;
}

const MONTHS: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** Spanish dates found in a text, in order, as YYYY-MM-DD (day first: 03/11/2026 is 3 November). */
export function findSpanishDates(text: string): string[] {
  const found: { at: number; date: string }[] = [];
  for (const match of text.matchAll(/(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/g)) {
    const date = isoDate(fullYear(match[3] ?? ''), Number(match[2]), Number(match[1]));
    if (date) found.push({ at: match.index, date });
  }
  const named = /(?<!\d)(\d{1,2})\s+de\s+([a-záéíóú]+)\s+(?:de\s+|del\s+)?(\d{4})(?!\d)/gi;
  for (const match of text.matchAll(named)) {
    const month = MONTHS[(match[2] ?? '').toLowerCase()];
    const date = month ? isoDate(Number(match[3]), month, Number(match[1])) : null;
    if (date) found.push({ at: match.index, date });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.date);
}

/** One Spanish date → YYYY-MM-DD, or null. */
export function parseSpanishDate(raw: string): string | null {
  return findSpanishDates(raw)[0] ?? null;
}
