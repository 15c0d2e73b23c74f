import PDFParser from 'pdf2json';

/**
 * The text of a PDF, page after page, as pdf2json reads it (cells of a table row run together:
 * "Coste por ración2,04 €"). No-break spaces become plain spaces so tests can compare with text
 * formatted by Intl.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataReady', () => {
      resolve(spaces(parser.getRawTextContent()));
    });
    parser.on('pdfParser_dataError', (error) => {
      reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
    });
    parser.parseBuffer(pdf);
  });
}

/** No-break and narrow no-break spaces → " ". */
export function spaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** A run of a PDF's text with the font it is set in (pdf.js's id of the embedded font). */
export interface PdfRun {
  text: string;
  font: string;
}

/** The runs of text of every page, as pdf.js reads them: which words share a font (bold or not). */
export async function pdfRuns(pdf: Buffer): Promise<PdfRun[]> {
  const { getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const runs: PdfRun[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item && item.str.trim() !== '') {
        runs.push({ text: item.str, font: item.fontName });
      }
    }
  }
  return runs;
}
