import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PHOTO_TOO_MANY_PIXELS, PHOTO_UNREADABLE } from '@costeo/domain/contracts/recipe-photos';
import { describe, expect, it } from 'vitest';
import { photoJpeg, pngBomb } from '../../../test/photo-fixtures.ts';
import { readScannedInvoice } from './invoice-read.ocr.ts';

/**
 * Issue 36: a photo of a market ticket (made by the test code from a known document, then turned,
 * blurred, shaded, noised and JPEG-compressed) read in Spanish through the OCR pool — in a child
 * process whose every thread refuses the network, so the model and the core come from
 * node_modules. One page (the suite keeps OCR to a minimum: `npm run bench:ocr` measures the
 * three layouts over several photos).
 */
const run = promisify(execFile);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Preloaded with `node --require` — which, unlike `--import`, runs in every worker thread too, the
 * recogniser's nested one included: any attempt to reach the network throws.
 */
const NO_NETWORK = `
const refuse = () => { throw new Error('network refused: the OCR must not reach the network'); };
require('node:net').Socket.prototype.connect = refuse;
require('node:dns').lookup = refuse;
for (const name of ['node:http', 'node:https']) {
  const module = require(name);
  module.request = refuse;
  module.get = refuse;
}
globalThis.fetch = refuse;
`;

interface Read {
  fields: {
    supplierTaxId: string | null;
    invoiceNumber: string | null;
    totals: { total: string | null };
  };
  header: string[] | null;
  rows: string[][];
  lines: { row: number; marked: boolean; image: string | null; suggestions: unknown[] }[];
}

describe('reading a photo of a ticket (OCR, no network)', () => {
  it('reads every quantity and price, the tax id, number and total, with each row cropped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'costeo-ocr-'));
    const stub = join(dir, 'no-network.cjs');
    writeFileSync(stub, NO_NETWORK);
    const { stdout } = await run(
      process.execPath,
      ['--require', stub, '--import', 'tsx', here('../../../test/ocr/read-ticket-offline.ts')],
      { cwd: here('../../..'), timeout: 120_000, maxBuffer: 16 * 2 ** 20 },
    ).finally(() => rmSync(dir, { recursive: true, force: true }));
    const read = JSON.parse(stdout) as Read;
    expect(read.header).toEqual(['Artículo', 'Kilos', 'Precio', 'Importe']);
    // Quantity and price of each line as printed; a comma the photo lost is put back by the
    // arithmetic (quantity × price = amount) and the line stays marked.
    expect(read.rows.map((cells) => cells.slice(0, 3))).toEqual([
      ['Merluza', '1,250', '14,90'],
      ['Sepia', '0,8', '11,50'],
      ['Mejillón', '2', '3,20'],
      ['Gamba roja', '0,5', '38,00'],
      ['Boquerón', '1,5', '6,90'],
    ]);
    expect(read.fields.supplierTaxId).toBe('B28765436');
    expect(read.fields.invoiceNumber).toBe('T-2093');
    expect(read.fields.totals.total).toBe('69.94');
    for (const line of read.lines) {
      expect(line.image).toBe('data:image/jpeg;base64,');
      if (line.suggestions.length > 0) expect(line.marked).toBe(true);
    }
  }, 150_000);
});

describe('hostile photos of an albarán (refused before the recogniser starts)', () => {
  it('a decompression bomb, 50 MP and more, a broken JPEG, a HEIC that is not one → a Spanish 400', async () => {
    const jpeg = await photoJpeg();
    const cases: [string, Uint8Array, string][] = [
      ['PNG bomb (900 MP)', pngBomb(), PHOTO_TOO_MANY_PIXELS],
      ['51 MP', pngBomb(7_200), PHOTO_TOO_MANY_PIXELS],
      ['broken JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), PHOTO_UNREADABLE],
      [
        'not a HEIC',
        new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, 1, 2, 3, 4]),
        PHOTO_UNREADABLE,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      await expect(readScannedInvoice({ bytes, kind: 'image' }), name).rejects.toMatchObject({
        status: 400,
        body: { content_base64: [message] },
      });
    }
  });
});
