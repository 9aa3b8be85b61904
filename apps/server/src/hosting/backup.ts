import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError } from '../config.js';

/** `data/backups/glouton-2026-11-23-1402.sqlite`: local time, sorted by name = sorted by date. */
export function defaultBackupPath(dataFolder: string, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return join(dataFolder, 'backups', `glouton-${stamp}.sqlite`);
}

/**
 * A consistent copy of a live SQLite database. Copying the file is not one: with WAL the latest writes
 * sit in `-wal` until a checkpoint, so a copied `glouton.sqlite` may even look empty. SQLite's online
 * backup reads through a connection (WAL included) and starts over if the server writes meanwhile.
 * The copy is made a single self-contained file (journal DELETE), checked, then renamed into place:
 * `destination` is never half-written. It holds password hashes: 0600, in a 0700 folder if we make it.
 */
export async function backupSqlite(source: string, destination: string): Promise<{ bytes: number }> {
  const from = resolve(source);
  const to = resolve(destination);
  if (!existsSync(from)) throw new ConfigError(`Aucune base SQLite à ${from} : rien à sauvegarder (DATABASE_URL ?).`);
  if (to === from) throw new ConfigError('La sauvegarde ne peut pas remplacer la base elle-même.');
  if (!existsSync(dirname(to))) mkdirSync(dirname(to), { recursive: true, mode: 0o700 });

  const staged = `${to}.partial`;
  rmSync(staged, { force: true });
  const live = new SQLite(from, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // After a first step, the rest in one: a write between two steps restarts the copy, and a busy server
    // could keep it restarting. A step reads one snapshot; with WAL the server keeps writing meanwhile.
    await live.backup(staged, { progress: ({ remainingPages }) => remainingPages });
  } finally {
    live.close();
  }
  try {
    chmodSync(staged, 0o600);
    const copy = new SQLite(staged, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    } finally {
      copy.close();
    }
    renameSync(staged, to);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  return { bytes: statSync(to).size };
}
