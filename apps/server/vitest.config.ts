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
    // A local certificate authority trusted by the workers (NODE_EXTRA_CA_CERTS), and the schema
    // migrated once for the run (an SQLite image, a PostgreSQL template): src/test/global-setup.ts.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup-file.ts'],
    // Each file builds its own app, database and servers and closes them: nothing a file leaves in a
    // module is another file's business, so the files of a worker share their imports (about half of
    // the suite's time was spent importing the same modules again for each file).
    isolate: false,
    // Two cores; a test waits on its database, its fake servers and its child processes much of the
    // time, so a third worker keeps both cores busy.
    maxWorkers: Number(process.env.GLOUTON_TEST_WORKERS ?? 3),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
