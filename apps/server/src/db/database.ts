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
  /** PostgreSQL only: where a dedicated connection (LISTEN for live events) connects. */
  connectionString?: string;
  close(): Promise<void>;
};

// COUNT(*) and BIGSERIAL come back from pg as strings; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: Pick<Config, 'database'>): Promise<AppDatabase> {
  const database = connectDatabase(config);
  await migrateToLatest(database.db, database.kind);
  return database;
}

/** Opens the configured database as it is (migration tests start from an older schema). */
export function connectDatabase(config: Pick<Config, 'database'>): AppDatabase {
  return config.database.kind === 'postgres' ? openPostgres(config.database.url) : openSqlite(config.database.filename);
}

function openSqlite(filename: string): AppDatabase {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL + NORMAL is durable across application crashes and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement on every call; SQLite's prepare costs several times the query itself
 * on our hot paths. Statements are kept by SQL text (bounded, oldest out first). SQLite re-prepares a
 * cached statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText: string) {
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
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', connectionString, close: () => db.destroy() };
}
