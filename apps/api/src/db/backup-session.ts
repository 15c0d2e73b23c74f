import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from './client.ts';

/** Plain SQL on one connection inside one transaction: what a dump or a load needs, no ORM. */
export interface RawSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * `snapshot`: REPEATABLE READ READ ONLY, one consistent view of every table while other
 * connections keep writing (PostgreSQL). `write`: an ordinary read-write transaction.
 */
export type TransactionMode = 'snapshot' | 'write';

// Text forms that do not depend on the server's or the session's settings.
const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
];

/**
 * Runs `work` in one transaction on one connection of either driver. On PGlite (one connection
 * for the whole process) other queries wait until it ends; on PostgreSQL it takes one pooled
 * connection and the rest of the pool keeps serving.
 */
export async function inTransaction<T>(
  database: Database,
  mode: TransactionMode,
  work: (session: RawSession) => Promise<T>,
): Promise<T> {
  const first =
    mode === 'snapshot'
      ? 'set transaction isolation level repeatable read, read only'
      : 'set transaction isolation level read committed';
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx: Transaction) => {
      await tx.query(first);
      for (const statement of SESSION_SETTINGS) await tx.query(statement);
      return work({
        async query<R>(text: string, params?: unknown[]) {
          return (await tx.query<R>(text, params)).rows;
        },
      });
    });
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(first);
    for (const statement of SESSION_SETTINGS) await client.query(statement);
    const result = await work({
      async query<R>(text: string, params?: unknown[]) {
        return (await client.query(text, params)).rows as R[];
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A quoted SQL identifier (names come from the catalog, but quote them anyway). */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The same interface over a drizzle handle (a transaction of the services): `$1`… placeholders
 * become drizzle parameters.
 */
export function drizzleSession(db: Db): RawSession {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
      );
      return queryRows<T>(db, sql.join(chunks, sql.raw('')));
    },
  };
}
