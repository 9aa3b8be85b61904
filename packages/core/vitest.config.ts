import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions: the files of a worker share their imports (decision 0051).
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
