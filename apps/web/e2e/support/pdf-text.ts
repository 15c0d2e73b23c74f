import PDFParser from 'pdf2json';

/** The text of a PDF as pdf2json reads it (as apps/api/test/pdf-text.ts does), plain spaces. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataReady', () => {
      resolve(parser.getRawTextContent().replace(/[\u00a0\u202f]/g, ' '));
    });
    parser.on('pdfParser_dataError', (error) => {
      reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
    });
    parser.parseBuffer(pdf);
  });
}
