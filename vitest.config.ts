import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { apiProjects } from './apps/api/vitest.config.ts';
import { webIsolatedProject } from './apps/web/vite.config.ts';

/**
 * The files that take longest (measured), longest first. Vitest orders files by the durations of
 * the previous run, which a clean clone (CI) does not have: it then runs them in the order it found
 * them, and a 30-second file found last runs alone at the end while the other core idles.
 */
const LONGEST_FIRST = [
  // API (PGlite: the hostile requests, the real processes; hostile files)
  'apps/api/test/hostile-input.test.ts',
  'apps/api/src/modules/backup/backup.roundtrip.test.ts',
  'apps/api/test/server.test.ts',
  'apps/api/test/hostile-files.test.ts',
  'apps/api/src/cli.test.ts',
  // …and the PostgreSQL pass's real-process files, which used to end the step alone.
  'apps/api/test/concurrent-start.test.ts',
  'apps/api/test/database-outage.test.ts',
  'apps/api/src/modules/backup/backup.postgres-cli.test.ts',
  'apps/api/test/import-boundaries.test.ts',
  'apps/api/src/workers/work-limits.routes.test.ts',
  'apps/api/src/modules/ingredient-import/ingredient-import.apply.test.ts',
  'apps/api/src/modules/auth/auth-throttle.routes.test.ts',
  'apps/api/src/modules/recipes/recipes.randomised.test.ts',
  // Web
  'apps/web/src/features/ingredients/components/ingredient-form-errors.test.tsx',
  'apps/web/src/features/ingredients/components/ingredient-form.test.tsx',
  'apps/web/src/features/recipes/pages/recipe-detail-page.test.tsx',
  'apps/web/src/features/recipes/pages/recipe-save-errors.test.tsx',
  'apps/web/src/features/ingredients/components/ingredient-form-edit.test.tsx',
  'apps/web/src/features/recipes/components/recipe-lines-keyboard.test.tsx',
  'apps/web/src/features/ingredients/pages/ingredients-page.test.tsx',
  'apps/web/src/features/ingredient-import/components/import-wizard.test.tsx',
];

/**
 * Vitest's order, with the known long files first, whatever their project (the API run's
 * PostgreSQL project comes after the PGlite ones: its long files must not wait for the end).
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((suffix) => file.moduleId.endsWith(suffix));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const position = new Map(sorted.map((file, index) => [file, index]));
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const key = (file: TestSpecification): [number, number, number] => [
      rank(file),
      projects.indexOf(file.project.name),
      position.get(file) ?? 0,
    ];
    return [...sorted].sort((a, b) => {
      const [rankA, projectA, positionA] = key(a);
      const [rankB, projectB, positionB] = key(b);
      return rankA - rankB || projectA - projectB || positionA - positionB;
    });
  }
}

// One runner for the whole monorepo; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      ...apiProjects('pglite'),
      // The same suite on PostgreSQL, when there is a server for it.
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres') : []),
      'apps/web',
      // The web tests that need modules of their own (apps/web/vite.config.ts).
      webIsolatedProject,
    ],
    // Vitest leaves one core free by default, which on a 2-core CI machine means one worker: the
    // suites are CPU-bound, so use every core (web unit 252 s → 176 s, API 184 s → 148 s here).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirstSequencer },
  },
});
