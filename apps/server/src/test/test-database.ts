import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * A fresh, empty database for one test file: in-memory SQLite by default (a file when `shared`: a second
 * app server opens it too), or a brand-new PostgreSQL database when TEST_DATABASE_URL is set (created
 * here, dropped by `drop`).
 */
export async function createTestDatabaseConfig({ shared = false } = {}): Promise<{
  database: Config['database'];
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && shared) {
    const dir = mkdtempSync(join(tmpdir(), 'glouton-test-db-'));
    return {
      database: { kind: 'sqlite', filename: join(dir, 'glouton.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) return { database: { kind: 'sqlite', filename: ':memory:' }, drop: async () => {} };

  const name = `glouton_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: () => dropWhenReleased(adminUrl, name),
  };
}

/**
 * The app's pool has just been ended, but PostgreSQL may not have seen every backend go yet. Forcing
 * the drop would kill those backends and surface as errors on clients that are shutting down, so
 * wait for them (55006 = object in use), and force only as a last resort.
 */
async function dropWhenReleased(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
