import {
  IMPORT_HEADER_CANDIDATES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
} from '@costeo/domain/contracts/ingredient-import';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.ts';
import {
  candidateText,
  chooseHeaderIndex,
  headerCandidates,
  type SheetRow,
} from './ingredient-import.header.ts';
import { decodeText, detectDelimiter, detectType } from './ingredient-import.detect.ts';
import { checkZip, ZipCheckError, type ZipRefusal } from './xlsx-zip-check.ts';

export type { SheetRow };

export interface ReadSheet {
  fileType: 'xlsx' | 'csv';
  sheets: string[];
  sheet: string;
  /** The header's row number in the sheet (1-based) and the rows the chef can choose instead. */
  headerRow: number;
  headerCandidates: { row: number; text: string }[];
  header: SheetRow;
  /** The data rows under the header (blank rows dropped), with their spreadsheet numbers. */
  rows: SheetRow[];
}

/** The CSV's one "sheet" has no name of its own. */
export const CSV_SHEET = 'CSV';
const FILE_FIELD = 'content_base64';

const fileError = (message: string) => AppError.field(FILE_FIELD, message);

/** Refusals of an .xlsx (decision 018 for the zip caps). */
export const ZIP_TOO_LARGE = 'El archivo es demasiado grande una vez descomprimido.';
const XLSX_DAMAGED = 'El archivo .xlsx está dañado o no es una hoja de cálculo válida.';

/** The longest text one cell of a CSV may hold: past it, a quote was surely left open. */
export const CSV_MAX_CELL_CHARS = 10_000;

function trimRow(cells: string[]): string[] {
  return cells.slice(0, IMPORT_MAX_COLUMNS).map((cell) => cell.trim());
}

/** A number format that shows a percentage ("0%", "0.00%"; a "%" in quotes is only text). */
const isPercentFormat = (numFmt: string | undefined) =>
  numFmt !== undefined && numFmt.replace(/"[^"]*"/g, '').includes('%');

/**
 * The text a cell shows: numbers without float noise, formulas by their result, a percentage as
 * the sheet shows it (the cell holds 0.04, the chef sees "4 %": the VAT or merma it means).
 */
function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && isPercentFormat(numFmt)) {
    return `${Number((value * 100).toPrecision(12))} %`;
  }
  if (typeof value === 'number') return String(Number(value.toPrecision(12)));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result ?? null, numFmt);
  if ('text' in value) return cellText(value.text);
  return '';
}

/**
 * Rows kept while reading (decision 018): the title rows and header the header search may pass,
 * and up to the limit of data rows. Reading stops at the first row past that, and after ten times
 * the limit of rows blank or not (`MAX_SCANNED_ROWS` for a price list), so a sheet of a million
 * rows costs what 2 016 do. The limit is the caller's: a price list's IMPORT_MAX_ROWS, a till's
 * sales file more (issue 33).
 */
export const MAX_SCANNED_ROWS = IMPORT_MAX_ROWS * 10;

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');

class RowCollector {
  readonly rows: SheetRow[] = [];
  private scanned = 0;
  private readonly maxScanned: number;
  private readonly maxKept: number;

  constructor(private readonly maxRows: number) {
    this.maxScanned = maxRows * 10;
    this.maxKept = maxRows + IMPORT_HEADER_CANDIDATES + 1;
  }

  /** Adds a row; false once reading can stop (the limit error is then raised by `finish`). */
  add(row: SheetRow): boolean {
    this.scanned += 1;
    if (this.scanned > this.maxScanned) {
      throw fileError(
        `El archivo tiene más de ${this.maxScanned} filas contando las vacías; el máximo es ${this.maxRows} filas de datos. Divídelo en varios archivos.`,
      );
    }
    if (isBlank(row)) return true;
    this.rows.push(row);
    return this.rows.length <= this.maxKept;
  }
}

function readCsv(bytes: Buffer, maxRows: number): SheetRow[] {
  const text = decodeText(bytes);
  const collector = new RowCollector(maxRows);
  let number = 0;
  // Set inside papaparse's callback, read after it (an object, so the type checker sees that).
  const outcome: { failure: AppError | null } = { failure: null };
  Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
    // Row by row, so the limit stops the parse instead of being checked after it.
    step: (result, parser) => {
      number += 1;
      try {
        // A quote left open swallows the rest of the file into one cell (issue 30).
        if (result.data.some((cell) => cell.length > CSV_MAX_CELL_CHARS)) {
          throw fileError(
            `La fila ${number} tiene una celda de más de 10.000 caracteres: revisa que no falte cerrar unas comillas (").`,
          );
        }
        if (!collector.add({ number, cells: trimRow(result.data) })) parser.abort();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome.failure = error;
        parser.abort();
      }
    },
  });
  if (outcome.failure) throw outcome.failure;
  return collector.rows;
}

const ZIP_MESSAGES: Record<ZipRefusal, string> = {
  too_large: ZIP_TOO_LARGE,
  damaged: XLSX_DAMAGED,
};

/** A streamed row's first columns as text: `findCell` never builds the row's whole value array. */
function rowCells(row: ExcelJS.Row): string[] {
  const width = Math.min(row.cellCount, IMPORT_MAX_COLUMNS);
  const cells: string[] = [];
  for (let column = 1; column <= width; column += 1) {
    const cell = row.findCell(column);
    cells.push(cellText(cell?.value ?? null, cell?.numFmt).trim());
  }
  return cells;
}

/**
 * exceljs' streaming reader widens the sheet's dimensions with every row it reads, walking the
 * row's cells up to its last column: 16 384 steps for a row with a cell in column XFD (10 000 such
 * rows took 4–8 s). The import never reads the dimensions, so that bookkeeping is switched off.
 */
function skipDimensions(worksheet: unknown): void {
  (worksheet as { _dimensions: { expandRow(row: unknown): void } })._dimensions = {
    expandRow: () => undefined,
  };
}

interface XlsxRead {
  sheets: string[];
  sheet: string | null;
  rows: SheetRow[];
}

/**
 * Streams the workbook (exceljs' WorkbookReader) after the zip's caps are checked: the sheets
 * before the chosen one are skipped unread, the chosen one is read row by row up to the limit.
 */
async function readXlsx(
  bytes: Buffer,
  sheetName: string | undefined,
  maxRows: number,
): Promise<XlsxRead> {
  try {
    checkZip(bytes);
  } catch (error) {
    if (error instanceof ZipCheckError) throw fileError(ZIP_MESSAGES[error.reason]);
    throw error;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  const seen: string[] = [];
  let chosen: { name: string; rows: SheetRow[] } | null = null;
  try {
    for await (const worksheet of reader) {
      const { name } = worksheet as unknown as { name: string };
      seen.push(name);
      if (chosen || (sheetName !== undefined && name !== sheetName)) continue;
      skipDimensions(worksheet);
      const collector = new RowCollector(maxRows);
      let full = false;
      for await (const row of worksheet) {
        if (!collector.add({ number: row.number, cells: rowCells(row) })) {
          full = true;
          break;
        }
      }
      if (full) return { sheets: seen, sheet: name, rows: collector.rows };
      if (collector.rows.length > 0 || sheetName !== undefined) {
        chosen = { name, rows: collector.rows };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError(XLSX_DAMAGED);
  }
  const model = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model;
  const sheets = model?.sheets?.map((sheet) => sheet.name) ?? seen;
  if (chosen) return { sheets, sheet: chosen.name, rows: chosen.rows };
  // No sheet with data: the first one (or the one asked for, if it is not there).
  return { sheets, sheet: sheetName === undefined ? (seen[0] ?? null) : null, rows: [] };
}

/**
 * Reads the chosen sheet (the first with data when none is named) into a header row and the data
 * rows under it, dropping blank rows; refuses an empty sheet and one longer than the limit. The
 * header is the chef's `headerRow`, else the row `findHeaderIndex` finds (title rows above it are
 * not data). At most `maxRows` data rows (a price list's IMPORT_MAX_ROWS unless told).
 */
export async function readSheet(
  bytes: Buffer,
  sheetName?: string,
  headerRow?: number,
  maxRows: number = IMPORT_MAX_ROWS,
): Promise<ReadSheet> {
  const fileType = detectType(bytes);
  let sheets: string[];
  let sheet: string;
  let rows: SheetRow[];
  if (fileType === 'csv') {
    sheets = [CSV_SHEET];
    sheet = CSV_SHEET;
    rows = readCsv(bytes, maxRows);
  } else {
    const read = await readXlsx(bytes, sheetName, maxRows);
    if (read.sheet === null) {
      throw sheetName
        ? AppError.field('sheet', `La hoja «${sheetName}» no está en el archivo.`)
        : fileError('El archivo no tiene ninguna hoja.');
    }
    sheets = read.sheets;
    sheet = read.sheet;
    rows = read.rows;
  }
  if (rows.length === 0) throw fileError('El archivo está vacío: no tiene filas.');
  const headerIndex = chooseHeaderIndex(rows, headerRow);
  const header = rows[headerIndex] as SheetRow;
  const data = rows.slice(headerIndex + 1);
  if (data.length === 0) {
    throw fileError('El archivo no tiene filas de datos bajo la cabecera.');
  }
  if (data.length > maxRows) {
    throw fileError(
      `El archivo tiene más de ${maxRows} filas; el máximo es ${maxRows}. Divídelo en varios archivos.`,
    );
  }
  // A loop, not Math.max(...rows): tens of thousands of arguments are past what a call takes.
  let width = header.cells.length;
  for (const row of data) width = Math.max(width, row.cells.length);
  const pad = (row: SheetRow) => ({
    number: row.number,
    cells: [...row.cells, ...Array<string>(width - row.cells.length).fill('')],
  });
  return {
    fileType,
    sheets,
    sheet,
    headerRow: header.number,
    headerCandidates: headerCandidates(rows).map((row) => ({
      row: row.number,
      text: candidateText(row),
    })),
    header: pad(header),
    rows: data.map(pad),
  };
}
