// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { isKnownUndefinedImport, undefinedImports } from './undefined-imports.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ROUTER = join(ROOT, 'node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs');
const log = (name: string, id = ROUTER) => ({
  code: 'IMPORT_IS_UNDEFINED',
  id,
  message: `Import \`${name}\` will always be undefined because there is no matching export in 'preact/compat'`,
});

/** Runs the plugin's log hook as Rolldown does: what it returns, and whether it made the log an error. */
function onLog(entry: { code: string; id: string; message: string }) {
  const error = vi.fn();
  const hook = undefinedImports().onLog as (this: unknown, level: string, log: unknown) => unknown;
  const returned = hook.call({ error }, 'warn', entry);
  return { returned, failed: error.mock.calls.length > 0 };
}

describe('the build and the imports preact/compat lacks', () => {
  it('silences React Router’s useOptimistic, checked once, and fails on any other', () => {
    expect(isKnownUndefinedImport(log('useOptimistic'))).toBe(true);
    expect(onLog(log('useOptimistic'))).toEqual({ returned: false, failed: false });
    expect(onLog(log('useActionState'))).toMatchObject({ failed: true });
    // The same name read by another library has not been checked.
    expect(onLog(log('useOptimistic', join(ROOT, 'node_modules/some-lib/index.mjs')))).toMatchObject({ failed: true });
    expect(onLog({ code: 'EMPTY_BUNDLE', id: '', message: 'Generated an empty chunk' })).toEqual({
      returned: undefined,
      failed: false,
    });
  });

  // What makes useOptimistic harmless, read in the installed React Router: when it changes, this fails
  // and the library's new use is checked again before its import is listed.
  describe('in the installed React Router', () => {
    const dist = join(ROOT, 'node_modules/react-router/dist');
    const files = ['development', 'production'].flatMap((folder) =>
      readdirSync(join(dist, folder))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => readFileSync(join(dist, folder, file), 'utf8'))
        .filter((code) => code.includes('useOptimistic')),
    );

    it('reads useOptimistic only behind a fallback to plain state', () => {
      expect(files.length).toBeGreaterThan(0);
      for (const code of files) {
        expect(code.match(/useOptimistic\b/g)).toHaveLength(1);
        expect(code).toMatch(/var useOptimisticImpl = React\d*\[USE_OPTIMISTIC\];/);
        expect(code).toMatch(
          /function useOptimisticSafe\(val\) \{\s*if \(useOptimisticImpl\) \{\s*return useOptimisticImpl\(val\);\s*\} else \{\s*return \[val, stableUseOptimisticSetter\];/,
        );
      }
    });

    it('calls its setter only for RouterProvider’s useTransitions, which the app never passes', () => {
      for (const code of files) {
        const calls = code.match(/setOptimisticState\(/g) ?? [];
        const guarded = code.match(/if \(useTransitions === true\) \{\s*setOptimisticState\(/g) ?? [];
        expect(guarded.length).toBe(calls.length);
      }
      const sources = readdirSync(join(ROOT, 'apps/web/src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(join(ROOT, 'apps/web/src', file), 'utf8'));
      expect(sources.filter((code) => code.includes('useTransitions'))).toEqual([]);
    });
  });
});
