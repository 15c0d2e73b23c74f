/**
 * What `npm run bench:hostile` and test/hostile-files.test.ts send (scripts/hostile-files.ts): the
 * hostile files of issues 15, 30, 33 and 36, and for each kind the request that carries it.
 */
import { invoiceFixture } from '../test/fixtures/invoices/invoice-fixtures.ts';
import { wideSheetXlsx, xfdSheet, zipBombXlsx } from '../test/hostile-xlsx.ts';
import { flateBombPdf, hostileXmls, manyRowsPdf } from '../test/pdf-bombs.ts';
import { heavyJpeg, photoJpeg, pngBomb } from '../test/photo-fixtures.ts';
import { call } from './real-server.ts';

/**
 * The groups the kinds are sent in, in this order: each group is a test of its own in
 * test/hostile-files.test.ts (issue 29: no single test holds the whole minute or two of a loaded
 * machine), the bench sends them one after the other.
 */
export const HOSTILE_GROUPS = ['issue 15', 'issue 30', 'issue 33', 'issue 36'] as const;
export type HostileGroup = (typeof HOSTILE_GROUPS)[number];

/** A Pro account of the run: its token and a recipe of its own (for the photo and the PDF). */
export type Account = { token: string; recipe: number };
type Send = (account: Account) => Promise<Response>;

/** A kind of hostile file, its group, and how one account sends it. */
export interface HostileKind {
  kind: string;
  group: HostileGroup;
  send: Send;
}

/**
 * A Facturae of ~4.9 MB, just under the upload limit: the fixture's first line repeated some 6 500
 * times, which the reader must parse (in a worker) and refuse for its number of lines.
 */
function longInvoice(): Buffer {
  const text = Buffer.from(invoiceFixture('facturae-3.2.2.xml')).toString('utf8');
  const line = /<InvoiceLine>[\s\S]*?<\/InvoiceLine>/.exec(text)?.[0] ?? '';
  const copies = Math.floor((4.9 * 1024 * 1024 - text.length) / line.length);
  return Buffer.from(text.replace(line, line.repeat(copies)));
}

const upload = (file_name: string, bytes: Buffer) => ({
  file_name,
  content_base64: bytes.toString('base64'),
});

/** Every hostile file, made once for the run (base64, or the upload's body). */
export async function hostileFiles() {
  return {
    xfd: xfdSheet().toString('base64'),
    bomb: zipBombXlsx().toString('base64'),
    wide: wideSheetXlsx().toString('base64'),
    entities: Buffer.from(invoiceFixture('billion-laughs.xml')).toString('base64'),
    longInvoice: longInvoice().toString('base64'),
    pngBomb: pngBomb().toString('base64'),
    heavyJpeg: (await heavyJpeg()).toString('base64'),
    // Issue 36: photos of albaranes, read by the OCR pool — a header past 50 MP, a JPEG cut off.
    pixels51: pngBomb(7_200).toString('base64'),
    brokenJpeg: await photoJpeg().then((jpeg) =>
      jpeg.subarray(0, Math.floor(jpeg.length / 2)).toString('base64'),
    ),
    flateBomb: upload('factura.pdf', await flateBombPdf()),
    manyRows: upload('factura-larga.pdf', manyRowsPdf()),
    xmls: Object.entries(hostileXmls()).map(([kind, bytes]) => ({
      kind,
      body: upload('factura.xml', bytes),
    })),
  };
}

/** Every kind, in the order they are sent, with the request that sends it to the server at `base`. */
export function hostileKinds(
  base: string,
  files: Awaited<ReturnType<typeof hostileFiles>>,
): HostileKind[] {
  const toPreview =
    (body: unknown): Send =>
    (a) =>
      call(base, 'POST', 'supplier-invoices/preview/', a.token, body);
  const toImport =
    (file_name: string, content_base64: string): Send =>
    (a) =>
      call(base, 'POST', 'ingredient-import/inspect/', a.token, { file_name, content_base64 });
  const toSales =
    (file_name: string, content_base64: string): Send =>
    (a) =>
      call(base, 'POST', 'sales/imports/preview/', a.token, { file_name, content_base64 });
  const toPhoto =
    (content_base64: string): Send =>
    (a) =>
      call(base, 'PUT', `recipes/${a.recipe}/photo/`, a.token, { content_base64 });
  return [
    { kind: 'xlsx XFD', group: 'issue 15', send: toImport('xfd.xlsx', files.xfd) },
    { kind: 'zip bomb', group: 'issue 15', send: toImport('bomba.xlsx', files.bomb) },
    {
      kind: 'PDF 20 000',
      group: 'issue 15',
      send: (a) => call(base, 'GET', `recipes/${a.recipe}/export/pdf/`, a.token),
    },
    // A PNG declaring 30 000 × 30 000 pixels (900 MP) in a few kilobytes, as a recipe photo.
    { kind: 'PNG bomb', group: 'issue 15', send: toPhoto(files.pngBomb) },
    {
      kind: 'XML entities',
      group: 'issue 15',
      send: toPreview({ file_name: 'factura.xml', content_base64: files.entities }),
    },
    {
      kind: 'XML 4.9 MB',
      group: 'issue 15',
      send: toPreview({ file_name: 'factura-larga.xml', content_base64: files.longInvoice }),
    },
    // Issue 30's files: a sheet of 45 MB once unzipped, three heavy photos, the PDFs and XMLs
    // that ran into the time limit.
    { kind: 'xlsx 45 MB', group: 'issue 30', send: toImport('ancha.xlsx', files.wide) },
    { kind: 'JPEG 10 MB', group: 'issue 30', send: toPhoto(files.heavyJpeg) },
    { kind: 'PDF bomb', group: 'issue 30', send: toPreview(files.flateBomb) },
    { kind: 'PDF 160 000', group: 'issue 30', send: toPreview(files.manyRows) },
    ...files.xmls.map(({ kind, body }) => ({
      kind,
      group: 'issue 30' as const,
      send: toPreview(body),
    })),
    // Issue 33: a till's sales, read by the same pool (a billion laughs as an Ágora day, the
    // zip bomb as its .xlsx).
    {
      kind: 'XML ventas con entidades',
      group: 'issue 33',
      send: toSales('ventas-dia.xml', files.entities),
    },
    { kind: 'zip bomb de ventas', group: 'issue 33', send: toSales('ventas.xlsx', files.bomb) },
    // Issue 36: photos of an albarán sent to the invoice preview, refused as recipe photos are
    // (the same openers and Spanish 400s) before the OCR pool's recogniser starts.
    {
      kind: 'albarán PNG bomb',
      group: 'issue 36',
      send: toPreview({ file_name: 'albaran.png', content_base64: files.pngBomb }),
    },
    {
      kind: 'albarán 51 MP',
      group: 'issue 36',
      send: toPreview({ file_name: 'albaran.png', content_base64: files.pixels51 }),
    },
    {
      kind: 'albarán JPEG truncado',
      group: 'issue 36',
      send: toPreview({ file_name: 'albaran.jpg', content_base64: files.brokenJpeg }),
    },
  ];
}
