import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm run build` reads (test files are not built; a lockfile change means new dependencies). */
export const BUILD_INPUTS = [
  'packages/core/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/preact-aliases.ts',
  'apps/web/public',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/core/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
];
/** What the server needs at start: its entry, core's compiled entries, the web app. */
export const BUILD_OUTPUTS = [
  'apps/server/dist/main.js',
  'packages/core/dist/api/index.js',
  'apps/web/dist/index.html',
];
/**
 * Written by scripts/start.ts after a build, dated from the build's start. tsc leaves an unchanged file
 * alone, so main.js may be older than a source compiled since: the outputs' own dates would ask for a
 * build at every start.
 */
export const BUILD_STAMP = 'apps/server/dist/.glouton-build';

export type BuildState = {
  outputs: { path: string; mtimeMs: number | null }[];
  stampMs: number | null;
  newestInput: { path: string; mtimeMs: number } | null;
};

/** The decision, apart from the file system so that it can be tested as is. */
export function buildDecision(state: BuildState): { build: boolean; reason: string } {
  const missing = state.outputs.find((output) => output.mtimeMs === null);
  if (missing) return { build: true, reason: `${missing.path} absent` };
  // The outputs are at least as recent as the oldest of them; a stamp may say the build is more recent.
  const oldest = Math.min(...state.outputs.map((output) => output.mtimeMs ?? 0));
  const builtAt = Math.max(oldest, state.stampMs ?? Number.NEGATIVE_INFINITY);
  const input = state.newestInput;
  if (input && input.mtimeMs > builtAt) return { build: true, reason: `${input.path} modifié depuis la construction` };
  return { build: false, reason: 'construction à jour' };
}

const mtime = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : null);

/** Reads the dates the decision needs; the defaults are `npm run build`'s, tests ask about the server alone. */
export function readBuildState(
  root: string,
  { inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS, stamp = BUILD_STAMP as string | null } = {},
): BuildState {
  let newestInput: BuildState['newestInput'] = null;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path) && (!newestInput || stat.mtimeMs > newestInput.mtimeMs)) {
      newestInput = { path: path.slice(root.length + 1), mtimeMs: stat.mtimeMs };
    }
  };
  for (const input of inputs) visit(join(root, input));
  return {
    outputs: outputs.map((path) => ({ path, mtimeMs: mtime(join(root, path)) })),
    stampMs: stamp === null ? null : mtime(join(root, stamp)),
    newestInput,
  };
}

/** Dated from the build's start: a file saved while the build ran is seen as newer next time. */
export function writeBuildStamp(root: string, startedAt: Date): void {
  const stamp = join(root, BUILD_STAMP);
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
