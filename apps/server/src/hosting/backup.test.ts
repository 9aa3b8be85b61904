// @engine-independent: runs its own server and backup processes, each on an SQLite file of its own (decision 0073).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultBackupPath } from './backup.js';
import { baseEnv, ROOT, register, type ServerProcess, startServer, TSX, tempFolder } from './testing/server-process.js';

/** Runs `npm run backup`'s script the way npm does, in a folder of its own. */
function runBackup(env: Record<string, string>, args: string[] = []) {
  const folder = tempFolder();
  const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'scripts/backup.ts'), ...args], {
    cwd: folder,
    env: { ...baseEnv(folder), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run backup', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.child.kill('SIGKILL'));

  // Two processes (the server, then the backup through tsx) start on a machine running the other suites.
  it('copies a running database with its latest acknowledged write, while the server keeps writing', {
    timeout: 60_000,
  }, async () => {
    // Registrations are the writes: the per-address limit must not stop them, and their hash is cheap
    // (a test server's), so that the server writes many while the backup runs.
    server = await startServer({ AUTH_RATE_LIMIT_MAX: '100000', NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' });
    const { origin, folder } = server;
    const database = join(folder, 'data', 'glouton.sqlite');
    let acknowledged = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await register(origin, `personne-${acknowledged + 1}@example.fr`);
        acknowledged += 1;
      }
    })();
    await expect.poll(() => acknowledged, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    const before = acknowledged;
    const target = join(tempFolder(), 'sauvegarde.sqlite');
    const backup = await runBackup({ DATABASE_URL: database }, [target]);
    writing = false;
    await writer;

    expect(backup.output).toMatch(/^Sauvegarde écrite : .*sauvegarde\.sqlite \([\d,]+ Mo, vérifiée\)\.\n$/);
    expect(backup.code).toBe(0);
    // One self-contained file, for this user alone.
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const copy = new SQLite(target, { readonly: true });
    const emails = copy.prepare('select email from users').pluck().all();
    copy.close();
    expect(emails).toContain(`personne-${before}@example.fr`);
    expect(emails.length).toBeGreaterThanOrEqual(before);
  });

  it('writes to data/backups/glouton-YYYY-MM-DD-HHmm.sqlite by default', () => {
    expect(defaultBackupPath('/srv/glouton/data', new Date(2026, 10, 23, 9, 5))).toBe(
      '/srv/glouton/data/backups/glouton-2026-11-23-0905.sqlite',
    );
  });

  it('refuses PostgreSQL in French, pointing to pg_dump', async () => {
    const result = await runBackup({ DATABASE_URL: 'postgres://glouton@127.0.0.1:1/glouton' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('DATABASE_URL désigne PostgreSQL : sauvegardez avec pg_dump');
  });

  it('says so when there is no database to save', async () => {
    const result = await runBackup({ DATABASE_URL: join(tempFolder(), 'absente.sqlite') });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Aucune base SQLite à .*absente\.sqlite/);
  });
});
