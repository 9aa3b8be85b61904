import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the core's TypeScript source: no build step between an edit and a test.
    alias: [
      {
        find: /^@glouton\/core\/(\w+)$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/$1/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A local certificate authority trusted by the workers (NODE_EXTRA_CA_CERTS): the push tests' https service.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
