// @engine-independent: a pure decision over build states, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { type BuildState, buildDecision } from './build-freshness.js';

const built = (mtimeMs: number | null, path = 'apps/server/dist/main.js') => ({ path, mtimeMs });
const state = (overrides: Partial<BuildState>): BuildState => ({
  outputs: [built(1000), built(1200, 'apps/web/dist/index.html')],
  stampMs: null,
  newestInput: { path: 'apps/web/src/main.tsx', mtimeMs: 900 },
  ...overrides,
});

describe('buildDecision (npm start builds only when it must)', () => {
  it('builds when an output is missing', () => {
    expect(buildDecision(state({ outputs: [built(1000), built(null, 'apps/web/dist/index.html')] }))).toEqual({
      build: true,
      reason: 'apps/web/dist/index.html absent',
    });
  });

  it('does not build when every source is older than the build', () => {
    expect(buildDecision(state({}))).toEqual({ build: false, reason: 'construction à jour' });
  });

  it('builds when a source is newer than the oldest output', () => {
    const decision = buildDecision(state({ newestInput: { path: 'apps/server/src/app.ts', mtimeMs: 1100 } }));
    expect(decision).toEqual({ build: true, reason: 'apps/server/src/app.ts modifié depuis la construction' });
  });

  it('trusts the stamp of the last build: tsc leaves an unchanged main.js with its old date', () => {
    const input = { path: 'apps/server/src/app.ts', mtimeMs: 1100 };
    expect(buildDecision(state({ newestInput: input, stampMs: 1150 })).build).toBe(false);
    // A file saved during that build (the stamp is dated from the build's start) is built next time.
    expect(buildDecision(state({ newestInput: { ...input, mtimeMs: 1160 }, stampMs: 1150 })).build).toBe(true);
  });
});
