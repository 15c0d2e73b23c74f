import {
  pdfLayoutKey,
  suggestPdfColumnMapping,
  type PdfInvoiceRead,
} from '@costeo/domain/supplier-invoice-pdf';
import { getDocumentProxy } from 'unpdf';
import { headerFieldsOf } from './invoice-read.pdf-header.ts';
import { assertPdfWithinBudget } from './invoice-read.pdf-budget.ts';
import { locateTable, textRows, type PdfTextItem } from './invoice-read.pdf-table.ts';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';

/**
 * A PDF invoice's text layer, read with pdf.js (through unpdf, which bundles it: decision 027), in
 * a worker thread (decision 018). No OCR: a PDF without text is refused with the Spanish message
 * of issue 19. pdf.js runs with eval off (CVE-2024-4367), no system fonts and no font faces: it
 * only has to say which characters are where.
 */
export const PDF_MAX_PAGES = 20;
const MAX_TEXT_ITEMS = 50_000;
/** Fewer letters and digits than this in the whole document: a scan, maybe with a page number. */
const MIN_TEXT_CHARACTERS = 10;

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

async function openPdf(bytes: Uint8Array) {
  try {
    // pdf.js takes the buffer over: give it a copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      enableXfa: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw refuse(
      name === 'PasswordException' ? INVOICE_REFUSALS.pdfPassword : INVOICE_REFUSALS.pdfDamaged,
    );
  }
}

/** Every horizontal text item of the document, with its page and position. */
export async function pdfTextItems(
  bytes: Uint8Array,
): Promise<{ pages: number; items: PdfTextItem[] }> {
  // Before pdf.js holds anything: what its streams would inflate to (issue 30).
  await assertPdfWithinBudget(bytes);
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > PDF_MAX_PAGES) throw refuse(INVOICE_REFUSALS.tooManyPages(PDF_MAX_PAGES));
    const items: PdfTextItem[] = [];
    for (let page = 1; page <= pdf.numPages; page += 1) {
      let content;
      try {
        content = await (await pdf.getPage(page)).getTextContent();
      } catch {
        throw refuse(INVOICE_REFUSALS.pdfDamaged);
      }
      for (const raw of content.items as TextItemLike[]) {
        const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = raw.transform ?? [];
        // Rotated text (a margin's legal notice) is not part of a table.
        if (typeof raw.str !== 'string' || Math.abs(b) > 0.01 || Math.abs(c) > 0.01) continue;
        items.push({
          page,
          x,
          y,
          width: raw.width ?? 0,
          height: raw.height || Math.abs(d) || Math.abs(a),
          text: raw.str,
        });
      }
      if (items.length > MAX_TEXT_ITEMS) throw refuse(INVOICE_REFUSALS.pdfDamaged);
    }
    return { pages: pdf.numPages, items };
  } finally {
    await pdf.destroy();
  }
}

/**
 * A PDF invoice → its table, header fields and the suggested columns. Without text it is refused,
 * or — `scanned: 'answer'`, the reading of issue 36 — null: the caller reads it as a scan.
 */
export async function readPdfInvoice(bytes: Uint8Array): Promise<PdfInvoiceRead>;
export async function readPdfInvoice(
  bytes: Uint8Array,
  options: { scanned: 'answer' },
): Promise<PdfInvoiceRead | null>;
export async function readPdfInvoice(
  bytes: Uint8Array,
  options?: { scanned: 'answer' },
): Promise<PdfInvoiceRead | null> {
  const { pages, items } = await pdfTextItems(bytes);
  const allText = items.map((item) => item.text).join(' ');
  if (allText.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARACTERS) {
    if (options?.scanned === 'answer') return null;
    throw refuse(INVOICE_REFUSALS.scannedPdf);
  }
  const rows = textRows(items);
  const { table, headerIndex, afterIndexes } = locateTable(rows);
  const firstPage = rows.filter((row) => row.page === 1);
  const before =
    headerIndex === null ? firstPage : rows.slice(0, headerIndex).filter((row) => row.page === 1);
  const after = afterIndexes.map((index) => rows[index]).filter((row) => row !== undefined);
  return {
    pages,
    fields: headerFieldsOf(before, after, allText),
    table,
    suggestedMapping: table.header ? suggestPdfColumnMapping(table.header) : null,
    layoutKey: pdfLayoutKey(table.header),
  };
}
