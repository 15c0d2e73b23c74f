import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, wrapPglite, type Database } from './client.ts';

/*
 * The PGlite client drizzle is given (client.ts): drizzle's nine text parsers live on the instance
 * and no query carries them (PGlite copied its ~320 parsers for each one that did), with the same
 * values as before, in and out of a transaction.
 */

let raw: PGlite;
let database: Database;
const query = vi.fn<PGlite['query']>();

beforeAll(async () => {
  raw = await PGlite.create();
  const original = raw.query.bind(raw);
  query.mockImplementation((text, params, options) => original(text, params, options));
  raw.query = query as unknown as PGlite['query'];
  database = wrapPglite(raw);
});
afterAll(async () => {
  await database.close();
});

const TYPED = sql`select timestamptz '2026-11-29 10:00:00+00' as at,
  timestamp '2026-11-29 10:00:00' as local_at, date '2026-11-29' as day,
  interval '1 day 2 hours' as span, array[1.5, 2]::numeric[] as amounts,
  array[date '2026-11-29'] as days, 42::int as n, true as yes`;
const AS_TEXT = {
  at: '2026-11-29 10:00:00+00',
  local_at: '2026-11-29 10:00:00',
  day: '2026-11-29',
  span: '1 day 02:00:00',
  amounts: '{1.5,2}',
  days: '{2026-11-29}',
  n: 42,
  yes: true,
};

describe('the PGlite client drizzle is given', () => {
  it('reads timestamps, dates, intervals and their arrays as text, sending no parsers', async () => {
    query.mockClear();
    expect(await queryRows(database.db, TYPED)).toEqual([AS_TEXT]);
    expect(query).toHaveBeenCalled();
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
  });

  it('reads them the same inside a transaction', async () => {
    const rows = await database.db.transaction((tx) => queryRows(tx, TYPED));
    expect(rows).toEqual([AS_TEXT]);
  });

  it('leaves a query with other parsers as it is', async () => {
    const upper = (value: string) => value.toUpperCase();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<{ word: string }>(`select 'sal' as word`, [], {
      parsers: { 25: upper },
    });
    expect(rows).toEqual([{ word: 'SAL' }]);
  });
});
