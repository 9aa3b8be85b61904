import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases.ts';

// Kept apart from vite.config.ts so tests do not run the PWA and Tailwind plugins.
const SRC = fileURLToPath(new URL('src', import.meta.url));
/**
 * The test files that replace a module (`vi.mock`) or say they need modules loaded afresh (`@isolated`
 * in a comment, with why). The files of this project share a worker's modules (`isolate: false`,
 * decision 0051): a module another file loaded first would be used as it is. They run in a project of
 * their own, isolated (vitest.isolated.config.ts); found by reading the files, so that a new test that
 * mocks is isolated the day it is written.
 */
export const mockingTests = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && /\bvi\.mock\(|@isolated\b/.test(readFileSync(join(SRC, file), 'utf8')),
  )
  .map((file) => `src/${file}`);

export default defineConfig({
  resolve: {
    // Vite's browser conditions (module, browser) like the build, so libraries come as ES modules.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // Core's TypeScript source, in every environment: the `source` condition above reaches jsdom
      // tests only, and a node-environment test (the barcode decoder) would look for core's build,
      // which a fresh clone does not have before `npm run build`.
      {
        find: /^@glouton\/core\/([\w-]+)$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/$1/index.ts', import.meta.url)),
      },
      ...PREACT_ALIASES,
      // Testing Library's ES module build: its CommonJS one would `require` React itself, past the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // vite/: the build's own plugins (in Node, each such file says so).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    // The files that replace a module run apart, isolated (vitest.isolated.config.ts).
    exclude: [...configDefaults.exclude, ...mockingTests],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share their imports and their document (decision 0051): the setup file gives
    // each file an empty document, and what the app keeps in a module is reset with it.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A test's first render imports its screen's lazy chunk (the scanner, core and zod); on a loaded
    // 2-core CI machine that alone has taken over 5 s.
    testTimeout: 20_000,
    // Libraries that import React go through Vite, so that they get Preact like the build does.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /lucide-react/,
          /react-day-picker/,
        ],
      },
    },
  },
});
