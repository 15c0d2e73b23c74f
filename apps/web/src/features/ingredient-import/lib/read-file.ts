import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
} from '@costeo/domain/contracts/ingredient-import';

export const ACCEPTED_EXTENSIONS = ['.xlsx', '.csv'];
export const ACCEPT_ATTRIBUTE = [
  '.xlsx',
  '.csv',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** What is wrong with a chosen file before it is sent (the server checks again), or null. */
export function checkFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return 'Sube una hoja de cálculo .xlsx o un archivo .csv.';
  }
  if (file.size === 0) return 'El archivo está vacío.';
  if (file.size > IMPORT_MAX_FILE_BYTES) return IMPORT_FILE_TOO_LARGE;
  return null;
}

export { readFileAsBase64 } from '../../../lib/read-file.ts';

/** A, B… Z, AA: a column's letter as the spreadsheet shows it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** "Columna B · Proveedor": columns named by their letter as in the spreadsheet. */
export function columnLabel(index: number, header: string): string {
  const letter = columnLetter(index);
  return header ? `Columna ${letter} · ${header}` : `Columna ${letter}`;
}
