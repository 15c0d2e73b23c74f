import {
  headerField,
  type PdfMappingField,
  type PdfTable,
} from '@costeo/domain/supplier-invoice-pdf';
import { parseSpanishDecimal } from '@costeo/domain/supplier-invoice-text';
import { normalizeSearch } from '@costeo/domain/text';

/**
 * From positioned text (a PDF's text layer) to a table: items on one baseline make a row, items
 * close together make a cell, the row whose cells name the fields ("Descripción", "Cantidad",
 * "Precio"…) is the header, and each cell below goes to the header column it lies under. Pure.
 */

export interface PdfTextItem {
  page: number;
  /** Left edge and baseline, in PDF points (origin bottom left). */
  x: number;
  y: number;
  width: number;
  /** Font size, about. */
  height: number;
  text: string;
}

export interface PdfCell {
  x: number;
  right: number;
  text: string;
}

export interface PdfTextRow {
  page: number;
  y: number;
  cells: PdfCell[];
  text: string;
  /** The items the row was made of (a photo's reader finds its words' boxes through them). */
  items: PdfTextItem[];
}

/** Items whose baselines differ by less than this share of the font size are one row. */
const SAME_ROW = 0.35;
/** Items closer than this share of the font size are one cell (a word space is ~0.25 em). */
const SAME_CELL = 0.35;

export function textRows(items: readonly PdfTextItem[]): PdfTextRow[] {
  const sorted = items
    .filter((item) => item.text.trim() !== '')
    .sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const rows: { page: number; y: number; size: number; items: PdfTextItem[] }[] = [];
  for (const item of sorted) {
    const size = Math.max(item.height, 1);
    const last = rows.at(-1);
    if (
      last &&
      last.page === item.page &&
      Math.abs(last.y - item.y) <= SAME_ROW * Math.min(size, last.size)
    ) {
      last.items.push(item);
    } else {
      rows.push({ page: item.page, y: item.y, size, items: [item] });
    }
  }
  return rows.map((row) => {
    const cells: PdfCell[] = [];
    for (const item of [...row.items].sort((a, b) => a.x - b.x)) {
      const text = item.text.replace(/\s+/g, ' ').trim();
      const last = cells.at(-1);
      if (last && item.x - last.right <= Math.max(1, SAME_CELL * Math.max(item.height, 1))) {
        const gap = item.x - last.right > 0.1 * Math.max(item.height, 1) ? ' ' : '';
        last.text = `${last.text}${gap}${text}`.replace(/\s+/g, ' ');
        last.right = Math.max(last.right, item.x + item.width);
      } else {
        cells.push({ x: item.x, right: item.x + item.width, text });
      }
    }
    return {
      page: row.page,
      y: row.y,
      cells,
      text: cells.map((cell) => cell.text).join(' '),
      items: row.items,
    };
  });
}

/** The fields a row's cells name: three or more, with a description, make a header. */
function headerFields(row: PdfTextRow): Set<PdfMappingField> {
  return new Set(row.cells.map((cell) => headerField(cell.text)).filter((f) => f !== null));
}

export function isHeaderRow(row: PdfTextRow): boolean {
  const fields = headerFields(row);
  return (
    fields.size >= 3 &&
    fields.has('description') &&
    (fields.has('quantity') || fields.has('unit_price') || fields.has('total'))
  );
}

/** Rows that end a page's table: the totals under it. */
const TOTALS_ROW =
  /^(base imponible|bases? imponibles?|total|subtotal|suma|importe total|cuota|forma de pago|vencimiento|observaciones|recargo|iva \d|i\.v\.a)/;

export function isTotalsRow(row: PdfTextRow): boolean {
  return TOTALS_ROW.test(normalizeSearch(row.cells[0]?.text ?? ''));
}

const isNumber = (text: string) => parseSpanishDecimal(text, 'comma') !== null;

/** The header column a cell lies under: most overlap, else the nearest. */
export function columnOf(cell: PdfCell, columns: readonly PdfCell[]): number {
  const overlap = (column: PdfCell) =>
    Math.min(cell.right, column.right) - Math.max(cell.x, column.x);
  const distance = (column: PdfCell) => Math.max(column.x - cell.right, cell.x - column.right);
  let best = 0;
  columns.forEach((column, index) => {
    const current = columns[best] as PdfCell;
    const better =
      overlap(column) > 0 || overlap(current) > 0
        ? overlap(column) > overlap(current)
        : distance(column) < distance(current);
    if (better) best = index;
  });
  return best;
}

function decimalConvention(rows: readonly { cells: string[] }[]): PdfTable['convention'] {
  let comma = 0;
  let dot = 0;
  for (const text of rows.flatMap((row) => row.cells)) {
    const value = text.replace(/[\s€%]/g, '');
    if (/^-?\d{1,3}(\.\d{3})*,\d+-?$/.test(value) || /^-?\d+,\d{1,2}-?$/.test(value)) comma += 1;
    if (/^-?\d{1,3}(,\d{3})*\.\d+-?$/.test(value) || /^-?\d+\.\d{1,2}-?$/.test(value)) dot += 1;
  }
  if (comma === dot) return null;
  return comma > dot ? 'comma' : 'dot';
}

export interface LocatedTable {
  table: PdfTable;
  /** Index in `rows` of the header row, or null. */
  headerIndex: number | null;
  /** Indexes of the rows after the table (totals, notes), for the header fields. */
  afterIndexes: number[];
  /** For each line of the table, the indexes in `rows` it was read from (wrapped lines too). */
  lineSources: number[][];
}

/** The table of lines in a PDF's rows (see the file's comment). */
export function locateTable(rows: readonly PdfTextRow[]): LocatedTable {
  const headerIndex = rows.findIndex(isHeaderRow);
  if (headerIndex === -1) {
    const looseIndexes = rows.flatMap((row, index) => (row.cells.length >= 2 ? [index] : []));
    const loose = looseIndexes.map((index) => rows[index] as PdfTextRow);
    const table = {
      header: null,
      rows: loose.map((row) => ({ page: row.page, cells: row.cells.map((c) => c.text) })),
    };
    return {
      table: { ...table, convention: decimalConvention(table.rows) },
      headerIndex: null,
      afterIndexes: [],
      lineSources: looseIndexes.map((index) => [index]),
    };
  }
  const header = rows[headerIndex] as PdfTextRow;
  const headerKey = normalizeSearch(header.text);
  const columns = header.cells;
  const out: { page: number; cells: string[] }[] = [];
  const afterIndexes: number[] = [];
  const lineSources: number[][] = [];
  let active = true;
  let lastWasData = false;
  const pagesWithHeader = new Set(
    rows.filter((row) => normalizeSearch(row.text) === headerKey).map((row) => row.page),
  );
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const row = rows[index] as PdfTextRow;
    const previous = rows[index - 1];
    if (previous && previous.page !== row.page) {
      // A new page: its lines start under its own copy of the header, if it repeats one.
      active = !pagesWithHeader.has(row.page);
      lastWasData = false;
    }
    if (normalizeSearch(row.text) === headerKey) {
      active = true;
      continue;
    }
    if (!active) {
      afterIndexes.push(index);
      continue;
    }
    if (isTotalsRow(row)) {
      active = false;
      lastWasData = false;
      afterIndexes.push(index);
      continue;
    }
    const cells = columns.map(() => '');
    for (const cell of row.cells) {
      const column = columnOf(cell, columns);
      cells[column] = cells[column] ? `${cells[column]} ${cell.text}` : cell.text;
    }
    const filled = cells.filter((text) => text !== '');
    const numbers = filled.filter(isNumber).length;
    const last = out.at(-1);
    if (numbers > 0 && filled.length - numbers > 0) {
      out.push({ page: row.page, cells });
      lineSources.push([index]);
      lastWasData = true;
    } else if (lastWasData && last && numbers === 0 && filled.length === 1) {
      // A description wrapped onto the next line: joined to its line's cell.
      const column = cells.findIndex((text) => text !== '');
      last.cells[column] = `${last.cells[column] ?? ''} ${cells[column] ?? ''}`.trim();
      lineSources.at(-1)?.push(index);
    } else {
      lastWasData = false;
    }
  }
  return {
    table: {
      header: columns.map((cell) => cell.text),
      rows: out,
      convention: decimalConvention(out),
    },
    headerIndex,
    afterIndexes,
    lineSources,
  };
}
