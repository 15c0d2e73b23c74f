import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { createPostgresPool } from './postgres-pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies pending migrations; returns how many were applied by this call. */
  migrate(): Promise<number>;
  migrationStatus(): Promise<{ applied: number; latest: string | null }>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as Journal;
}

// Any constant works; it only has to be the same for every Costeo process on one database.
const MIGRATION_LOCK_KEY = 7_360_411;

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What {@link queryNamedRows} uses of drizzle: the same two steps as `db.execute`, with a name. */
interface NamedQueryInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: false,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Raw SQL rows of a named statement: on PostgreSQL a server-side prepared statement, parsed and
 * planned once per pooled connection instead of on every request (PGlite ignores the name). For the
 * hot reads of every recipe answer; `name` must be unique to the statement's text, which must not
 * vary between calls (values go in parameters).
 */
export async function queryNamedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  // `db.execute` builds and runs an unnamed statement; drizzle has no public way to name a raw one.
  const internals = db as unknown as NamedQueryInternals;
  const statement = internals.session.prepareQuery(
    internals.dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return ((await statement.execute()) as { rows: T[] }).rows;
}

async function countApplied(db: Db): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [result] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return result?.n ?? 0;
}

function buildDatabase(
  db: Db,
  kind: DatabaseKind,
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
): Database {
  return {
    db,
    kind,
    async migrate() {
      const before = await countApplied(db);
      await runMigrations();
      return (await countApplied(db)) - before;
    },
    async migrationStatus() {
      const applied = await countApplied(db);
      const entry = readJournal().entries[applied - 1];
      return { applied, latest: entry?.tag ?? null };
    },
    close,
  };
}

/** PGlite: a data directory on disk, or memory when `dataDir` is null (tests). */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  return wrapPglite(client);
}

/**
 * The types drizzle reads as PostgreSQL's text on PGlite: timestamp, timestamptz, interval, date
 * and the arrays of numeric, timestamp, timestamptz, interval and date (drizzle-orm/pglite's
 * session sends these parsers, each `(value) => value`, with every query).
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

type QueryOptions = Parameters<PGlite['query']>[2];

/** Drizzle's per-query parsers, when they are only those types (then the instance has them). */
function withoutDrizzleParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const onlyText = Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)));
  return onlyText ? { ...options, parsers: undefined } : options;
}

/**
 * A PGlite (or one of its transactions, `client` unset) whose `query` drops drizzle's per-query
 * parsers, and whose transactions hand their work a transaction that does the same.
 */
function lightQueries<T extends Pick<PGlite, 'query'>>(target: T, client?: PGlite): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          object.query(text, params, withoutDrizzleParsers(options));
      }
      if (property === 'transaction' && client) {
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => work(lightQueries(tx)));
      }
      // The target itself as `this`: PGlite's getters and methods use its private fields.
      const value: unknown = Reflect.get(object, property);
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/**
 * The PGlite client drizzle is given. PGlite merges a query's own parsers into its ~320 (a copy
 * of the whole map on every query), and drizzle sends the same nine with each one: a simple query
 * took 310–430 µs instead of 200 (measured, issue 29). The nine are set once on the instance
 * instead, and dropped from each query's options, in and out of transactions: the same values,
 * without the copy. Nothing else reads through these types on this instance (a backup reads every
 * column as `::text`).
 */
function drizzleClient(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  return lightQueries(client, client);
}

export function wrapPglite(raw: PGlite): Database {
  const client = drizzleClient(raw);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return buildDatabase(
    db,
    'pglite',
    () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    () => raw.close(),
  );
}

/**
 * Runs `task` holding the advisory lock `key` on a connection of its own (the task may use the rest
 * of the pool). On failure the connection is destroyed rather than returned: its session ends, which
 * frees the lock even when the unlock itself could not be sent.
 */
async function withSessionLock<T>(pool: pg.Pool, key: number, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    const result = await task();
    await client.query('select pg_advisory_unlock($1)', [key]);
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failure);
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = createPostgresPool(url, poolSize);
  const pgDb = drizzlePg({ client: pool, schema });
  return buildDatabase(
    pgDb,
    'postgres',
    // Several API instances may start at once: one migrates, the others wait for it and then
    // find nothing left to apply.
    () =>
      withSessionLock(pool, MIGRATION_LOCK_KEY, () =>
        migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR }),
      ),
    () => pool.end(),
  );
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
