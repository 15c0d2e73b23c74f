import type { PdfColumnMapping, PdfTable } from '@costeo/domain/supplier-invoice-pdf';
import {
  checkScanLines,
  type ScanFigure,
  type ScanRead,
} from '@costeo/domain/supplier-invoice-scan';
import { parseSpanishDecimal } from '@costeo/domain/supplier-invoice-text';
import sharp from 'sharp';
import { PSM, type Worker } from 'tesseract.js';
import type { PreparedPage } from './invoice-read.ocr-image.ts';
import { columnOf, type PdfTextItem, type PdfTextRow } from './invoice-read.pdf-table.ts';

/**
 * A second look at the figures of the lines that do not add up or were read unsure (issue 36,
 * decision 044): each figure's cell cropped from the prepared page three ways (enlarged ×2 and ×3,
 * with more or less paper around it) and read alone by the same recogniser as one line of digits,
 * commas and points (~10–20 ms a crop). Read with the whole page, tesseract drops the comma of
 * a short figure alone in a wide column ("4,2" → "42", "3,10" → "310") or reads a lone "6" as "e";
 * read alone, the same cell gives "4,2" and "6". A re-read is taken when it makes the line add up
 * (quantity × price = amount), with as few cells changed as can be, or when the first reading was
 * not a number at all; a figure it changes (not just its comma) must be read more surely than
 * before. The line printed wrong stays wrong: no reading of it adds up.
 */

/** A word of the first reading, in the prepared page's pixels. */
export interface CellWord {
  page: number;
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A line's words by the column their cell lies under — the header's columns as the table reader
 * places cells, or the row's own cells in order when there is no header.
 */
export function wordsByColumn<W extends CellWord>(
  row: PdfTextRow | undefined,
  header: PdfTextRow | null,
  wordsOf: (item: PdfTextItem) => readonly W[],
): W[][] {
  if (!row) return [];
  const out: W[][] = (header?.cells ?? row.cells).map(() => []);
  for (const [index, cell] of row.cells.entries()) {
    const column = header ? columnOf(cell, header.cells) : index;
    const items = row.items.filter(
      (item) => item.x >= cell.x - 0.5 && item.x + item.width <= cell.right + 0.5,
    );
    out[column]?.push(...items.flatMap(wordsOf));
  }
  return out;
}

/** The figures looked at again, in the order the check reads them. */
const FIGURES: readonly ScanFigure[] = ['quantity', 'unit_price', 'total'];
/** The characters a figure's cell may hold. */
const FIGURE_CHARACTERS = '0123456789,.-';
/**
 * The crops each cell is read from: scale, and the margin around its words in shares of their
 * height (across, along). A comma is found in one and missed in another; a margin of paper helps
 * most ("42" read "4,2" at ×2 with 0.8 of margin in every photo measured, not always with 0.35).
 */
const CROPS = [
  { scale: 2, padY: 0.8, padX: 1 },
  { scale: 3, padY: 0.8, padX: 1 },
  { scale: 2, padY: 0.35, padX: 0.6 },
] as const;

interface Reading {
  text: string;
  confidence: number;
}

/** A column of the mapping by its index or its header text, or null. */
function mappedColumn(table: PdfTable, ref: string | number | null | undefined): number | null {
  if (ref === null || ref === undefined) return null;
  const index = typeof ref === 'number' ? ref : (table.header?.indexOf(ref) ?? -1);
  return index >= 0 && index < (table.header?.length ?? Infinity) ? index : null;
}

/** A prepared page decoded once for its crops: one byte a pixel. */
interface PagePixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixelsOf(page: PreparedPage): Promise<PagePixels> {
  const { data, info } = await sharp(page.png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The cell's words cropped from its page with a margin, enlarged, as PNG; null without words. */
async function cropCell(
  page: PagePixels,
  words: readonly CellWord[],
  crop: (typeof CROPS)[number],
): Promise<Buffer | null> {
  const digits = words.filter((word) => /\d/.test(word.text));
  // A stray mark read beside a figure ("a 22,50") is left out when the cell has a figure.
  const shown = digits.length > 0 ? digits : words;
  if (shown.length === 0) return null;
  const x0 = Math.min(...shown.map((word) => word.x0));
  const x1 = Math.max(...shown.map((word) => word.x1));
  const y0 = Math.min(...shown.map((word) => word.y0));
  const y1 = Math.max(...shown.map((word) => word.y1));
  const height = Math.max(8, y1 - y0);
  const left = Math.max(0, Math.floor(x0 - crop.padX * height));
  const top = Math.max(0, Math.floor(y0 - crop.padY * height));
  const width = Math.min(page.width, Math.ceil(x1 + crop.padX * height)) - left;
  const tall = Math.min(page.height, Math.ceil(y1 + crop.padY * height)) - top;
  if (width < 2 || tall < 2) return null;
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left, top, width, height: tall })
    .resize({ width: width * crop.scale, height: tall * crop.scale })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A crop read as one line of figures: its text (words joined by a space) and least confidence. */
async function readCell(worker: Worker, png: Buffer): Promise<Reading | null> {
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const words = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  const text = words
    .map((word) => word.text.trim())
    .filter((word) => word !== '')
    .join(' ');
  if (text === '') return null;
  return { text, confidence: Math.min(...words.map((word) => word.confidence)) };
}

/** A cell's distinct readings from the crops, each with its best confidence. */
async function readingsOf(
  worker: Worker,
  page: PagePixels | undefined,
  words: readonly CellWord[],
): Promise<Reading[]> {
  const out = new Map<string, number>();
  if (!page || words.length === 0) return [];
  for (const crop of CROPS) {
    const png = await cropCell(page, words, crop);
    const reading = png ? await readCell(worker, png) : null;
    if (reading) out.set(reading.text, Math.max(out.get(reading.text) ?? 0, reading.confidence));
  }
  return [...out].map(([text, confidence]) => ({ text, confidence }));
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A re-read may stand for the first reading (see the file's comment). */
function mayReplace(first: Reading, again: Reading, convention: 'comma' | 'dot'): boolean {
  const value = parseSpanishDecimal(again.text, convention);
  if (value === null) return false;
  const before = parseSpanishDecimal(first.text, convention);
  if (before === null) return true;
  if (before === value) return false;
  return digitsOf(first.text) === digitsOf(again.text) || again.confidence > first.confidence;
}

export interface SecondLook {
  table: PdfTable;
  /** Per line, its figures' least confidence after the second look (as `ScanRow.confidence`). */
  confidences: number[];
  /** Cells read again, and of them replaced. */
  reread: number;
  taken: number;
}

/**
 * The table after a second look at the figures of each line the checks mark (see the file's
 * comment). `cells[line][column]` are the first reading's words of that cell.
 */
export async function rereadFigures(input: {
  worker: Worker;
  pages: readonly PreparedPage[];
  read: Pick<ScanRead, 'pdf' | 'rows'>;
  mapping: PdfColumnMapping | null;
  cells: readonly (readonly (readonly CellWord[])[])[];
}): Promise<SecondLook> {
  const { worker, pages, read, mapping, cells } = input;
  const { table } = read.pdf;
  const confidences = read.rows.map((row) => row.confidence);
  const result: SecondLook = { table, confidences, reread: 0, taken: 0 };
  if (!mapping) return result;
  const columns = FIGURES.map((field) => mappedColumn(table, mapping[field]));
  const marked = checkScanLines(read, mapping).filter((check) => check.marked);
  if (marked.length === 0) return result;
  const convention = table.convention ?? 'comma';
  const rows = table.rows.map((row) => ({ ...row, cells: [...row.cells] }));
  const decoded = new Map<number, PagePixels>();
  const pixels = async (number: number) => {
    const page = pages[number - 1];
    if (!page) return undefined;
    const known = decoded.get(number) ?? (await pixelsOf(page));
    decoded.set(number, known);
    return known;
  };
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    tessedit_char_whitelist: FIGURE_CHARACTERS,
  });
  try {
    for (const { row: line } of marked) {
      const row = rows[line];
      if (!row) continue;
      const first: Reading[] = [];
      const again: Reading[][] = [];
      for (const column of columns) {
        const words = column === null ? [] : (cells[line]?.[column] ?? []);
        first.push({
          text: column === null ? '' : (row.cells[column] ?? ''),
          confidence: Math.min(100, ...words.map((word) => word.confidence)),
        });
        again.push(await readingsOf(worker, await pixels(words[0]?.page ?? 1), words));
        if (words.length > 0) result.reread += 1;
      }
      const pick = choose(read, mapping, line, columns, first, again, convention);
      for (const [index, column] of columns.entries()) {
        const taken = pick[index];
        if (column === null || !taken) continue;
        row.cells[column] = taken.text;
        result.taken += 1;
      }
      confidences[line] = lineConfidence(read.rows[line]?.confidence ?? 100, first, again, pick);
    }
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' });
  }
  return { ...result, table: { ...table, rows } };
}

/** Every way of taking at most one re-read per figure (null: the first reading kept). */
function choicesOf(options: readonly (readonly Reading[])[]): (Reading | null)[][] {
  return options.reduce<(Reading | null)[][]>(
    (acc, readings) => acc.flatMap((picks) => [null, ...readings].map((r) => [...picks, r])),
    [[]],
  );
}

/**
 * Which re-reads to take for a line (null: keep the first reading): the fewest that make it add
 * up — none when two different choices of as many do — else, for a figure first read as no number,
 * its surest re-read that is one.
 */
function choose(
  read: Pick<ScanRead, 'pdf' | 'rows'>,
  mapping: PdfColumnMapping,
  line: number,
  columns: readonly (number | null)[],
  first: readonly Reading[],
  again: readonly (readonly Reading[])[],
  convention: 'comma' | 'dot',
): (Reading | null)[] {
  const none = columns.map(() => null);
  const row = read.pdf.table.rows[line];
  if (!row) return none;
  const usable = again.map((readings, index) =>
    readings.filter((reading) => mayReplace(first[index] as Reading, reading, convention)),
  );
  const addsUp = (picks: readonly (Reading | null)[]) => {
    const cells = [...row.cells];
    for (const [index, column] of columns.entries()) {
      const taken = picks[index];
      if (column !== null && taken) cells[column] = taken.text;
    }
    const alone = {
      pdf: { ...read.pdf, table: { ...read.pdf.table, rows: [{ ...row, cells }] } },
      rows: [],
    };
    return checkScanLines(alone, mapping)[0]?.reasons.length === 0;
  };
  const size = (picks: readonly (Reading | null)[]) => picks.filter(Boolean).length;
  const fitting = choicesOf(usable).filter((picks) => size(picks) > 0 && addsUp(picks));
  const fewest = Math.min(...fitting.map(size));
  const best = fitting.filter((picks) => size(picks) === fewest);
  if (best.length === 1 && best[0]) return best[0];
  if (best.length > 1) return none;
  return usable.map((readings, index) => {
    if (parseSpanishDecimal(first[index]?.text ?? '', convention) !== null) return null;
    return [...readings].sort((a, b) => b.confidence - a.confidence)[0] ?? null;
  });
}

/**
 * The line's confidence after the second look: a figure read again as first read is as sure as
 * its surer reading, a figure replaced as sure as its re-read; when the first reading's least
 * came from another word with a digit (a description's "25 kg"), that stands.
 */
function lineConfidence(
  before: number,
  first: readonly Reading[],
  again: readonly (readonly Reading[])[],
  pick: readonly (Reading | null)[],
): number {
  let least = 100;
  let figuresLeast = 100;
  for (const [index, reading] of first.entries()) {
    const taken = pick[index];
    const same = again[index]?.find((other) => other.text === reading.text);
    figuresLeast = Math.min(figuresLeast, reading.confidence);
    if (taken) least = Math.min(least, taken.confidence);
    else if (same) least = Math.min(least, Math.max(reading.confidence, same.confidence));
    else least = Math.min(least, reading.confidence);
  }
  if (before < figuresLeast) least = Math.min(least, before);
  return Math.round(least);
}
