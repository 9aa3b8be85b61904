import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { ENGINE_INDEPENDENT, markedTests } from './src/test/test-selection.ts';

const SRC = fileURLToPath(new URL('src', import.meta.url));
/**
 * The test files that replace a module (`vi.mock`) or say they need modules loaded afresh (`@isolated`
 * in a comment, with why). The files of this project share a worker's modules (`isolate: false`,
 * decision 0051): a module another file loaded first would be used as it is. They run in a project of
 * their own, isolated (vitest.isolated.config.ts); found by reading the files, so that a new test that
 * mocks is isolated the day it is written.
 */
export const mockingTests = markedTests(SRC, /\bvi\.mock\(|@isolated\b/);
/**
 * Left out when GLOUTON_TEST_SKIP_ENGINE_INDEPENDENT=1: the files that never use the test database
 * (`@engine-independent`, src/test/test-selection.ts). `npm test` sets it for its PostgreSQL pass only,
 * which is there to prove the SQL on PostgreSQL; these files ran in its SQLite pass (decision 0073).
 */
export const skippedTests =
  process.env.GLOUTON_TEST_SKIP_ENGINE_INDEPENDENT === '1' ? markedTests(SRC, ENGINE_INDEPENDENT) : [];

export default defineConfig({
  resolve: {
    // Tests run the core's TypeScript source: no build step between an edit and a test.
    alias: [
      {
        find: /^@glouton\/core\/([\w-]+)$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/$1/index.ts', import.meta.url)),
      },
      // The receipts drawn with their truth, which the receipt photos print (src/ocr/testing).
      {
        find: /^@glouton\/core\/receipts\/testing$/,
        replacement: fileURLToPath(
          new URL('../../packages/core/src/receipts/testing/receipt-text.ts', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The files that replace a module run apart, isolated (vitest.isolated.config.ts).
    exclude: [...configDefaults.exclude, ...mockingTests, ...skippedTests],
    environment: 'node',
    // A local certificate authority trusted by the workers (NODE_EXTRA_CA_CERTS), and the schema
    // migrated once for the run (an SQLite image, a PostgreSQL template): src/test/global-setup.ts.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup-file.ts'],
    // Each file builds its own app, database and servers and closes them: nothing a file leaves in a
    // module is another file's business, so the files of a worker share their imports (about half of
    // the suite's time was spent importing the same modules again for each file; decision 0051).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
