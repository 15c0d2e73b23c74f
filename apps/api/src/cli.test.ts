import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { testDatabaseUrl } from '../test/postgres-url.ts';
import { PROCESS_TIMEOUT_MS } from '../../../test-timeouts.ts';

/*
 * `npm run costeo -- <command>` (DESIGN.md §3) as an operator runs it: a real process on an
 * embedded data directory of its own, migrated beforehand (a copy of the run's template: each
 * command opens it instead of the first one creating and migrating it; a CLI on a new data
 * directory is the restore of backup.roundtrip.test.ts).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = testDatabaseUrl() === undefined ? migratedDataDir('costeo-cli-') : '';

function costeo(...args: string[]) {
  const { DATABASE_URL: _url, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiRoot,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: PROCESS_TIMEOUT_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The commands run on an embedded data directory of their own, whatever database the suite
// tests: once, in the PGlite pass (as test/server.test.ts).
describe.skipIf(testDatabaseUrl() !== undefined)('the costeo command line', () => {
  it('creates a user, sets their plan, refuses a bad plan or user, and exports the account as JSON', () => {
    const created = costeo(
      'create-user',
      '--username',
      'ana',
      '--password',
      'una-clave-larga-2026',
      '--business',
      'Casa Ana',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Usuario creado: ana \(id \d+\)/);

    const setPlan = costeo('set-plan', '--username', 'ana', '--plan', 'business');
    expect(setPlan.stdout.trim()).toBe('Plan de ana: Business.');

    const badPlan = costeo('set-plan', '--username', 'ana', '--plan', 'gold');
    expect(badPlan.status).toBe(1);
    expect(badPlan.stderr).toContain('--plan debe ser free, pro o business.');
    const nobody = costeo('set-plan', '--username', 'nadie', '--plan', 'pro');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('No existe el usuario nadie.');

    const exported = costeo('export-account', '--username', 'ana');
    expect(exported.status).toBe(0);
    const document = JSON.parse(exported.stdout);
    expect(document.user).toMatchObject({ username: 'ana', business_name: 'Casa Ana' });
    expect(document.tables.plan_history.map((row: { reason: string }) => row.reason)).toEqual([
      'signup',
      'admin',
    ]);

    // import-account: the same file as a new account (the name is taken, so another is given).
    const file = path.join(dataDir, 'ana.json');
    writeFileSync(file, exported.stdout);
    const taken = costeo('import-account', '--in', file);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('Ya existe el usuario ana');
    const imported = costeo('import-account', '--in', file, '--username', 'ana-bis');
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(/Cuenta importada: ana-bis \(id \d+\), plan business/);
    expect(imported.stdout).toMatch(/Contraseña generada .*: [\w-]{16}/);
  });
});
