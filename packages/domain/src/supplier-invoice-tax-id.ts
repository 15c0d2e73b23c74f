/**
 * Spanish tax ids (NIF of a person, NIE, CIF of a company) with their control character checked: a
 * supplier is known by its tax id (DOMAIN.md §9), so a misread one must not pass as another.
 * Algorithms: Real Decreto 1065/2007 art. 18–20 and Orden EHA/451/2008 (CIF control digit).
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
/** Company types whose control is always a digit / always a letter; the rest may be either. */
const CIF_DIGIT_CONTROL = 'ABEH';
const CIF_LETTER_CONTROL = 'KPQSNW';

/** "es-b46.123.451" → "B46123451"; keeps foreign ids, minus spaces, dots and dashes. */
export function normalizeTaxId(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  // A Spanish VAT number (UBL, Facturae for intra-EU trade) is the NIF after "ES".
  if (compact.startsWith('ES') && isValidSpanishTaxId(compact.slice(2))) return compact.slice(2);
  return compact;
}

function dniLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23] ?? '';
}

function cifControl(digits: string): { digit: string; letter: string } {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const value = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = value * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += value;
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: CIF_LETTERS[control] ?? '' };
}

/** What kind of Spanish tax id a normalised text is, when its control character is right. */
export function spanishTaxIdKind(id: string): 'nif' | 'nie' | 'cif' | null {
  if (/^\d{8}[A-Z]$/.test(id)) return dniLetter(id.slice(0, 8)) === id[8] ? 'nif' : null;
  if (/^[KLM]\d{7}[A-Z]$/.test(id)) return dniLetter(id.slice(1, 8)) === id[8] ? 'nif' : null;
  if (/^[XYZ]\d{7}[A-Z]$/.test(id)) {
    const digits = `${'XYZ'.indexOf(id[0] ?? '')}${id.slice(1, 8)}`;
    return dniLetter(digits) === id[8] ? 'nie' : null;
  }
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!cif) return null;
  const [, type = '', digits = '', given = ''] = cif;
  const { digit, letter } = cifControl(digits);
  if (CIF_DIGIT_CONTROL.includes(type)) return given === digit ? 'cif' : null;
  if (CIF_LETTER_CONTROL.includes(type)) return given === letter ? 'cif' : null;
  return given === digit || given === letter ? 'cif' : null;
}

export function isValidSpanishTaxId(id: string): boolean {
  return spanishTaxIdKind(id) !== null;
}
