import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/postgres-url.ts';
import { WAIT_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { openPostgres, queryRows } from './client.ts';
import { createPostgresPool } from './postgres-pool.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Issue 30: the server cuts a connection the API holds (a stop, a restart, a failover). Each test
 * ends only its own sessions on the server of TEST_DATABASE_URL. Without db/postgres-pool.ts the
 * cut is an unhandled 'error' event that ends the process (test/database-outage.test.ts found it).
 */

const url = testDatabaseUrl();
if (!url) throw new Error('db/postgres-pool.test.ts runs in the api-postgres project only');

describe('the PostgreSQL pool when the server cuts a connection', () => {
  const admin = new pg.Client({ connectionString: url });
  // Waits (up to 5 s) until the session has ended on the server (PostgreSQL 14 and later).
  const cut = (pid: number) => admin.query('select pg_terminate_backend($1, 5000)', [pid]);

  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it('a checked-out connection that is cut leaves the pool at once; its holder’s release is a no-op', async () => {
    const pool = createPostgresPool(url, 1);
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await cut(rows[0]?.pid ?? 0);
      // drizzle's transaction() never releases a connection whose BEGIN failed: the slot must
      // come back without it.
      await expect.poll(() => pool.totalCount, { timeout: WAIT_TIMEOUT_MS }).toBe(0);
      client.release();
      const again = await pool.query<{ one: number }>('select 1 as one');
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      // A second release does nothing; without it, a failed wait would leave pool.end() waiting.
      client?.release();
      await pool.end();
    }
  });

  it('a transaction cut between two statements fails as "database unavailable", and the pool goes on', async () => {
    const database = openPostgres(url, 1);
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await cut(row?.pid ?? 0);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // One connection in the pool: a cut one kept would fail this.
      expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
