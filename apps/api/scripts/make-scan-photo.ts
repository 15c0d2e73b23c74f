import { writeFileSync } from 'node:fs';
import { photographFixture, scanFixtures } from '../test/fixtures/invoices/scan-fixtures.ts';

/**
 * Writes a photo of one of the known documents of the OCR tests (issue 36), photographed badly as
 * `npm run bench:ocr` does: `node --import tsx scripts/make-scan-photo.ts factura out.jpg [seed]`.
 * The browser journey of photographed albaranes uploads it; nothing is kept in the repository.
 */
const [layout = 'factura', out, seed = '1'] = process.argv.slice(2);
if (!out) throw new Error('usage: make-scan-photo.ts factura|ticket|albaran out.jpg [seed]');
const fixture = scanFixtures().find((candidate) => candidate.layout === layout);
if (!fixture) throw new Error(`no layout ${layout}`);
writeFileSync(out, await photographFixture(fixture, Number(seed)));
