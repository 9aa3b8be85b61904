import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
};

// COUNT(*) and BIGSERIAL come back from pg as strings; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: Pick<Config, 'database'>): Promise<AppDatabase> {
  const database =
    config.database.kind === 'postgres' ? openPostgres(config.database.url) : openSqlite(config.database.filename);
  await migrateToLatest(database.db, database.kind);
  return database;
}

function openSqlite(filename: string): AppDatabase {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL + NORMAL is durable across application crashes and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string): AppDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
