import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  openPostgres,
  queryRows,
  wrapPglite,
  type Database,
  type Db,
} from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';

/** Counts the SQL statements the app sends through Drizzle (the benchmark's "consultas"). */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface BenchDatabase {
  label: string;
  database: Database;
  queries: QueryCounter;
  /** Server version, for the report. */
  version: string;
  /** Closes the connections and drops what the benchmark created. */
  dispose(): Promise<void>;
}

async function serverVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  return row?.v.split(' on ')[0] ?? '?';
}

/** PGlite in memory, migrated, with the app's queries counted. */
export async function openBenchPglite(): Promise<BenchDatabase> {
  const client = await PGlite.create();
  const migrated = wrapPglite(client);
  await migrated.migrate();
  const queries = new QueryCounter();
  const db = drizzlePglite({ client, schema, logger: queries }) as unknown as Db;
  return {
    label: 'PGlite (memoria)',
    database: { ...migrated, db },
    queries,
    version: await serverVersion(db),
    dispose: () => client.close(),
  };
}

/**
 * The PostgreSQL server to measure: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * test server when it answers. The benchmark creates its own database there and drops it after.
 */
export async function findPostgresUrl(): Promise<string | undefined> {
  const explicit = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (explicit) return explicit;
  const fallback = 'postgres://postgres@127.0.0.1:5432/test';
  const probe = new pg.Client({ connectionString: fallback, connectionTimeoutMillis: 1500 });
  try {
    await probe.connect();
    return fallback;
  } catch {
    return undefined;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh database on the server of `url`, migrated, with the app's queries counted. */
export async function openBenchPostgres(url: string): Promise<BenchDatabase> {
  const name = `costeo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const benchUrl = withDatabase(url, name);
  const migrator = openPostgres(benchUrl, 2);
  await migrator.migrate();
  await migrator.close();

  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  // Dropping the database ends whatever connection is still closing; that is not an error here.
  pool.on('error', () => undefined);
  const queries = new QueryCounter();
  const db = drizzlePg({ client: pool, schema, logger: queries }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    migrate: () => Promise.resolve(0),
    migrationStatus: () => Promise.resolve({ applied: 0, latest: null }),
    close: () => pool.end(),
  };
  return {
    label: 'PostgreSQL',
    database,
    queries,
    version: await serverVersion(db),
    async dispose() {
      await pool.end();
      // pool.end() resolves before its sockets close: wait for them, as the test databases do.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
