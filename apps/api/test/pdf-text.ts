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
