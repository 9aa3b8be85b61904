import { defineConfig } from 'vitest/config';
import shared, { mockingTests, skippedTests } from './vitest.config.ts';

// The server tests that replace a module (`vi.mock`), each file in a fresh module registry: in the shared
// project another file may already have loaded the module it replaces (decision 0051).
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    name: 'server-isolated',
    include: mockingTests,
    exclude: skippedTests,
    isolate: true,
  },
});
