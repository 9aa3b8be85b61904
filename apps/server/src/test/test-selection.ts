import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The test files under `src` whose text matches `marker`, as `src/<file>` (what Vitest's include and
 * exclude expect). Read from the files themselves, so that a file says what it is where it is written.
 */
export function markedTests(src: string, marker: RegExp): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.ts$/.test(file) && marker.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => `src/${file}`);
}

/**
 * `@engine-independent` (in a comment, with why): the file never uses the database the tests are
 * given (no test app, no test database, no TEST_DATABASE_URL), so running it on PostgreSQL proves
 * nothing its SQLite run has not. The PostgreSQL pass of `npm test` leaves these files out.
 */
export const ENGINE_INDEPENDENT = /@engine-independent\b/;

/**
 * Every file a test file imports by a relative path, itself included, and their imports in turn: what
 * the guard in test-selection.test.ts reads to hold a file's `@engine-independent` to its word.
 */
export function importClosure(file: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(file)];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const text = readFileSync(next, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(next), specifier as string).replace(/\.js$/, '.ts');
      const found = [base, `${base}.ts`, join(base, 'index.ts')].find(
        (path) => existsSync(path) && path.endsWith('.ts'),
      );
      if (found) pending.push(found);
    }
  }
  return [...seen];
}
