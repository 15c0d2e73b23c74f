import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client.ts';
import { adminUrl, testDatabaseUrl } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run; each test file then starts from a copy of
 * it (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files are isolated
 * and fast.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each project runs its own global setup, in the main process: the database is the project's.
  const postgresUrl =
    project.config.env.COSTEO_TEST_DB === 'postgres' ? testDatabaseUrl('postgres') : undefined;
  if (postgresUrl) {
    const template = `costeo_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = openPostgres(adminUrl(postgresUrl, template), 2);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Test files drop their own copies; this also drops any a crashed worker left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_%`, template],
      );
      for (const row of rows) {
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      }
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'costeo-test-'));
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
