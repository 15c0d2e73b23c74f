import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { costAnalyses, fetchRequester, pgliteTableRows } from '../../../test/backup-compare.ts';
import { migratedDataDir } from '../../../test/migrated-data-dir.ts';
import { testDatabaseUrl } from '../../../test/postgres-url.ts';
import { costeo, startServer, type RunningServer } from '../../../test/processes.ts';

/*
 * `costeo backup` against a running server on the embedded database (it answers through the socket
 * in its data dir), `costeo restore` into a new data dir, and the server started on the copy: the
 * same rows in every table and the same cost analyses. Real processes; runs in the PGlite pass.
 */

const root = mkdtempSync(path.join(tmpdir(), 'costeo-backup-'));
const servers: RunningServer[] = [];
const dataDirs: string[] = [root];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testDatabaseUrl() !== undefined)('backup and restore', () => {
  it('backs up a running server, restores into a new data dir, and nothing differs', async () => {
    // A migrated data dir with the demo kitchen (SEED_DEMO=1): the server opens it instead of
    // creating and migrating one (a start on a new data dir is test/server.test.ts's).
    const source = migratedDataDir('costeo-backup-source-');
    dataDirs.push(source);
    const file = path.join(root, 'copia.backup.gz');
    const server = await startServer({
      DATA_DIR: source,
      SEED_DEMO: '1',
      WEB_DIST_DIR: path.join(root, 'no-web'),
    });
    servers.push(server);
    const request = fetchRequester(server.port);
    const before = await costAnalyses(request, 'demo', 'demo1234');
    expect(Object.keys(before).length).toBeGreaterThan(3);

    const started = Date.now();
    const backup = costeo({ DATA_DIR: source }, 'backup', '--out', file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/Copia de seguridad escrita en .* por el servidor en marcha/);
    console.info(
      `backup through the running server: ${backup.stdout.trim()} (${Date.now() - started} ms with the CLI's start)`,
    );
    // The server is still serving, and it wrote its first daily backup at start.
    expect((await request('GET', '/api/health/')).status).toBe(200);
    expect(
      readdirSync(path.join(source, 'backups')).some((name) => name.endsWith('.backup.gz')),
    ).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(source, 'costeo.sock'))).toBe(false);

    const target = path.join(root, 'target');
    const restore = costeo({ DATA_DIR: target }, 'restore', '--in', file);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Copia restaurada desde .*: \d+ tablas, \d+ filas/);

    const sourceRows = await pgliteTableRows(path.join(source, 'pgdata'));
    const targetRows = await pgliteTableRows(path.join(target, 'pgdata'));
    expect(Object.keys(targetRows)).toEqual(Object.keys(sourceRows));
    for (const table of Object.keys(sourceRows)) {
      expect({ table, rows: targetRows[table] }).toEqual({ table, rows: sourceRows[table] });
    }
    expect(sourceRows.recipes?.length).toBeGreaterThan(3);

    const restored = await startServer({
      DATA_DIR: target,
      WEB_DIST_DIR: path.join(root, 'no-web'),
    });
    servers.push(restored);
    // A restored data dir is not a new database: no second demo account is seeded.
    expect(restored.output()).not.toContain('demo1234');
    expect(await costAnalyses(fetchRequester(restored.port), 'demo', 'demo1234')).toEqual(before);

    // A target with accounts is refused (the data dir is in use, then it has data), and --force replaces it.
    const locked = costeo({ DATA_DIR: target }, 'restore', '--in', file);
    expect(locked.status).toBe(1);
    expect(locked.stderr).toMatch(/ya está en uso/);
    expect(await restored.stop()).toBe(0);
    const refused = costeo({ DATA_DIR: target }, 'restore', '--in', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('La base de datos de destino ya tiene datos (1 usuarios)');
    expect(refused.stderr).toContain('--force');
    const forced = costeo({ DATA_DIR: target }, 'restore', '--in', file, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
  });
});
