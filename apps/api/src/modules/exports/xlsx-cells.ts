import { dec } from '@costeo/domain/decimal';
import type { Column, Workbook, Worksheet } from 'exceljs';

/**
 * Real number cells with Spanish number formats (issue 11): a spreadsheet that sums, sorts and
 * charts. The API's decimal strings become numbers only here, at the file's edge (Excel stores
 * IEEE doubles); percentages are stored as fractions so the "%" format shows "7,03 %".
 */
export const NUMBER_FORMATS = {
  // The symbol quoted, as Excel writes its own euro formats: an unquoted "€" is not a format
  // character, and a strict reader may call the file damaged.
  euro: '#,##0.00 "€"',
  /** Unit prices keep up to 6 places, as the API rounds them (0,0015 €). */
  unitEuro: '#,##0.00#### "€"',
  percent: '0.00 %',
  quantity: '#,##0.###',
  integer: '0',
} as const;

export type NumberFormat = keyof typeof NUMBER_FORMATS;

/** "12.50" → 12.5; null or not a number → null (an empty cell, never 0). */
export function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return dec(value.trim()).toNumber();
}

/** Percentage points "7.03" → 0.0703 (exact decimal division, then one conversion). */
export function toFraction(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return dec(value.trim()).dividedBy(100).toNumber();
}

export interface ColumnSpec {
  header: string;
  key: string;
  width: number;
  format?: NumberFormat;
}

/** A sheet with a bold, frozen, filterable Spanish header row and the columns' number formats. */
export function addTableSheet(workbook: Workbook, name: string, columns: ColumnSpec[]): Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = columns.map((column): Partial<Column> => ({
    header: column.header,
    key: column.key,
    width: column.width,
    ...(column.format ? { style: { numFmt: NUMBER_FORMATS[column.format] } } : {}),
  }));
  styleHeader(sheet.getRow(1));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** Bold on a light band, wrapped, like the PDF's table heads. */
export function styleHeader(row: ReturnType<Worksheet['getRow']>): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.height = 30;
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F5' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF9AA5B1' } } };
  });
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the workbook
 * (case-insensitive), never "Historial".
 */
export function sheetName(wanted: string, taken: Set<string>): string {
  const clean =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Receta';
  let candidate = clean.slice(0, 31).trim();
  for (
    let n = 2;
    taken.has(candidate.toLowerCase()) || candidate.toLowerCase() === 'historial';
    n += 1
  ) {
    const suffix = ` (${n})`;
    candidate = `${clean.slice(0, 31 - suffix.length).trim()}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
