import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@costeo/domain/contracts/ingredient-import';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.ts';
import { checkZip, ZipCheckError, type ZipRefusal } from './xlsx-zip-check.ts';

/** One row of a sheet: its number in the file and one text per column. */
export interface SheetRow {
  number: number;
  cells: string[];
}

export interface ReadSheet {
  fileType: 'xlsx' | 'csv';
  sheets: string[];
  sheet: string;
  header: SheetRow;
  rows: SheetRow[];
}

/** The CSV's one "sheet" has no name of its own. */
export const CSV_SHEET = 'CSV';
const FILE_FIELD = 'content_base64';

const fileError = (message: string) => AppError.field(FILE_FIELD, message);

/** Refusals of an .xlsx (decision 018 for the zip caps). */
export const ZIP_TOO_LARGE = 'El archivo es demasiado grande una vez descomprimido.';
const XLSX_DAMAGED = 'El archivo .xlsx está dañado o no es una hoja de cálculo válida.';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A document that is not a price list, by its first bytes (a BOM and blanks skipped). */
function documentKind(bytes: Buffer): 'pdf' | 'xml' | null {
  const head = bytes
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF|\xFF\xFE|\xFE\xFF)/, '');
  const start = head.replace(/^[\s\0]+/, '');
  if (start.startsWith('%PDF-')) return 'pdf';
  if (/^<(\?xml|!DOCTYPE|html|[A-Za-z][\w.-]*:?[\w.-]*[\s>])/i.test(start)) return 'xml';
  return null;
}

/** The longest text one cell of a CSV may hold: past it, a quote was surely left open. */
export const CSV_MAX_CELL_CHARS = 10_000;

/** The type is read from the content, never trusted from the file name. */
export function detectType(bytes: Buffer): 'xlsx' | 'csv' {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  // A supplier's invoice sent here by mistake is read nowhere as a sheet (issue 30).
  const document = documentKind(bytes);
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
  // A text file has no NUL bytes in its first kilobytes; a PDF, an image or a binary does.
  if (bytes.subarray(0, 8192).includes(0)) {
    throw fileError('Tipo de archivo no admitido: sube una hoja de cálculo .xlsx o un .csv.');
  }
  return 'csv';
}

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (Windows-1252, Excel's Spanish CSVs). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` (Spanish Excel), `,` or tab: whichever the first line holds most of. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
}

function trimRow(cells: string[]): string[] {
  return cells.slice(0, IMPORT_MAX_COLUMNS).map((cell) => cell.trim());
}

/** The text a cell shows: numbers without float noise, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(12)));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result ?? null);
  if ('text' in value) return cellText(value.text);
  return '';
}

/**
 * Rows kept while reading (decision 018): the header and up to the limit of data rows. Reading stops
 * at the first row past the limit, and after `MAX_SCANNED_ROWS` rows blank or not, so a sheet of
 * a million rows costs what 2 001 do.
 */
export const MAX_SCANNED_ROWS = IMPORT_MAX_ROWS * 10;

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');

class RowCollector {
  readonly rows: SheetRow[] = [];
  private scanned = 0;

  /** Adds a row; false once reading can stop (the limit error is then raised by `finish`). */
  add(row: SheetRow): boolean {
    this.scanned += 1;
    if (this.scanned > MAX_SCANNED_ROWS) {
      throw fileError(
        `El archivo tiene más de ${MAX_SCANNED_ROWS} filas contando las vacías; el máximo es ${IMPORT_MAX_ROWS} filas de datos. Divídelo en varios archivos.`,
      );
    }
    if (isBlank(row)) return true;
    this.rows.push(row);
    return this.rows.length <= IMPORT_MAX_ROWS + 1;
  }
}

function readCsv(bytes: Buffer): SheetRow[] {
  const text = decodeText(bytes);
  const collector = new RowCollector();
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
    cells.push(cellText(row.findCell(column)?.value ?? null).trim());
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
async function readXlsx(bytes: Buffer, sheetName: string | undefined): Promise<XlsxRead> {
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
      const collector = new RowCollector();
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
 * rows under it, dropping blank rows; refuses an empty sheet and one longer than the limit.
 */
export async function readSheet(bytes: Buffer, sheetName?: string): Promise<ReadSheet> {
  const fileType = detectType(bytes);
  let sheets: string[];
  let sheet: string;
  let rows: SheetRow[];
  if (fileType === 'csv') {
    sheets = [CSV_SHEET];
    sheet = CSV_SHEET;
    rows = readCsv(bytes);
  } else {
    const read = await readXlsx(bytes, sheetName);
    if (read.sheet === null) {
      throw sheetName
        ? AppError.field('sheet', `La hoja «${sheetName}» no está en el archivo.`)
        : fileError('El archivo no tiene ninguna hoja.');
    }
    sheets = read.sheets;
    sheet = read.sheet;
    rows = read.rows;
  }
  const [header, ...data] = rows;
  if (!header) throw fileError('El archivo está vacío: no tiene filas.');
  if (data.length === 0) {
    throw fileError('El archivo no tiene filas de datos bajo la cabecera.');
  }
  if (data.length > IMPORT_MAX_ROWS) {
    throw fileError(
      `El archivo tiene más de ${IMPORT_MAX_ROWS} filas; el máximo es ${IMPORT_MAX_ROWS}. Divídelo en varios archivos.`,
    );
  }
  const width = Math.max(...rows.map((row) => row.cells.length));
  const pad = (row: SheetRow) => ({
    number: row.number,
    cells: [...row.cells, ...Array<string>(width - row.cells.length).fill('')],
  });
  return { fileType, sheets, sheet, header: pad(header), rows: data.map(pad) };
}
