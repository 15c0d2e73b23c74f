import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  costAnalyses,
  databaseTableRows,
  seedDemo,
  type Requester,
} from '../../../test/backup-compare.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { BackupError } from '../../db/backup-format.ts';
import { restoreBackupFile } from './backup.restore.ts';
import { writeBackupFile } from './backup.writer.ts';

/*
 * The dump and the load on the database of the run (PGlite, or PostgreSQL in the api-postgres
 * pass): from one database into a fresh one, every row and every cost analysis equal; and the
 * refusals, which leave the target as it was.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'costeo-restore-'));
const file = path.join(dir, 'copia.backup.gz');
let source: TestApp;
let target: TestApp;
/** The source's rows when the copy was taken (logging in later changes them). */
let copied: Record<string, string[]>;

function injector(t: TestApp): Requester {
  return async (method, url, token, body) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, json: response.json() };
  };
}

/** The file with its lines changed by `edit` (and gzip'd again). */
function edited(edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const out = path.join(dir, `edited-${Math.random().toString(36).slice(2)}.gz`);
  writeFileSync(out, gzipSync(`${edit(lines).join('\n')}\n`));
  return out;
}

beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
  await seedDemo(source.database);
});
afterAll(async () => {
  await source.close();
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup → restore', () => {
  it('copies every row of every table and every sequence; the cost analyses come out the same', async () => {
    const summary = await writeBackupFile(source.database, file);
    copied = await databaseTableRows(source.database);
    expect(summary.rows).toBeGreaterThan(100);
    const restored = await restoreBackupFile(target.database, file, { force: false });
    expect(restored).toMatchObject({ tables: summary.tables, rows: summary.rows });

    const after = await databaseTableRows(target.database);
    expect(Object.keys(after)).toEqual(Object.keys(copied));
    for (const table of Object.keys(copied)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: copied[table] });
    }
    const analyses = await costAnalyses(injector(source), 'demo', 'demo1234');
    expect(Object.keys(analyses).length).toBeGreaterThan(3);
    expect(await costAnalyses(injector(target), 'demo', 'demo1234')).toEqual(analyses);
  });

  it('refuses a target with accounts unless --force, and --force replaces its data', async () => {
    const register = await target.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'intrusa', email: 'i@example.com', password: 'una-clave-muy-larga-1' },
    });
    expect(register.statusCode).toBe(201);
    const error = await restoreBackupFile(target.database, file, { force: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/ya tiene datos \(2 usuarios\).*--force/s);
    const login = await injector(target)('POST', '/api/token/', undefined, {
      username: 'intrusa',
      password: 'una-clave-muy-larga-1',
    });
    expect(login.status).toBe(200);

    await restoreBackupFile(target.database, file, { force: true });
    expect(await databaseTableRows(target.database)).toEqual(copied);
  });

  it('refuses another format, another version, other migrations or a cut file, touching nothing', async () => {
    const rowsBefore = await databaseTableRows(target.database);
    const cases: [string, RegExp][] = [
      [
        edited((lines) => [JSON.stringify({ format: 'otra-cosa' }), ...lines.slice(1)]),
        /no es una copia de seguridad de Costeo/,
      ],
      [
        edited(([header = '', ...rest]) => [header.replace('"version":1', '"version":2'), ...rest]),
        /versión 2 del formato/,
      ],
      [
        edited(([header = '', ...rest]) => [
          header.replace(/"count":(\d+)/, (_, n: string) => `"count":${Number(n) - 1}`),
          ...rest,
        ]),
        /está por delante/,
      ],
      [edited((lines) => lines.slice(0, -5)), /está incompleta/],
    ];
    const notGzip = path.join(dir, 'texto.gz');
    writeFileSync(notGzip, 'esto no es una copia');
    cases.push([notGzip, /no es una copia de seguridad de Costeo legible/]);
    for (const [bad, message] of cases) {
      const error = await restoreBackupFile(target.database, bad, { force: true }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await databaseTableRows(target.database)).toEqual(rowsBefore);
  });
});
