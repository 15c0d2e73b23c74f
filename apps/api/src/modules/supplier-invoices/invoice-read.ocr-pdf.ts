import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import sharp from 'sharp';
import { assertPdfWithinBudget } from './invoice-read.pdf-budget.ts';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';
import { OCR_LONG_SIDE } from './invoice-read.ocr-image.ts';

/**
 * The pages of a PDF without a text layer (a scan), drawn as images for the recogniser (issue 36,
 * decision 044): pdf.js (unpdf's bundle, as for text PDFs) paints on @napi-rs/canvas (Skia, a
 * prebuilt binary from the npm registry), eval off, no system fonts; at most 4 pages, each at the
 * size the recogniser likes.
 */
export const SCAN_MAX_PAGES = 4;

/**
 * pdf.js 5.6 calls `ArrayBuffer.prototype.transferToFixedLength` (Node 21+) while it reads fonts
 * and images; on Node 20 it is missing and every page draws blank. The same thing, the same way:
 * the buffer is moved (detached) and, when the length differs, copied into one of that length.
 */
function polyfillTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as unknown as Record<string, unknown>;
  if (typeof proto.transferToFixedLength === 'function') return;
  proto.transferToFixedLength = function transferToFixedLength(
    this: ArrayBuffer,
    length: number = this.byteLength,
  ): ArrayBuffer {
    const moved = structuredClone(this, { transfer: [this] });
    if (length === moved.byteLength) return moved;
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(moved, 0, Math.min(length, moved.byteLength)));
    return copy;
  };
}

/** A scanned PDF's first pages as PNGs (see the file's comment). */
export async function renderScanPages(
  bytes: Uint8Array,
): Promise<{ pages: number; images: Uint8Array[] }> {
  polyfillTransferToFixedLength();
  await assertPdfWithinBudget(bytes);
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
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
  try {
    if (pdf.numPages > SCAN_MAX_PAGES) throw refuse(INVOICE_REFUSALS.tooManyScanPages);
    const images: Uint8Array[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      // The long side at the recogniser's size; never more than 4× a point (a tiny page).
      const scale = Math.min(4, OCR_LONG_SIDE / Math.max(width, height, 1));
      let png: ArrayBuffer;
      try {
        png = await renderPageAsImage(pdf, number, {
          canvasImport: () => import('@napi-rs/canvas'),
          scale,
        });
      } catch {
        throw refuse(INVOICE_REFUSALS.pdfDamaged);
      }
      // Flattened on white: a scan's page may have no background of its own.
      const flat = await sharp(new Uint8Array(png))
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      images.push(new Uint8Array(flat));
    }
    return { pages: pdf.numPages, images };
  } finally {
    await pdf.destroy();
  }
}
