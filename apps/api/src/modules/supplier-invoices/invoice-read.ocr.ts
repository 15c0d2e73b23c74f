import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MORE_PHOTOS_MAX } from '@costeo/domain/contracts/supplier-invoices';
import {
  pdfLayoutKey,
  suggestPdfColumnMapping,
  type PdfInvoiceRead,
} from '@costeo/domain/supplier-invoice-pdf';
import type { ScanRead, ScanRow } from '@costeo/domain/supplier-invoice-scan';
import { isValidSpanishTaxId, normalizeTaxId } from '@costeo/domain/tax-id';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../../lib/app-error.ts';
import { headerFieldsOf } from './invoice-read.pdf-header.ts';
import { locateTable, textRows, type PdfTextItem } from './invoice-read.pdf-table.ts';
import { rereadFigures, wordsByColumn } from './invoice-read.ocr-cells.ts';
import { openScan, preparePage, type PreparedPage } from './invoice-read.ocr-image.ts';
import { renderScanPages } from './invoice-read.ocr-pdf.ts';
import {
  INVOICE_REFUSALS,
  MORE_PHOTOS_FIELD,
  refuse,
  refusePhoto,
} from './invoice-read.refusals.ts';

/**
 * Reading a photo or a scan of an albarán or an invoice, in Spanish (issue 36, decision 044), in
 * the OCR pool's one thread: the page prepared with sharp, read by tesseract.js (LSTM, the Spanish
 * data of `@tesseract.js-data/spa` read from node_modules: nothing is fetched), its words turned
 * into the positioned text a PDF's text layer gives, so the same table reader, column mapping and
 * header search apply. Each line of the table keeps its box, its lowest confidence and a crop of
 * its row (a small JPEG as a data URL) for the review screen.
 */

const require = createRequire(import.meta.url);
/** The Spanish LSTM model (tessdata_best, integerised: 2 MB gzipped). */
const SPANISH_DATA = join(
  dirname(require.resolve('@tesseract.js-data/spa/package.json')),
  '4.0.0_best_int',
);

let recogniser: Promise<Worker> | null = null;

/**
 * The thread's one recogniser, made on the first page and kept while the thread lives (the
 * Spanish model loads once). Every source is local: the model's directory, no cache written
 * (`cacheMethod: 'none'`), the WebAssembly core from tesseract.js-core in node_modules.
 */
export function spanishRecogniser(): Promise<Worker> {
  recogniser ??= createWorker('spa', OEM.LSTM_ONLY, {
    langPath: SPANISH_DATA,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  })
    .then(async (worker) => {
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
        // A scan's resolution is ours (the page is resized): say so rather than let it guess.
        user_defined_dpi: '270',
      });
      return worker;
    })
    .catch((error: unknown) => {
      recogniser = null;
      throw error;
    });
  return recogniser;
}

/** Below this confidence a word without a digit is dropped (noise read as letters). */
const MIN_WORD_CONFIDENCE = 40;
/** Words of one tesseract line closer than this share of the line's height are one phrase. */
const SAME_PHRASE = 0.6;

/** Letters a tax id's first character is misread as, and what it was (CIF letters, NIE). */
const TAX_ID_FIRST: Record<string, string[]> = {
  '8': ['B'],
  '6': ['G'],
  '5': ['S'],
  '4': ['A'],
  '0': ['D', 'Q'],
  '2': ['Z'],
  '1': ['J'],
};

/**
 * What tesseract reads wrong in a Spanish invoice, made right where it cannot be another word:
 * "nº" read "n?" or "n*", a tax id whose letter was read as a digit — kept only when the control
 * character then checks.
 */
function ocrFixes(text: string): string {
  if (/^n[?*°º"'.]$/i.test(text)) return 'nº';
  const id = /^([0-9])(\d{7}[0-9A-J])([.,;:]?)$/.exec(text);
  if (id && !isValidSpanishTaxId(normalizeTaxId(text))) {
    for (const letter of TAX_ID_FIRST[id[1] ?? ''] ?? []) {
      if (isValidSpanishTaxId(`${letter}${id[2] ?? ''}`))
        return `${letter}${id[2] ?? ''}${id[3] ?? ''}`;
    }
  }
  return text;
}

/** One recognised word, in the prepared page's pixels (origin top left). */
export interface ScanWord {
  page: number;
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The baseline's height at the word and the height of its line, from tesseract's line. */
  baseline: number;
  lineHeight: number;
  /** Which of the page's tesseract lines it is on (words are joined into phrases within one). */
  line: number;
}

interface TesseractBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Words of two tesseract lines closer than this share of the line's height are one word. */
const SAME_WORD = 0.2;

/**
 * A word tesseract's layout split between two of its lines ("Fact" in one block, "ura nº F-2026-
 * 0417" in the next, on one baseline and 3 px apart), joined again: a word space is ~0.4 of the
 * line's height on a prepared page, a letter's gap under 0.15, and the table reader joins items
 * with a space past 0.1 ("Fact ura" is no label).
 */
function joinSplitWords(words: ScanWord[]): ScanWord[] {
  const out: ScanWord[] = [];
  for (const word of words) {
    const before = out.find(
      (other) =>
        other.line !== word.line &&
        Math.abs(other.baseline - word.baseline) <= 0.25 * word.lineHeight &&
        word.x0 - other.x1 >= -0.1 * word.lineHeight &&
        word.x0 - other.x1 <= SAME_WORD * word.lineHeight,
    );
    if (!before) {
      out.push({ ...word });
      continue;
    }
    before.text = `${before.text}${word.text}`;
    before.confidence = Math.min(before.confidence, word.confidence);
    before.x1 = word.x1;
    before.y0 = Math.min(before.y0, word.y0);
    before.y1 = Math.max(before.y1, word.y1);
  }
  return out;
}

/** The words of a prepared page, with their boxes and confidence (0–100). */
export async function recognisePage(page: PreparedPage, number: number): Promise<ScanWord[]> {
  const worker = await spanishRecogniser();
  const { data } = await worker.recognize(
    Buffer.from(page.png),
    {},
    { blocks: true, text: false, hocr: false, tsv: false },
  );
  const words: ScanWord[] = [];
  let lineNumber = 0;
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lineNumber += 1;
        const box = line.bbox;
        const base = line.baseline as TesseractBox & { has_baseline?: boolean };
        for (const word of line.words) {
          // A table's rules read as "|" or "[" stuck to a word; marks with no letter or digit
          // and unsure words without a digit are the paper's grain, not text.
          const text = ocrFixes(word.text.trim().replace(/^[|[\]]+|[|[\]]+$/g, ''));
          if (!/[\p{L}\p{N}€%]/u.test(text)) continue;
          if (word.confidence < MIN_WORD_CONFIDENCE && !/\d/.test(text)) continue;
          const w = word.bbox;
          const middle = (w.x0 + w.x1) / 2;
          const slope = base.x1 !== base.x0 ? (base.y1 - base.y0) / (base.x1 - base.x0) : 0;
          const baseline =
            base.has_baseline === false ? w.y1 : base.y0 + slope * (middle - base.x0);
          words.push({
            page: number,
            text,
            confidence: word.confidence,
            ...w,
            baseline,
            lineHeight: Math.max(1, box.y1 - box.y0),
            line: lineNumber,
          });
        }
      }
    }
  }
  return joinSplitWords(words);
}

/**
 * Words as PDF text items — y up from the page's bottom, the size the line's height — with the
 * words of one line joined into phrases where the gap is a word space, as a PDF's text layer
 * gives them (tesseract's boxes are tight: a space is a smaller share of them than of a font).
 */
function asTextItems(
  words: readonly ScanWord[],
  pageHeights: readonly number[],
): { item: PdfTextItem; words: ScanWord[] }[] {
  const out: { item: PdfTextItem; words: ScanWord[] }[] = [];
  let last: { item: PdfTextItem; words: ScanWord[]; line: number } | null = null;
  for (const word of words) {
    const pageHeight = pageHeights[word.page - 1] ?? 0;
    const previous = last?.words.at(-1);
    if (
      last &&
      previous &&
      last.line === word.line &&
      word.x0 - previous.x1 <= SAME_PHRASE * word.lineHeight &&
      word.x0 >= previous.x0
    ) {
      last.item.text = `${last.item.text} ${word.text}`;
      last.item.width = word.x1 - last.item.x;
      last.words.push(word);
      continue;
    }
    last = {
      item: {
        page: word.page,
        x: word.x0,
        y: pageHeight - word.baseline,
        width: word.x1 - word.x0,
        height: word.lineHeight,
        text: word.text,
      },
      words: [word],
      line: word.line,
    };
    out.push(last);
  }
  return out;
}

const CROP_HEIGHT = 64;

/** A row of the page as a small JPEG data URL, a little wider than its words. */
async function cropRow(page: PreparedPage, box: ScanRow['box']): Promise<string> {
  const pad = Math.round((box.y1 - box.y0) * 0.3) + 4;
  const left = Math.max(0, Math.floor(box.x0 - pad));
  const top = Math.max(0, Math.floor(box.y0 - pad));
  const width = Math.min(page.width - left, Math.ceil(box.x1 - box.x0 + 2 * pad));
  const height = Math.min(page.height - top, Math.ceil(box.y1 - box.y0 + 2 * pad));
  const jpeg = await sharp(page.png)
    .extract({ left, top, width: Math.max(1, width), height: Math.max(1, height) })
    .resize({ height: CROP_HEIGHT, withoutEnlargement: true })
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The pages of an image (and the photos of its next pages) or of a scanned PDF, prepared for the
 * recogniser. Each photo is opened as photos are (the same limits and Spanish refusals).
 */
async function preparedPages(
  bytes: Uint8Array,
  kind: 'image' | 'pdf',
  more: readonly Uint8Array[],
): Promise<PreparedPage[]> {
  if (kind === 'pdf' && more.length > 0) {
    throw AppError.field(MORE_PHOTOS_FIELD, INVOICE_REFUSALS.morePhotosAlone);
  }
  if (more.length > MORE_PHOTOS_MAX) {
    throw AppError.field(MORE_PHOTOS_FIELD, INVOICE_REFUSALS.tooManyPhotos);
  }
  const pages: PreparedPage[] = [];
  if (kind === 'image') {
    for (const [index, photo] of [bytes, ...more].entries()) {
      try {
        pages.push(await preparePage(await openScan(photo)));
      } catch (error) {
        throw index === 0 ? error : refusePhoto(error, index + 1);
      }
    }
    return pages;
  }
  const { images } = await renderScanPages(bytes);
  for (const image of images) pages.push(await preparePage(sharp(image)));
  return pages;
}

/** Fewer letters and digits than this on every page: nothing to read (a photo of a dish…). */
const MIN_TEXT_CHARACTERS = 10;

/** A photo or a scanned PDF → the PDF table reading plus each line's box, confidence and crop. */
export async function readScannedInvoice(input: {
  bytes: Uint8Array;
  kind: 'image' | 'pdf';
  /** Photos of the document's next pages, in order (a photo's only). */
  more?: readonly Uint8Array[];
}): Promise<ScanRead> {
  const started = performance.now();
  const pages = await preparedPages(input.bytes, input.kind, input.more ?? []);
  const words: ScanWord[] = [];
  for (const [index, page] of pages.entries())
    words.push(...(await recognisePage(page, index + 1)));
  const allText = words.map((word) => word.text).join(' ');
  if (allText.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARACTERS) {
    throw refuse(INVOICE_REFUSALS.noTextInScan);
  }
  // The item → its words, to find each table line's words again.
  const phrases = asTextItems(
    words,
    pages.map((page) => page.height),
  );
  const itemWords = new Map(phrases.map((phrase) => [phrase.item, phrase.words]));
  const items = phrases.map((phrase) => phrase.item);
  const rows = textRows(items);
  const { table, headerIndex, afterIndexes, lineSources } = locateTable(rows);
  const firstPage = rows.filter((row) => row.page === 1);
  const before =
    headerIndex === null ? firstPage : rows.slice(0, headerIndex).filter((row) => row.page === 1);
  const after = afterIndexes.map((index) => rows[index]).filter((row) => row !== undefined);
  const first: PdfInvoiceRead = {
    pages: pages.length,
    fields: headerFieldsOf(before, after, allText),
    table,
    suggestedMapping: table.header ? suggestPdfColumnMapping(table.header) : null,
    layoutKey: pdfLayoutKey(table.header),
  };
  const scanRows: ScanRow[] = [];
  for (const [line, sources] of lineSources.entries()) {
    const lineWords = sources
      .flatMap((index) => rows[index]?.items ?? [])
      .flatMap((item) => itemWords.get(item) ?? []);
    const page = lineWords[0]?.page ?? table.rows[line]?.page ?? 1;
    const box = {
      x0: Math.min(...lineWords.map((word) => word.x0)),
      y0: Math.min(...lineWords.map((word) => word.y0)),
      x1: Math.max(...lineWords.map((word) => word.x1)),
      y1: Math.max(...lineWords.map((word) => word.y1)),
    };
    const prepared = pages[page - 1];
    scanRows.push({
      page,
      box,
      // The least sure word with a digit: a misread figure matters, a misread letter less.
      confidence: Math.round(
        Math.min(
          100,
          ...lineWords.filter((word) => /\d/.test(word.text)).map((word) => word.confidence),
        ),
      ),
      image: prepared && lineWords.length > 0 ? await cropRow(prepared, box) : null,
    });
  }
  // A second look at the figures of the lines that do not add up or were read unsure, under the
  // columns guessed from the header (a supplier's remembered columns are the header's, mostly).
  const header = headerIndex === null ? null : (rows[headerIndex] ?? null);
  const second = await rereadFigures({
    worker: await spanishRecogniser(),
    pages,
    read: { pdf: first, rows: scanRows },
    mapping: first.suggestedMapping,
    cells: lineSources.map((sources) =>
      wordsByColumn(rows[sources[0] ?? -1], header, (item) => itemWords.get(item) ?? []),
    ),
  });
  const pdf = { ...first, table: second.table };
  for (const [line, row] of scanRows.entries()) row.confidence = second.confidences[line] ?? 0;
  return {
    pdf,
    rows: scanRows,
    pages: pages.map((page) => ({ width: page.width, height: page.height, skew: page.skew })),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
