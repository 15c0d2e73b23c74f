import {
  IMPORT_HEADER_CANDIDATES,
  IMPORT_HEADER_TEXT_CHARS,
} from '@costeo/domain/contracts/ingredient-import';
import { AppError } from '../../lib/app-error.ts';
import { countHeaderFields, parseDecimal } from './ingredient-import.values.ts';

/**
 * Which row of a price list is its header (issue 32). Suppliers put title rows above the table
 * ("Tarifa de precios Huerta Viva S.L.", "Válida desde 01/12/2026"), so the header is searched
 * among the first non-blank rows instead of taken as the first. Pure functions (tested beside).
 */

/** One row of a sheet: its number in the file and one text per column. */
export interface SheetRow {
  number: number;
  cells: string[];
}

const filled = (row: SheetRow) => row.cells.filter((cell) => cell !== '');
const isNumber = (cell: string) => parseDecimal(cell).ok;

/**
 * Column names are words: at least two filled cells, none of them a number. A data row carries a
 * price or a quantity; a title row is one cell ("Tarifa 2026") or a label and its value.
 */
function looksLikeNames(row: SheetRow): boolean {
  const cells = filled(row);
  return cells.length >= 2 && !cells.some(isNumber);
}

/**
 * The rows the header can be: the first `IMPORT_HEADER_CANDIDATES` non-blank rows that have a
 * row under them (a header with nothing below reads no data). `rows` holds non-blank rows only.
 */
export function headerCandidates(rows: readonly SheetRow[]): SheetRow[] {
  return rows.slice(0, Math.min(IMPORT_HEADER_CANDIDATES, rows.length - 1));
}

/**
 * The header's index in `rows` (non-blank rows, in order). The rule, first that holds:
 * 1. the first candidate that looks like column names and names at least two of the import's
 *    fields by their usual headers ("Producto", "Precio", "Formato", "IVA"… — `suggestMapping`);
 * 2. else the first candidate that looks like column names, followed by a row with a number in it
 *    (a price or a quantity) that is no wider than it: a header over its data, in words the
 *    import does not know;
 * 3. else the first non-blank row, as a file without title rows has it.
 * The chef can choose another row in the wizard (`header_row`); this is only the first guess.
 */
export function findHeaderIndex(rows: readonly SheetRow[]): number {
  const candidates = headerCandidates(rows);
  const named = candidates.findIndex(
    (row) => looksLikeNames(row) && countHeaderFields(row.cells) >= 2,
  );
  if (named >= 0) return named;
  const overData = candidates.findIndex((row, index) => {
    const next = rows[index + 1];
    return (
      next !== undefined &&
      looksLikeNames(row) &&
      filled(next).some(isNumber) &&
      filled(next).length <= filled(row).length
    );
  });
  return overData >= 0 ? overData : 0;
}

/**
 * The header's index for the chef's `header_row` (a spreadsheet row number), which must be one of
 * the candidates; without one, the index `findHeaderIndex` finds.
 */
export function chooseHeaderIndex(
  rows: readonly SheetRow[],
  headerRow: number | undefined,
): number {
  if (headerRow === undefined) return findHeaderIndex(rows);
  const index = headerCandidates(rows).findIndex((row) => row.number === headerRow);
  if (index < 0) {
    throw AppError.field(
      'header_row',
      `La fila ${headerRow} no puede ser la fila de encabezados: elige una de las primeras ${IMPORT_HEADER_CANDIDATES} filas con datos que tengan filas debajo.`,
    );
  }
  return index;
}

/** A candidate as the wizard's select shows it: its filled cells joined, cut to a line. */
export function candidateText(row: SheetRow): string {
  const text = filled(row).join(' | ');
  return text.length > IMPORT_HEADER_TEXT_CHARS
    ? `${text.slice(0, IMPORT_HEADER_TEXT_CHARS - 1)}…`
    : text;
}
