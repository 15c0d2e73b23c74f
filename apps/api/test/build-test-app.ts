import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import type { WorkPool } from '../src/workers/pool.ts';
import { createPglitePool } from './pglite-pool.ts';
import { createTestWorkPool } from './test-work-pool.ts';
import { adminUrl, testDatabaseUrl } from './postgres-url.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: null },
    jwtSecret: TEST_JWT_SECRET,
    accessTokenMinutes: 15,
    refreshTokenDays: 7,
    redisUrl: undefined,
    logLevel: 'silent',
    trustProxy: false,
    seedDemo: false,
    // Tests register many users from one address; the limit's own tests turn it on.
    registrationLimitPerHour: 0,
    // On, as in production: every test that writes and then reads checks its invalidation.
    answerCacheMb: 32,
    paymentsProvider: 'demo',
    stripe: null,
    allowDemoPayments: false,
    webDistDir: null,
    publicUrl: null,
    backup: null,
    mail: { smtpUrl: null, from: 'Costeo <no-reply@costeo.test>', outboxDir: null },
    ...overrides,
  };
}

/**
 * A migrated database for one test file, as the run's template left it: a new copy on PostgreSQL,
 * on PGlite a copy this worker's files reuse, reset to the template after each (pglite-pool.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const postgresUrl = testDatabaseUrl();
  if (postgresUrl) {
    const template = inject('postgresTemplate');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = openPostgres(adminUrl(postgresUrl, name), 60);
    return {
      ...database,
      async close() {
        await database.close();
        // pg's pool.end() resolves before its sockets are closed: wait for them to go.
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
  return pglitePool.acquire();
}

/**
 * Closes a test's database for good, as if its server had gone (the tests of a database that
 * cannot be reached): `close()` hands a PGlite back to be reused.
 */
export async function closeTestDatabaseForGood(database: Database): Promise<void> {
  if (database.kind === 'pglite') await pglitePool.destroy(database);
  else await database.close();
}

/** This worker's PGlite databases, loaded from the run's template and reused (pglite-pool.ts). */
const pglitePool = createPglitePool(() =>
  PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) }),
);

let sharedPool: WorkPool | undefined;

/**
 * The pool of worker threads of every app the test files of one Vitest worker build (they share
 * their modules, `isolate: false`). A pool's thread loads tsx and every parser and renderer
 * (src/workers/tasks.ts) when it starts, which cost each file that exported or read a file one or
 * two thread starts (issue 29); now a worker's threads start once and serve its files one after
 * the other, with the production limits but a test's wait for a thread (test-work-pool.ts). An
 * app's close leaves it open; the threads leave when idle, as in production. Tests of the pool's
 * own limits pass a pool of their own.
 */
export function sharedWorkPool(): WorkPool {
  const pool = (sharedPool ??= createTestWorkPool());
  return {
    run: (kind, input, options) => pool.run(kind, input, options),
    close: async () => undefined,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the clock the app sees (token expiry, throttling windows, subscription periods). */
  advanceTime(ms: number): void;
  /** The app's clock. */
  now(): Date;
  close(): Promise<void>;
}

/**
 * `clock: 'frozen'` stops the app's clock at build time: only `advanceTime` moves it, so a test of
 * a wait measured in seconds does not depend on how fast a loaded machine runs the test.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    clock?: 'real' | 'frozen';
    /** Adds hooks of the test's own (they run after the app's) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** A stand-in for the OCR pool (photos of albaranes, issue 36), for the API's own tests. */
    ocrWork?: WorkPool;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let offset = 0;
  const frozenAt = Date.now();
  const base = () => (options.clock === 'frozen' ? frozenAt : Date.now());
  const now = () => new Date(base() + offset);
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    now,
    services: { work: sharedWorkPool(), ...(options.ocrWork ? { ocrWork: options.ocrWork } : {}) },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    advanceTime(ms) {
      offset += ms;
    },
    now,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
