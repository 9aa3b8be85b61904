import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';

/** Set by global-setup.ts for the workers: the migrated SQLite image and PostgreSQL template of this run. */
export const SQLITE_IMAGE_VARIABLE = 'GLOUTON_TEST_SQLITE_IMAGE';
export const POSTGRES_TEMPLATE_VARIABLE = 'GLOUTON_TEST_POSTGRES_TEMPLATE';

let image: Uint8Array | undefined;
/** The run's migrated SQLite database, read once per worker (files of a worker share their modules). */
function migratedImage(): Uint8Array | undefined {
  const file = process.env[SQLITE_IMAGE_VARIABLE];
  if (!file) return undefined;
  image ??= readFileSync(file);
  return image;
}

/**
 * A fresh database for one test: in-memory SQLite by default (a file when `shared`: a second app server
 * opens it too), or a brand-new PostgreSQL database when TEST_DATABASE_URL is set (created here, dropped
 * by `drop`). It starts migrated, copied from the run's image or template (global-setup.ts): migrating
 * from zero is done once per run, not once per test file. `empty`: no table at all (a migration's test).
 */
export async function createTestDatabaseConfig({ shared = false, empty = false } = {}): Promise<{
  database: Config['database'];
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && shared) {
    const dir = mkdtempSync(join(tmpdir(), 'glouton-test-db-'));
    const filename = join(dir, 'glouton.sqlite');
    const imageFile = process.env[SQLITE_IMAGE_VARIABLE];
    if (imageFile && !empty) copyFileSync(imageFile, filename);
    return {
      database: { kind: 'sqlite', filename },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) {
    const migrated = empty ? undefined : migratedImage();
    return {
      database: { kind: 'sqlite', filename: ':memory:', ...(migrated && { image: migrated }) },
      drop: async () => {},
    };
  }

  const name = `glouton_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_VARIABLE];
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    database: { kind: 'postgres', url: databaseUrl(adminUrl, name) },
    drop: () => dropWhenReleased(adminUrl, name),
  };
}

/** The server's address with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The app's pool has just been ended, but PostgreSQL may not have seen every backend go yet. Forcing
 * the drop would kill those backends and surface as errors on clients that are shutting down, so
 * wait for them (55006 = object in use), and force only as a last resort.
 */
export async function dropWhenReleased(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      // Not a sleep standing for a condition: the condition (the backends gone) is asked again each time.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
