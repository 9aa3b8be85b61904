import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

/**
 * The Node the README asks for is enough for everything `npm ci` installs: a package whose `engines`
 * refuse it makes npm warn EBADENGINE, and may use what that Node does not have (decision 0056).
 */
describe('the Node version the repository asks for', () => {
  const oldest = semver.minVersion(read('package.json').engines.node as string)?.version ?? '';
  const lock = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: unknown }>;
  };

  it('is the README’s', () => {
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(new URL('../README.md', import.meta.url), 'utf8')).toContain('Node.js 20.19+');
  });

  it('is accepted by every package of the lock file', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const node =
        entry.engines && typeof entry.engines === 'object' && !Array.isArray(entry.engines)
          ? (entry.engines as { node?: string }).node
          : undefined;
      return node && !semver.satisfies(oldest, node) ? [`${path}@${entry.version}: node ${node}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
