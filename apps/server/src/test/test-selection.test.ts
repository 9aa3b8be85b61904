// @engine-independent: reads test files as text, no database.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.js';
import { ENGINE_INDEPENDENT, importClosure, markedTests } from './test-selection.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const TEST_DATABASE = join(SRC, 'test', 'test-database.ts');
const READS_URL = /env\.TEST_DATABASE_URL|env\[['"]TEST_DATABASE_URL/;

describe('the files the PostgreSQL pass leaves out (@engine-independent)', () => {
  it('are the files that say so in a comment, and only those', () => {
    const src = tempFolder('glouton-selection-');
    writeFileSync(join(src, 'pure.test.ts'), '// @engine-independent: pure arithmetic.\n');
    writeFileSync(join(src, 'app.test.ts'), "import { createTestApp } from './test/test-app.js';\n");
    writeFileSync(join(src, 'helper.ts'), '// @engine-independent (not a test file)\n');
    expect(markedTests(src, ENGINE_INDEPENDENT)).toEqual(['src/pure.test.ts']);
  });

  it('never reach the test database, nor read TEST_DATABASE_URL, by any import', () => {
    const marked = markedTests(SRC, ENGINE_INDEPENDENT);
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) {
      const closure = importClosure(join(SRC, '..', file));
      expect(closure, `${file} imports the test database`).not.toContain(TEST_DATABASE);
      // Code reading the variable (from the environment), not a comment naming it.
      for (const imported of closure)
        expect(readFileSync(imported, 'utf8'), `${file} reaches ${imported}`).not.toMatch(READS_URL);
    }
  });

  it('would be caught marking a file that builds a test app', () => {
    // The guard above must be able to fail: a test app's file does reach the test database.
    expect(importClosure(join(SRC, 'test', 'test-app.ts'))).toContain(TEST_DATABASE);
    expect(readFileSync(TEST_DATABASE, 'utf8')).toMatch(READS_URL);
  });
});
