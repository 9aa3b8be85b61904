import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type AppDatabase, openDatabase } from '../../db/database.js';
import { createTestClock, registerUser } from '../../test/test-app.js';
import { createTestDatabaseConfig, usingPostgres } from '../../test/test-database.js';

// Browsers subscribe with the server's VAPID public key: every app server on one database, every restart,
// and two servers starting at the very same time must sign with one pair, made once.

const opened: { apps: FastifyInstance[]; databases: AppDatabase[]; drop?: () => Promise<void> } = {
  apps: [],
  databases: [],
};
afterEach(async () => {
  for (const app of opened.apps.splice(0)) await app.close();
  for (const database of opened.databases.splice(0)) await database.close();
  await opened.drop?.();
});

async function freshDatabase() {
  const { database, drop } = await createTestDatabaseConfig();
  opened.drop = drop;
  const config = Object.freeze({
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', VAPID_SUBJECT: 'https://glouton.exemple.fr' }),
    database,
  });
  return config;
}

/** An app server on that database: its own connections on PostgreSQL; SQLite's in-memory one is shared. */
async function server(config: Awaited<ReturnType<typeof freshDatabase>>, shared?: AppDatabase) {
  const database = shared ?? (await openDatabase(config));
  if (!shared) opened.databases.push(database);
  const app = await buildApp({ config, database, clock: createTestClock() });
  opened.apps.push(app);
  return { app, database };
}

const keyOf = async (app: FastifyInstance) => {
  const { headers } = await registerUser(app);
  return (await app.inject({ method: 'GET', url: '/api/push/key', headers })).json().publicKey as string;
};

describe('the VAPID key pair', () => {
  it('is made at the first start, kept in the database, and read again by the next server or restart', async () => {
    const config = await freshDatabase();
    const first = await server(config);
    await first.app.ready();
    const stored = await first.database.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(stored).toHaveLength(1);
    const key = await keyOf(first.app);
    expect(key).toBe(stored[0]?.public_key);

    const second = await server(config, usingPostgres() ? undefined : first.database);
    await second.app.ready();
    expect(await keyOf(second.app)).toBe(key);
    expect(await first.database.db.selectFrom('push_vapid_keys').selectAll().execute()).toEqual(stored);
  });

  it('is one pair when two servers start at the same time', async () => {
    const config = await freshDatabase();
    const shared = usingPostgres() ? undefined : await openDatabase(config);
    if (shared) opened.databases.push(shared);
    const [a, b] = await Promise.all([server(config, shared), server(config, shared)]);
    await Promise.all([a.app.ready(), b.app.ready()]);
    expect(await keyOf(a.app)).toBe(await keyOf(b.app));
    expect(await a.database.db.selectFrom('push_vapid_keys').selectAll().execute()).toHaveLength(1);
  });
});
