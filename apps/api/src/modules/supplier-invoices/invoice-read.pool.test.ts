import { afterAll, describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  invoiceFixtureText,
} from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { WAIT_TIMEOUT_MS } from '../../../../../test-timeouts.ts';
import { onePagePdf, streamObject, deflatedSpaces } from '../../../test/pdf-bombs.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestWorkPool } from '../../../test/test-work-pool.ts';
import { WorkLimitError, type WorkPool, type WorkPoolOptions } from '../../workers/pool.ts';
import { INVOICE_REFUSALS } from './invoice-read.refusals.ts';

/** The reading runs in the pool's threads (decision 018): the real task file, one thread. */
const pools: WorkPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

function pool(options: WorkPoolOptions = {}) {
  const created = createTestWorkPool({ threads: 1, ...options });
  pools.push(created);
  return (name: string, bytes: Uint8Array, limit: 'import' | 'export' = 'import') =>
    created.run('read-supplier-invoice', { fileName: name, bytes }, { limit });
}

const text = (xml: string) => new TextEncoder().encode(xml);

describe('read-supplier-invoice in the worker pool', () => {
  it('answers hostile files with the Spanish 400s, and keeps answering after them', async () => {
    const read = pool();
    const hostile: [string, Uint8Array, string][] = [
      ['billion-laughs.xml', invoiceFixture('billion-laughs.xml'), INVOICE_REFUSALS.doctype],
      ['external-entity.xml', invoiceFixture('external-entity.xml'), INVOICE_REFUSALS.doctype],
      [
        'huge.xml',
        text(`<a>${' '.repeat(5 * 1024 * 1024)}</a>`),
        'El archivo supera el máximo de 5 MB.',
      ],
      [
        'deep.xml',
        text(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`),
        INVOICE_REFUSALS.tooDeep,
      ],
      ['truncated.xml', invoiceFixture('truncated.xml'), 'El XML está mal formado o incompleto.'],
    ];
    for (const [name, bytes, message] of hostile) {
      const refused = await read(name, bytes).then(
        () => null,
        (error: unknown) => error,
      );
      // Rebuilt on this side of the thread as the AppError the routes turn into a 400.
      expect(refused, name).toBeInstanceOf(AppError);
      expect(refused, name).toMatchObject({ status: 400, body: { content_base64: [message] } });
    }
    // Issue 36: a scan and a photo are answered as such, for the OCR pool to read.
    expect(await read('escaneo.pdf', invoiceFixture('escaneo-sin-texto.pdf'))).toEqual({
      kind: 'scan',
      source: 'pdf',
    });
    expect(await read('foto.jpg', invoiceFixture('foto-factura.jpg'))).toEqual({
      kind: 'scan',
      source: 'image',
    });
    const facturae = await read('factura.xsig', invoiceFixture('facturae-3.2.2.xsig'));
    expect(facturae.kind === 'invoices' && facturae.invoices[0]?.lines).toHaveLength(6);
    const pdf = await read('factura.pdf', invoiceFixture('factura-texto.pdf'));
    expect(pdf.kind === 'pdf' && pdf.pdf.table.rows).toHaveLength(6);
  });

  it('stops a read past its time limit, and the same pool reads the next file in a fresh thread', async () => {
    // 1 ms for "import" work; "export" keeps its 10 s, so the pool can be asked again.
    const read = pool({ timeLimitMs: { import: 1 } });
    await expect(read('factura.pdf', invoiceFixture('factura-texto.pdf'))).rejects.toEqual(
      new WorkLimitError('timeout'),
    );
    const again = await read(
      'factura.xml',
      text(invoiceFixtureText('ubl-2.1-invoice.xml')),
      'export',
    );
    expect(again.kind === 'invoices' && again.invoices[0]?.number).toBe('BBL-2026-000871');
  });

  it('gives back what pdf.js held when a read is stopped at its limit (issue 30)', async () => {
    // A content stream that calls itself an image: it passes the measure's text budget, so
    // pdf.js inflates its 200 MiB as the page's content until the time limit stops the thread.
    const disguised = onePagePdf(
      streamObject('/Subtype /Image /Filter /FlateDecode', await deflatedSpaces(200 * 2 ** 20)),
    );
    const read = pool({ timeLimitMs: { import: 1_000 } });
    await read('factura.xml', text(invoiceFixtureText('ubl-2.1-invoice.xml')));
    const before = process.memoryUsage.rss();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(read('factura.pdf', disguised)).rejects.toBeInstanceOf(WorkLimitError);
    }
    // Nothing the stopped threads held stays in the process (it did with zlib's streams).
    await expect
      .poll(() => process.memoryUsage.rss() - before, { timeout: WAIT_TIMEOUT_MS })
      .toBeLessThan(100 * 2 ** 20);
  });
});
