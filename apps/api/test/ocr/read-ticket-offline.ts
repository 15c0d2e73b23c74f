/**
 * Reads the market ticket's photo through the OCR pool (a real thread, the recogniser nested in
 * it) and prints what the review shows, as JSON. Run by invoice-read.ocr.test.ts with
 * `--require` of a stub that refuses the network, so a fetch anywhere would fail the reading.
 */
import { reviewScan } from '@costeo/domain/supplier-invoice-scan';
import { createOcrPool } from '../../src/workers/ocr-pool.ts';
import { photographFixture, scanFixtures } from '../fixtures/invoices/scan-fixtures.ts';

const fixture = scanFixtures().find((candidate) => candidate.layout === 'ticket');
if (!fixture) throw new Error('no ticket fixture');
const pool = createOcrPool();
try {
  const photo = await photographFixture(fixture, 1);
  const scan = await pool.run(
    'read-invoice-scan',
    { bytes: photo, kind: 'image' },
    { limit: 'ocr' },
  );
  const { pdf, review } = reviewScan(scan, scan.pdf.suggestedMapping);
  process.stdout.write(
    JSON.stringify({
      fields: pdf.fields,
      header: pdf.table.header,
      rows: pdf.table.rows.map((row) => row.cells),
      lines: review.lines.map((line) => ({ ...line, image: line.image?.slice(0, 23) ?? null })),
      seconds: scan.seconds,
    }),
  );
} finally {
  await pool.close();
}
