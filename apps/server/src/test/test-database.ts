import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * A fresh, empty database for one test file: in-memory SQLite by default, or a brand-new PostgreSQL
 * database when TEST_DATABASE_URL is set (created here, dropped by `drop`).
 */
export async function createTestDatabaseConfig(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: { kind: 'sqlite', filename: ':memory:' }, drop: async () => {} };

  const name = `glouton_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
