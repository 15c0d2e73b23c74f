import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
} from '@costeo/domain/contracts/ingredient-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.ts';

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

/** base64 → bytes, refusing an empty file and one over 5 MB with the wizard's messages. */
export function decodeFile(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64.replace(/\s/g, ''), 'base64');
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw fileError(IMPORT_FILE_TOO_LARGE);
  if (bytes.length === 0) throw fileError('El archivo está vacío.');
  return bytes;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The type is read from the content, never trusted from the file name. */
export function detectType(bytes: Buffer): 'xlsx' | 'csv' {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
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

function readCsv(bytes: Buffer): SheetRow[] {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
  });
  return parsed.data.map((cells, index) => ({ number: index + 1, cells: trimRow(cells) }));
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

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('El archivo .xlsx está dañado o no es una hoja de cálculo válida.');
  }
  return workbook;
}

function worksheetRows(worksheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ number, cells: trimRow(Array.from(values, (value) => cellText(value ?? null))) });
  });
  return rows;
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');

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
    rows = readCsv(bytes).filter((row) => !isBlank(row));
  } else {
    const workbook = await loadWorkbook(bytes);
    const worksheets = workbook.worksheets;
    sheets = worksheets.map((worksheet) => worksheet.name);
    const chosen = sheetName
      ? worksheets.find((worksheet) => worksheet.name === sheetName)
      : (worksheets.find((worksheet) => worksheet.actualRowCount > 0) ?? worksheets[0]);
    if (!chosen) {
      throw sheetName
        ? AppError.field('sheet', `La hoja «${sheetName}» no está en el archivo.`)
        : fileError('El archivo no tiene ninguna hoja.');
    }
    sheet = chosen.name;
    rows = worksheetRows(chosen).filter((row) => !isBlank(row));
  }
  const [header, ...data] = rows;
  if (!header) throw fileError('El archivo está vacío: no tiene filas.');
  if (data.length === 0) {
    throw fileError('El archivo no tiene filas de datos bajo la cabecera.');
  }
  if (data.length > IMPORT_MAX_ROWS) {
    throw fileError(
      `El archivo tiene ${data.length} filas; el máximo es ${IMPORT_MAX_ROWS}. Divídelo en varios archivos.`,
    );
  }
  const width = Math.max(...rows.map((row) => row.cells.length));
  const pad = (row: SheetRow) => ({
    number: row.number,
    cells: [...row.cells, ...Array<string>(width - row.cells.length).fill('')],
  });
  return { fileType, sheets, sheet, header: pad(header), rows: data.map(pad) };
}
