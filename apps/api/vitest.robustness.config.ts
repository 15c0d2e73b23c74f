import { defineConfig } from 'vitest/config';

// `npm test`'s robustness step (decision 018): the hostile-files check against a real server.
// Its bars are timings, meaningless while other test files load the cores, so it runs alone,
// after the API suites, never inside them (its file is not a *.test.ts).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'robustness',
    include: ['test/**/*.robustness.ts'],
    environment: 'node',
    testTimeout: 120_000,
    fileParallelism: false,
  },
});
