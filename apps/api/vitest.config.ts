import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API suite as a project on one database: `api` on PGlite, `api-postgres` on the PostgreSQL
 * server of TEST_DATABASE_URL (its workers see COSTEO_TEST_DB=postgres). `npm test` runs both in
 * one Vitest run, so the files of the two share the machine's cores to the end.
 */
export function apiProject(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    root: path.dirname(fileURLToPath(import.meta.url)),
    test: {
      name: database === 'postgres' ? 'api-postgres' : 'api',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // Worker threads start faster than child processes (324 → 282 s for the two projects here).
      pool: 'threads',
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: database === 'postgres' ? { COSTEO_TEST_DB: 'postgres' } : {},
    },
  };
}

// `vitest --project api` from this directory, or through the root config's projects.
export default defineProject(apiProject('pglite'));
