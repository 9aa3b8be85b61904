import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { connectDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureLocalCertificate } from '../hosting/local-authority.js';
import { TEST_AUTHORITY_VARIABLE, TEST_CERTIFICATE_NAMES } from './test-authority.js';
import {
  databaseUrl,
  dropWhenReleased,
  POSTGRES_TEMPLATE_VARIABLE,
  SQLITE_IMAGE_VARIABLE,
  withAdmin,
} from './test-database.js';

/**
 * Before any test file runs (vitest's globalSetup, in the main process), what every worker inherits
 * through its environment — workers are started after this and read it at start, exactly as an
 * operator's server reads NODE_EXTRA_CA_CERTS:
 * - a local authority for this run: tests that stand up an https server (a push service) use the server
 *   certificate it signed; the code under test checks certificates as usual;
 * - the schema migrated once: an SQLite image each test opens in memory, and on PostgreSQL a template
 *   database each test's database is created from (test-database.ts).
 */
export default async function setup() {
  const folder = join(tmpdir(), `glouton-test-authority-${process.pid}`);
  const { authorityFile } = ensureLocalCertificate(folder, TEST_CERTIFICATE_NAMES);
  const existing = process.env.NODE_EXTRA_CA_CERTS;
  if (existing) {
    // Keep what the environment already trusted: one file holding both.
    const bundle = join(folder, 'trusted.pem');
    writeFileSync(bundle, `${readFileSync(existing, 'utf8')}\n${readFileSync(authorityFile, 'utf8')}`);
    process.env.NODE_EXTRA_CA_CERTS = bundle;
  } else {
    process.env.NODE_EXTRA_CA_CERTS = authorityFile;
  }
  process.env[TEST_AUTHORITY_VARIABLE] = folder;

  process.env[SQLITE_IMAGE_VARIABLE] = await writeSqliteImage(join(folder, 'migrated.sqlite'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : undefined;
  if (template) process.env[POSTGRES_TEMPLATE_VARIABLE] = template;

  return async () => {
    if (adminUrl && template) await dropWhenReleased(adminUrl, template);
    rmSync(folder, { recursive: true, force: true });
  };
}

/** An in-memory database migrated to the latest schema, written out whole. */
async function writeSqliteImage(file: string): Promise<string> {
  const sqlite = new SQLite(':memory:');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db, 'sqlite');
  writeFileSync(file, sqlite.serialize());
  await db.destroy();
  return file;
}

/** A database migrated to the latest schema, then left alone: PostgreSQL copies it for each test. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `glouton_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const database = connectDatabase({ database: { kind: 'postgres', url: databaseUrl(adminUrl, name) } });
  try {
    await migrateToLatest(database.db, database.kind);
  } finally {
    // No connection may stay on a template: CREATE DATABASE … TEMPLATE refuses one in use.
    await database.close();
  }
  return name;
}
