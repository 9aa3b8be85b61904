import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createSettableClock } from '../clock.js';
import { type Config, loadConfig } from '../config.js';
import { type AppDatabase, openDatabase } from '../db/database.js';
import { tempFolder } from './temp-folder.js';
import { createTestDatabaseConfig } from './test-database.js';

/** A clock the test can move: sessions expire, dates pass. */
export function createTestClock(start = new Date('2026-11-21T10:00:00.000Z')) {
  return createSettableClock(start);
}

export type TestApp = {
  app: FastifyInstance;
  database: AppDatabase;
  clock: ReturnType<typeof createTestClock>;
  config: Config;
  close(): Promise<void>;
};

/** A tiny built "SPA" so static serving and deep-link fallback can be tested without a web build. */
function fakeWebDist(): string {
  const dir = tempFolder('glouton-web-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Glouton</title></html>');
  return dir;
}

export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  { shared = false }: { shared?: boolean } = {},
): Promise<TestApp> {
  // `shared`: a database a second app server can open too (a file on SQLite).
  const { database: databaseConfig, drop } = await createTestDatabaseConfig({ shared });
  // Made only when the test brings no build of its own.
  const webDist = env.WEB_DIST_DIR ? null : fakeWebDist();
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(webDist && { WEB_DIST_DIR: webDist }),
    // No test reaches the real Open Food Facts: nothing listens here; OFF tests pass a fake's URL.
    OFF_BASE_URL: 'http://127.0.0.1:9',
    // A cheap hash: the suite registers thousands of accounts (password.test.ts proves the real cost).
    PASSWORD_HASH_COST: 'low',
    ...env,
  });
  const config: Config = Object.freeze({ ...base, database: databaseConfig });
  const database = await openDatabase(config);
  const clock = createTestClock();
  const app = await buildApp({ config, database, clock, ...(logStream && { logStream }) });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

let emailCounter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++emailCounter}@example.fr`;

/** Registers a fresh account and returns its bearer header, the way every protected test starts. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: 'motdepasse-solide' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { token: string }).token;
  return { email, token, headers: { authorization: `Bearer ${token}` } };
}

/** The `path` of each validation issue of a 400 body (`body.name`, `params.id`…). */
export const issuePaths = (body: { error: { issues?: { path: string }[] } }) =>
  body.error.issues?.map((issue) => issue.path);
