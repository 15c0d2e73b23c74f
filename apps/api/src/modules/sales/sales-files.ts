import { SALES_MAX_ROWS } from '@costeo/domain/contracts/sales';
import { AppError } from '../../lib/app-error.ts';
import { decodeText } from '../ingredient-import/ingredient-import.detect.ts';
import { readSheet } from '../ingredient-import/ingredient-import.files.ts';
import { AGORA_SHEET, readAgoraDay } from './sales-files.agora.ts';

/*
 * A till's sales file read into one table of text cells (issue 33), in the worker pool's threads
 * (decision 018: task 'read-sales'): a CSV or an .xlsx as a price list is read (`readSheet`: any
 * separator and encoding, title rows above the header skipped, zip caps), up to SALES_MAX_ROWS
 * rows; an Ágora-style XML day turned into the same table. The rows are interpreted by the
 * domain's `readSalesRows` (packages/domain/src/sales-import.ts).
 */

export type SalesFileType = 'csv' | 'xlsx' | 'agora_xml';

export interface SalesFile {
  fileType: SalesFileType;
  sheets: string[];
  sheet: string;
  /** The header's titles (an XML's are `AGORA_COLUMNS`). */
  columns: string[];
  /** The data rows, with their number in the file (the XML's: the line's position, from 1). */
  rows: { number: number; cells: string[] }[];
}

export const SALES_FILE_REFUSALS = {
  pdf: 'El archivo es un PDF: sube las ventas del TPV como .csv, .xlsx o el XML del día (Ágora).',
  unknownType:
    'Tipo de archivo no admitido: sube las ventas del TPV como .csv, .xlsx o el XML del día (Ágora).',
} as const;

const refuse = (message: string) => AppError.field('content_base64', message);

/** The first characters of the file, a BOM decoded and dropped. */
const headOf = (bytes: Buffer, length = 1024) => decodeText(bytes.subarray(0, length));

/** An XML document: "<?xml" or an element first, after a BOM and blanks. */
export function looksLikeXml(bytes: Buffer): boolean {
  return /^[\s\0]*<[?!A-Za-z_]/.test(headOf(bytes));
}

export async function readSalesFile(input: {
  bytes: Uint8Array;
  sheet?: string;
}): Promise<SalesFile> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  if (looksLikeXml(bytes)) {
    const day = readAgoraDay(bytes);
    return {
      fileType: 'agora_xml',
      sheets: [AGORA_SHEET],
      sheet: AGORA_SHEET,
      columns: day.columns,
      rows: day.rows,
    };
  }
  // Said in the words of sales before `readSheet` says them in those of a price list.
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') throw refuse(SALES_FILE_REFUSALS.pdf);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const isOle = bytes[0] === 0xd0 && bytes[1] === 0xcf;
  if (!isZip && !isOle && headOf(bytes, 8192).includes('\0')) {
    throw refuse(SALES_FILE_REFUSALS.unknownType);
  }
  const sheet = await readSheet(bytes, input.sheet, undefined, SALES_MAX_ROWS);
  return {
    fileType: sheet.fileType,
    sheets: sheet.sheets,
    sheet: sheet.sheet,
    columns: sheet.header.cells,
    rows: sheet.rows,
  };
}
