import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.js';
import { loadLibrary } from '../load-library.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL only: where a dedicated connection (LISTEN for live events) connects. */
  connectionString?: string;
  close(): Promise<void>;
};

/**
 * The PostgreSQL driver, loaded the first time it is needed: a server on SQLite (the default) never
 * holds it in memory. COUNT(*) and BIGSERIAL come back from pg as strings; our counts and ids fit in a
 * JS number.
 */
export function loadPg(): typeof pg {
  const driver = loadLibrary<typeof pg>('pg');
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return driver;
}

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: DatabaseConfig): Promise<AppDatabase> {
  const database = connectDatabase(config);
  await migrateToLatest(database.db, database.kind);
  return database;
}

type DatabaseConfig = Pick<Config, 'database'> & Partial<Pick<Config, 'sqliteSynchronous'>>;

/** Opens the configured database as it is (migration tests start from an older schema). */
export function connectDatabase(config: DatabaseConfig): AppDatabase {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url)
    : openSqlite(config.database.image ?? config.database.filename, config.sqliteSynchronous ?? 'full');
}

/**
 * The database holds password hashes and every household's data: its folder is created for this user
 * alone (0700) and its files are readable by this user alone (0600). SQLite gives the -wal and -shm
 * files the database file's own mode. An existing folder is left as it is (it may be shared, e.g. /tmp).
 */
function createPrivately(filename: string) {
  const folder = dirname(filename);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', 0o600));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/** A file, `:memory:`, or a serialized database opened in memory (the test suite's migrated image). */
function openSqlite(source: string | Uint8Array, synchronous: 'full' | 'normal'): AppDatabase {
  if (typeof source === 'string' && source !== ':memory:') createPrivately(source);
  const sqlite = new SQLite(typeof source === 'string' ? source : Buffer.from(source));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: a write the API acknowledged survives a power cut, not only a crash of the server
  // (decision 0024 measures what it costs).
  sqlite.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;
const NOTHING_TO_ROLL_BACK = {
  reader: false,
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  all: () => [],
  iterate: () => [][Symbol.iterator](),
};

/**
 * Kysely prepares every statement on every call; SQLite's prepare costs several times the query itself
 * on our hot paths. Statements are kept by SQL text (bounded, oldest out first). SQLite re-prepares a
 * cached statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText: string) {
      // After SQLITE_FULL or an I/O error SQLite may already have rolled the transaction back: Kysely's
      // own rollback would then fail with "no transaction is active" and hide the real cause.
      if (sqlText === 'rollback') return sqlite.inTransaction ? sqlite.prepare(sqlText) : NOTHING_TO_ROLL_BACK;
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sqlText, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

function openPostgres(connectionString: string): AppDatabase {
  const pool = new (loadPg().Pool)({ connectionString, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', connectionString, close: () => db.destroy() };
}
