import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock`: they need a module graph of their own, so they run
 * in the `-isolated` projects; every other file shares its worker's modules (`isolate: false`).
 */
export const API_ISOLATED_FILES = ['src/modules/costing/costing.engine-runs.test.ts'];

/**
 * The API suite as a project on one database: `api` on PGlite, `api-postgres` on the PostgreSQL
 * server of TEST_DATABASE_URL (its workers see COSTEO_TEST_DB=postgres). `npm test` runs both in
 * one Vitest run, so the files of the two share the machine's cores to the end.
 *
 * Every test file builds its own app on its own database, so the files of a worker can share the
 * imported modules instead of loading the API again for each file (`isolate: false`: the API
 * step 274 s → 209 s on the 2-core machine; docs/ARCHITECTURE.md, "Tests"). The few files that
 * mock a module run isolated, in `api-isolated` / `api-postgres-isolated`.
 */
export function apiProject(
  database: 'pglite' | 'postgres',
  options: { isolated?: boolean } = {},
): TestProjectInlineConfiguration {
  const isolated = options.isolated === true;
  const name = database === 'postgres' ? 'api-postgres' : 'api';
  return {
    root: path.dirname(fileURLToPath(import.meta.url)),
    test: {
      name: isolated ? `${name}-isolated` : name,
      include: isolated ? API_ISOLATED_FILES : ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: isolated ? [] : API_ISOLATED_FILES,
      environment: 'node',
      // Worker threads start faster than child processes (324 → 282 s for the two projects here).
      pool: 'threads',
      isolate: isolated,
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: database === 'postgres' ? { COSTEO_TEST_DB: 'postgres' } : {},
    },
  };
}

/** The API projects on one database: the shared-module files and the isolated ones. */
export function apiProjects(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  return [apiProject(database), apiProject(database, { isolated: true })];
}

// `vitest --project api` from this directory, or through the root config's projects.
export default defineProject(apiProject('pglite'));
