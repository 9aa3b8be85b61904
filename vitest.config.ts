import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    // For every project at once (Vitest runs projects with different counts one after the other). Two
    // cores; a server test waits on its database, its fake servers and its child processes much of the
    // time, so a third worker keeps both cores busy.
    maxWorkers: Number(process.env.GLOUTON_TEST_WORKERS ?? 3),
    projects: [
      'packages/core',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      // The repository's own checks (scripts/), e.g. the French typography rules run by `npm run lint`.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', isolate: false } },
    ],
  },
});
