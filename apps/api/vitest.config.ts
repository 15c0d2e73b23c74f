import { defineProject } from 'vitest/config';

// COSTEO_TEST_DB=postgres (with TEST_DATABASE_URL) runs the same suite on PostgreSQL.
const onPostgres = process.env.COSTEO_TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: onPostgres ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
