import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { breakableDocument } from './pdf-text.ts';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(document: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

/** pdfmake's server build with the Roboto fonts shipped in its npm package (no network). */
const pdfmake = require('pdfmake') as PdfMake;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontsDir, 'Roboto', 'Roboto-Regular.ttf'),
    bold: path.join(fontsDir, 'Roboto', 'Roboto-Medium.ttf'),
    italics: path.join(fontsDir, 'Roboto', 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontsDir, 'Roboto', 'Roboto-MediumItalic.ttf'),
  },
});
// Documents are built from the user's own data: never fetch a URL, read only the font files.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));

/** Renders a document definition to the bytes of a PDF (in a worker thread: decision 018). */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(breakableDocument(document)).getBuffer();
}
