/**
 * Spanish tax ids (NIF of a person, NIE, CIF of a company) with their control character checked,
 * the one validator of the product: a supplier is known by its tax id (DOMAIN.md §9), so a misread
 * one must not pass as another, and the business's own NIF/CIF (Mi perfil, printed on its quotes)
 * must be one Hacienda would accept. Algorithms: Real Decreto 1065/2007 art. 18–20 and Orden
 * EHA/451/2008 (CIF control digit).
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

const CIF_TYPES = 'ABCDEFGHJNPQRSUVW';

/** The control character a NIF, NIE or CIF must end with, given its first eight characters. */
function expectedControl(head: string): string | null {
  if (/^\d{8}$/.test(head)) return dniLetter(head);
  if (/^[KLM]\d{7}$/.test(head)) return dniLetter(head.slice(1));
  if (/^[XYZ]\d{7}$/.test(head))
    return dniLetter(`${'XYZ'.indexOf(head[0] ?? '')}${head.slice(1)}`);
  const type = head[0] ?? '';
  if (!CIF_TYPES.includes(type) || !/^\d{7}$/.test(head.slice(1))) return null;
  const { digit, letter } = cifControl(head.slice(1));
  if (CIF_DIGIT_CONTROL.includes(type)) return digit;
  if (CIF_LETTER_CONTROL.includes(type)) return letter;
  return `${digit}|${letter}`;
}

const NIF_SHAPE = 'Un NIF tiene 8 cifras y una letra (p. ej. 12345678Z).';
const NIE_SHAPE = 'Un NIE tiene una X, Y o Z, 7 cifras y una letra (p. ej. X1234567L).';
const SPECIAL_NIF_SHAPE = 'Un NIF que empieza por K, L o M tiene 7 cifras y una letra detrás.';
const CIF_SHAPE = 'Un CIF tiene una letra, 7 cifras y un carácter de control (p. ej. B12345674).';
const UNKNOWN_SHAPE =
  'No es un NIF, NIE ni CIF español: debe tener 9 caracteres, como 12345678Z, X1234567L o B12345674.';

/** "el 4", "la D", "el 7 o la G": how a sentence names the control character. */
function nameControl(control: string): string {
  return control
    .split('|')
    .map((char) => (/\d/.test(char) ? `el ${char}` : `la ${char}`))
    .join(' o ');
}

/**
 * What is wrong with a Spanish NIF, NIE or CIF, in words a person can act on (the form's and the
 * API's message), or null when it is valid. Spaces, dots, dashes and case do not matter; an empty
 * text is for the caller to allow or refuse.
 */
export function taxIdProblem(raw: string): string | null {
  const id = normalizeTaxId(raw);
  if (id === '' || isValidSpanishTaxId(id)) return null;
  const first = id[0] ?? '';
  let kind: 'NIF' | 'NIE' | 'CIF';
  let shape: string;
  if (/\d/.test(first)) [kind, shape] = ['NIF', NIF_SHAPE];
  else if ('XYZ'.includes(first)) [kind, shape] = ['NIE', NIE_SHAPE];
  else if ('KLM'.includes(first)) [kind, shape] = ['NIF', SPECIAL_NIF_SHAPE];
  else if (CIF_TYPES.includes(first)) [kind, shape] = ['CIF', CIF_SHAPE];
  else return UNKNOWN_SHAPE;
  if (id.length !== 9) {
    return `${shape} Has escrito ${id.length} ${id.length === 1 ? 'carácter' : 'caracteres'}.`;
  }
  const control = expectedControl(id.slice(0, 8));
  if (control === null) return shape;
  if (kind === 'CIF') {
    return `El carácter de control del CIF no es correcto: para ${id.slice(0, 8)} corresponde ${nameControl(control)}, no «${id[8] ?? ''}». Revisa que no falte ni sobre una cifra.`;
  }
  if (!/[A-Z]/.test(id[8] ?? '')) return shape;
  return `La letra del ${kind} no es correcta: para ${id.slice(0, 8)} corresponde la ${control}, no la ${id[8] ?? ''}. Revisa las cifras.`;
}
