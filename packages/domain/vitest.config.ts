import { defineProject } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../test-timeouts.ts';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
  },
});
