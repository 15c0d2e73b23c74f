import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { INVOICE_REFUSALS } from '../src/modules/supplier-invoices/invoice-read.refusals.ts';
import {
  INVOICE_LIMIT_WORDS,
  SCAN_LIMIT_WORDS,
} from '../src/modules/supplier-invoices/supplier-invoices.reader.ts';
import {
  BARS,
  HOSTILE_GROUPS,
  openHostileRun,
  type HostileGroup,
  type HostileRun,
} from '../scripts/hostile-files.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/*
 * Hostile files against a real server process on the embedded database (issues 15 and 30,
 * decision 018), three of each at once, then the 1 GiB flate-bomb PDF three times in a row from a
 * free account. What holds whatever the machine's speed is checked here: each file answered as
 * it should be (refused in Spanish, or served), /api/health/ answering all along, the RSS bounded
 * and given back after the bombs. The time bars (health within 500 ms, each request within 15 s,
 * each bomb within 10 s) are measured by `npm run bench:hostile` on a quiet machine (issue 29:
 * no timing in functional tests). PGlite pass only (it starts its own server).
 */
const SERVED = new Set(['PDF 20 000', 'JPEG 10 MB']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The start of each refusal: the price list's name the file, the invoice's say what is wrong. A
 * reader's time limit may stop a file before its own limit does on a slower or busier machine
 * (a 160 000-row PDF read in 4 s here, past the 10 s limit beside other work): that refusal, in
 * its exact words, is the file answered as it should be too (issue 29: which limit comes first
 * depends on the machine's speed; the bench measures the times).
 */
function wordsOf(kind: string): RegExp {
  const orTimedOut = (own: string, timedOut: string) =>
    new RegExp(`^(${own}|${escape(timedOut)}$)`);
  if (kind.startsWith('XML')) return /^(El XML|La factura) /;
  if (kind.startsWith('PDF')) return orTimedOut('El PDF ', INVOICE_LIMIT_WORDS.timedOut);
  if (kind.startsWith('PNG')) return /^La foto /;
  if (kind.startsWith('albarán'))
    return orTimedOut(
      'La foto tiene demasiados píxeles|No se ha podido leer la foto',
      SCAN_LIMIT_WORDS.timedOut,
    );
  return /^El archivo /;
}

/** What each group is about, as its test says it. */
const GROUP_TITLES: Record<HostileGroup, string> = {
  'issue 15': 'price lists, the ficha técnica, recipe photos and invoices of issue 15',
  'issue 30': "issue 30's wide sheet, heavy photo, PDFs and XMLs",
  'issue 33': "the till's sales files of issue 33",
  'issue 36': 'the photos of albaranes of issue 36',
};

/*
 * One server for the file, each group of kinds a test of its own (issue 29: the whole check took
 * 40 s quiet and past the 180 s test limit at load 7 as one test), then the bombs, then what held
 * all along.
 */
describe('hostile files against the real server (issues 15 and 30)', () => {
  let opened: HostileRun | undefined;
  const run = () => {
    if (!opened) throw new Error('the server did not start (see beforeAll)');
    return opened;
  };
  beforeAll(async () => {
    // A copy of the run's migrated database: the server starts once, as a restarted one.
    opened = await openHostileRun({
      log: (line) => console.log(line),
      settleMs: WAIT_TIMEOUT_MS,
      pollSettle: true,
      dataDir: migratedDataDir('costeo-hostile-'),
    });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it.each(HOSTILE_GROUPS.map((group) => [GROUP_TITLES[group], group] as const))(
    'answers %s as it should, three at once',
    async (_title, group) => {
      const results = await run().sendGroup(group);
      const kinds = run()
        .kinds.filter((k) => k.group === group)
        .map((k) => k.kind);
      expect(kinds.length).toBeGreaterThan(0);
      expect(results).toHaveLength(kinds.length * 3);
      for (const result of results) {
        if (SERVED.has(result.kind)) {
          // The ficha técnica made breakable, an honest 10 MB photo: simply served.
          expect(result.status, `${result.kind}: ${result.detail}`).toBe(200);
        } else {
          expect(result.status, `${result.kind}: ${result.detail}`).toBe(400);
          expect(result.detail, result.kind).toMatch(wordsOf(result.kind));
        }
      }
    },
  );

  it('refuses the 1 GiB flate bomb three times from a free account, and gives the memory back', async () => {
    // Issue 30: the 1 GiB bomb refused each time, and nothing of it left in the process.
    const bomb = await run().bombs();
    expect(bomb.results.map((r) => [r.status, r.detail])).toEqual(
      Array(3).fill([400, INVOICE_REFUSALS.pdfTooLarge]),
    );
    expect(bomb.rssSettledBytes - bomb.rssBeforeBytes).toBeLessThan(BARS.rssGivenBackBytes);
  });

  it('kept /api/health/ answering and the RSS bounded all along, every kind sent', async () => {
    const report = await run().report();
    expect(report.health.count).toBeGreaterThan(10);
    expect(report.health.failed).toBe(0);
    // Issue 15's bar on issue 15's files; the whole set's peak is printed (see peakRssAllBytes).
    expect(report.peakRssBytes).toBeGreaterThan(0);
    expect(report.peakRssBytes).toBeLessThan(BARS.rssBytes);
    expect(report.results).toHaveLength(18 * 3);
    expect(report.failures).toEqual([]);
  });
});
