import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client.ts';
import { adminUrl, testDatabaseUrl } from './postgres-url.ts';

/** The template's data directory, beside its dump (`pgdata`, as under a server's DATA_DIR). */
const PGLITE_DATA_DIR = 'pgdata';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The same migrated database as a PGlite data directory (test/migrated-data-dir.ts). */
    pgliteDataDirTemplate: string;
    postgresTemplate: string;
  }
}

/** A template made once for the run, shared by the projects that need it, removed by the last. */
interface SharedTemplate<T> {
  ready: Promise<T>;
  users: number;
  remove: () => Promise<void>;
}

/**
 * The run's templates, kept on `globalThis`: Vitest loads this file once per project, and the
 * projects of one engine (`api`, `api-isolated`) share one template instead of migrating another
 * (issue 29: the API step waited ~7 s for the set-up, one template after the other).
 */
const TEMPLATES = Symbol.for('costeo.testTemplates');
type Templates = Partial<Record<'pglite' | 'postgres', SharedTemplate<string>>>;
const templates = ((globalThis as Record<symbol, Templates | undefined>)[TEMPLATES] ??= {});

function shared(
  kind: 'pglite' | 'postgres',
  make: () => Promise<{ value: string; remove: () => Promise<void> }>,
): SharedTemplate<string> {
  let entry = templates[kind];
  if (!entry) {
    let remove: () => Promise<void> = async () => undefined;
    const ready = make().then((made) => {
      remove = made.remove;
      return made.value;
    });
    entry = { ready, users: 0, remove: () => remove() };
    templates[kind] = entry;
  }
  return entry;
}

async function makePostgresTemplate(postgresUrl: string) {
  const template = `costeo_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = openPostgres(adminUrl(postgresUrl, template), 2);
  await database.migrate();
  await database.close();
  return {
    value: template,
    async remove() {
      // Test files drop their own copies; this also drops any a crashed worker left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_%`, template],
      );
      for (const row of rows) {
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      }
      await admin.end();
    },
  };
}

/**
 * The migrated embedded database twice: a data-dir dump that each test file loads into an
 * in-memory PGlite, and the data directory itself (`pgdata/`), which tests that start a real
 * server or CLI copy into their DATA_DIR instead of waiting for it to initialise and migrate one.
 */
async function makePgliteTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'costeo-test-'));
  const client = await PGlite.create(path.join(dir, PGLITE_DATA_DIR));
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    value: file,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const isPostgres = (project: TestProject) => {
  // Typed as always set, but a project without `env` (domain, web) has none.
  const env = project.config.env as Partial<Record<string, string>> | undefined;
  return env?.COSTEO_TEST_DB === 'postgres';
};

/**
 * Migrates one template database per engine for the whole run; each test file then starts from a
 * copy of it (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files are
 * isolated and fast. Both templates are made at once when the run has projects of both engines.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each project runs its own global setup, in the main process: the database is the project's.
  const postgresUrl = isPostgres(project) ? testDatabaseUrl('postgres') : undefined;
  const runHasPostgres = project.vitest.projects.some(isPostgres);
  // Started now, awaited by the PostgreSQL project's own set-up: the two engines side by side.
  if (runHasPostgres && process.env.TEST_DATABASE_URL) {
    const early = shared('postgres', () => makePostgresTemplate(testDatabaseUrl('postgres') ?? ''));
    // Its own project awaits it and reports a failure; not an unhandled rejection meanwhile.
    early.ready.catch(() => undefined);
  }
  const kind = postgresUrl ? 'postgres' : 'pglite';
  const entry = postgresUrl
    ? shared('postgres', () => makePostgresTemplate(postgresUrl))
    : shared('pglite', makePgliteTemplate);
  entry.users += 1;
  const value = await entry.ready;
  project.provide('postgresTemplate', kind === 'postgres' ? value : '');
  project.provide('pgliteTemplate', kind === 'pglite' ? value : '');
  project.provide(
    'pgliteDataDirTemplate',
    kind === 'pglite' ? path.join(path.dirname(value), PGLITE_DATA_DIR) : '',
  );
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    templates[kind] = undefined;
    await entry.remove();
  };
}
