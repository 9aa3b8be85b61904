import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'apps/server',
      'apps/web',
      // The repository's own checks (scripts/), e.g. the French typography rules run by `npm run lint`.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', isolate: false } },
    ],
  },
});
