import type { Plugin } from 'vite';

/**
 * An import the bundler could not find in what it imports from: with React replaced by preact/compat
 * (preact-aliases.ts), a library that reads a hook compat lacks gets `undefined` in its place, which
 * only shows when that code runs. Each one is read and checked once, then listed here with why it is
 * harmless; any other fails the build instead of scrolling by as a warning (decision 0056).
 */
export const KNOWN_UNDEFINED_IMPORTS = [
  {
    name: 'useOptimistic',
    importer: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/,
    // React Router reads it as `React[USE_OPTIMISTIC]` behind `useOptimisticSafe`, which falls back to
    // `[state, () => undefined]`; its setter is called only when RouterProvider gets `useTransitions`,
    // which this app never passes. undefined-imports.test.ts checks both in the installed version.
    why: 'React Router falls back to plain state without it (no useTransitions here)',
  },
] as const;

interface ImportLog {
  code?: string;
  id?: string;
  message: string;
}

/** The imported name a log says is undefined (its message names it between backquotes). */
export const undefinedName = (log: ImportLog) => /Import `([^`]+)`/.exec(log.message)?.[1];

/** Whether the log is one of the undefined imports checked and listed above. */
export function isKnownUndefinedImport(log: ImportLog): boolean {
  const name = undefinedName(log);
  return KNOWN_UNDEFINED_IMPORTS.some((known) => known.name === name && known.importer.test(log.id ?? ''));
}

export function undefinedImports(): Plugin {
  return {
    name: 'glouton:undefined-imports',
    onLog(_level, log) {
      if (log.code !== 'IMPORT_IS_UNDEFINED') return;
      if (isKnownUndefinedImport(log)) return false;
      this.error({
        ...log,
        message: `${log.message}\nAn import that Preact's compat layer lacks: check what the library does without it, then list it in apps/web/vite/undefined-imports.ts.`,
      });
    },
  };
}
