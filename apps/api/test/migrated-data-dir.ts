import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR whose embedded database is already migrated: a copy of the run's template
 * (test/global-setup.ts). A real server or CLI started on it opens it instead of initialising and
 * migrating a database of its own (issue 29: seconds of CPU a start). It is not a brand-new
 * database to the server, so no demo account is seeded unless SEED_DEMO=1; the tests of a start on
 * an empty DATA_DIR (test/server.test.ts, the restore into a new one) keep using empty ones.
 */
export function migratedDataDir(prefix: string): string {
  const template = inject('pgliteDataDirTemplate');
  if (!template)
    throw new Error('migratedDataDir: the run has no PGlite template (PGlite projects only)');
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
