import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
