import { defineProject } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../test-timeouts.ts';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions without module mocks or global state: the files of a worker share their
    // modules (zod, decimal.js, the contracts) instead of importing them again for each file, and
    // worker threads start faster than child processes (issue 29: 26.3 → 7.8 CPU-s). A file that
    // mocks a module (vi.mock) or changes global state (z.config) needs modules of its own: give
    // it a project with `isolate: true`, as apps/web does (WEB_ISOLATED_TESTS).
    pool: 'threads',
    isolate: false,
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
  },
});
