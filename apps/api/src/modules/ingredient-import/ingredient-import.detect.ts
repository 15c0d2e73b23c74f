import { AppError } from '../../lib/app-error.ts';

/*
 * What an uploaded price list is, before it is read (decision 017, issue 32): its type by its
 * content and, for a CSV, its text encoding and separator. Pure functions (tested beside).
 */

const fileError = (message: string) => AppError.field('content_base64', message);

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The text encoding a byte-order mark names; null without one. */
function bomEncoding(bytes: Buffer): { encoding: string; length: number } | null {
  if (startsWith(bytes, UTF8_BOM)) return { encoding: 'utf-8', length: 3 };
  if (startsWith(bytes, UTF16LE_BOM)) return { encoding: 'utf-16le', length: 2 };
  if (startsWith(bytes, UTF16BE_BOM)) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/**
 * The first characters of a file as text, to tell what it is: UTF-16 decoded by its BOM (its
 * ASCII has a NUL byte beside each letter), anything else byte by byte.
 */
function textHead(bytes: Buffer, length: number): string {
  const bom = bomEncoding(bytes);
  if (bom && bom.encoding !== 'utf-8') {
    return new TextDecoder(bom.encoding).decode(
      bytes.subarray(bom.length, bom.length + length * 2),
    );
  }
  return bytes.subarray(bom?.length ?? 0, length).toString('latin1');
}

/** A document that is not a price list, by its first characters (a BOM and blanks skipped). */
function documentKind(head: string): 'pdf' | 'xml' | null {
  const start = head.replace(/^[\s\0]+/, '');
  if (start.startsWith('%PDF-')) return 'pdf';
  if (/^<(\?xml|!DOCTYPE|html|[A-Za-z][\w.-]*:?[\w.-]*[\s>])/i.test(start)) return 'xml';
  return null;
}

/** The type is read from the content, never trusted from the file name. */
export function detectType(bytes: Buffer): 'xlsx' | 'csv' {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  // A supplier's invoice sent here by mistake is read nowhere as a sheet (issue 30).
  const head = textHead(bytes, 8192);
  const document = documentKind(head.slice(0, 1024));
  if (document === 'pdf') {
    throw fileError(
      'El archivo es un PDF, no una hoja de cálculo: sube la tarifa como .xlsx o .csv (una factura en PDF se sube en «Facturas de proveedor»).',
    );
  }
  if (document === 'xml') {
    throw fileError(
      'El archivo es un XML, no una hoja de cálculo: sube la tarifa como .xlsx o .csv (una factura electrónica se sube en «Facturas de proveedor»).',
    );
  }
  if (startsWith(bytes, OLE_MAGIC)) {
    throw fileError(
      'Los archivos .xls antiguos no se pueden leer: guárdalo como .xlsx o .csv y vuelve a subirlo.',
    );
  }
  // A text file has no NUL characters in its first kilobytes; a PDF, an image or a binary does.
  if (head.includes('\0')) {
    throw fileError('Tipo de archivo no admitido: sube una hoja de cálculo .xlsx o un .csv.');
  }
  return 'csv';
}

/**
 * A CSV's text (issue 32). A byte-order mark decides: UTF-8 (stripped), UTF-16 LE or BE ("Texto
 * Unicode" in Excel). Without one, UTF-8 when the bytes are valid UTF-8, else Windows-1252: what
 * Spanish Excel writes for "CSV (delimitado por comas)", "€" as 0x80 and "ñ" as 0xF1. Valid UTF-8
 * from a Windows-1252 file would need two or three accented letters or symbols in a row in exactly
 * UTF-8's pattern ("Ã±"), which a price list does not hold.
 */
export function decodeText(bytes: Buffer): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252's 0x80–0x9F (WHATWG's index; the five it leaves undefined stay C1 controls).
 * Decoded by hand: Node 20.20's `TextDecoder('windows-1252')` reads these bytes as Latin-1, so
 * "12,50 €" came out as "12,50 \u0080".
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021' +
  '\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014' +
  '\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Windows-1252 is Latin-1 but for 0x80–0x9F. */
export function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
}

/** The lines `detectDelimiter` looks at: enough to pass the title rows above a header. */
const DELIMITER_LINES = 20;

/**
 * `;` (Spanish Excel), `,` or tab: the one that splits the first lines the same number of times
 * on the most lines, the larger number breaking a tie. Title rows above the header may hold none,
 * or a comma ("Huerta Viva, S.L."); a decimal comma in every price is outnumbered by the header,
 * which has none. `;` when none appears.
 */
export function detectDelimiter(text: string): string {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, DELIMITER_LINES);
  let best = { delimiter: ';', lines: 0, count: 0 };
  for (const delimiter of [';', ',', '\t']) {
    const tally = new Map<number, number>();
    for (const line of lines) {
      const count = line.split(delimiter).length - 1;
      if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
    }
    for (const [count, times] of tally) {
      if (times > best.lines || (times === best.lines && count > best.count)) {
        best = { delimiter, lines: times, count };
      }
    }
  }
  return best.delimiter;
}
