import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresTableRows, seedDemo } from '../../../test/backup-compare.ts';
import { adminUrl, testDatabaseUrl } from '../../../test/postgres-url.ts';
import { costeo } from '../../../test/processes.ts';
import { openPostgres } from '../../db/client.ts';

/*
 * `costeo backup` / `restore` on PostgreSQL through the CLI, with no pg_dump involved: from one
 * database into a brand-new one (migrated by restore itself). Runs in the api-postgres pass.
 */

const url = testDatabaseUrl();
const dir = mkdtempSync(path.join(tmpdir(), 'costeo-pg-backup-'));
const names = [0, 1].map(() => `costeo_backup_${randomBytes(4).toString('hex')}`);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!url) return;
  await admin(async (client) => {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  });
});

describe.skipIf(url === undefined)('backup and restore on PostgreSQL', () => {
  it('copies one database into a new one through the CLI', async () => {
    const [sourceName = '', targetName = ''] = names;
    await admin(async (client) => {
      for (const name of names) await client.query(`create database ${name}`);
    });
    const sourceUrl = adminUrl(url ?? '', sourceName);
    const targetUrl = adminUrl(url ?? '', targetName);
    const source = openPostgres(sourceUrl, 2);
    await source.migrate();
    await seedDemo(source);
    await source.close();

    const env = (databaseUrl: string) => ({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
      // pg_dump must not be what does the work.
      PATH: '/nonexistent',
    });
    const file = path.join(dir, 'pg.backup.gz');
    const backup = costeo(env(sourceUrl), 'backup', '--out', file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/Copia de seguridad escrita en/);
    const restore = costeo(env(targetUrl), 'restore', '--in', file);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Copia restaurada desde/);

    const before = await postgresTableRows(sourceUrl);
    const after = await postgresTableRows(targetUrl);
    expect(after).toEqual(before);
    expect(before.recipes?.length).toBeGreaterThan(3);

    const again = costeo(env(targetUrl), 'restore', '--in', file);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('ya tiene datos');
  });
});
