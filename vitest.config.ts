import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
