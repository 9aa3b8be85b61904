import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type AppDatabase, openDatabase } from './db/database.js';
import { tempFolder } from './test/temp-folder.js';
import { createTestApp, createTestClock, registerUser, type TestApp } from './test/test-app.js';
import { usingPostgres } from './test/test-database.js';

const recipe = (i: number) => ({ name: `Recette ${i}`, steps: ['x'.repeat(2000), 'y'.repeat(2000)] });

/** A real small file system (tmpfs), when this machine lets us mount one (root, as in CI). */
function mountTmpfs(folder: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The tmpfs's mount point; none on PostgreSQL (the database is not on this disk) nor without root. */
function smallDisk(): string | null {
  if (usingPostgres() || process.getuid?.() !== 0) return null;
  const folder = join(tempFolder('glouton-full-'), 'disk');
  mkdirSync(folder);
  return mountTmpfs(folder, '4m') ? folder : null;
}

const disk = smallDisk();
const mounted = disk !== null;
const folder = disk ?? '';

describe.runIf(mounted)(
  'a disk that fills up (a 4 MB tmpfs: the migrated database and its WAL take about half)',
  () => {
    let app: FastifyInstance;
    let database: AppDatabase;
    const logs: string[] = [];
    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', AUTH_RATE_LIMIT_MAX: '1000' });
      database = await openDatabase({ database: { kind: 'sqlite', filename: join(folder, 'glouton.sqlite') } });
      app = await buildApp({
        config: { ...config, database: { kind: 'sqlite', filename: join(folder, 'glouton.sqlite') } },
        database,
        clock: createTestClock(),
        logStream: { write: (line) => void logs.push(line) },
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      execFileSync('umount', [folder]);
      rmSync(folder, { recursive: true, force: true });
    });

    it('answers 503 storage-unavailable, says why once in the log and on /api/health, and recovers by itself', async () => {
      const { headers } = await registerUser(app);
      const answers: number[] = [];
      for (let i = 0; i < 2000 && !answers.includes(503); i++) {
        answers.push(
          (await app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(i) })).statusCode,
        );
      }
      expect(answers.at(-1)).toBe(503);
      expect(answers.every((status) => status === 201 || status === 503)).toBe(true);
      const again = await app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(999) });
      expect(again.statusCode).toBe(503);
      expect(again.json().error).toEqual({ code: 'storage-unavailable', message: expect.stringContaining('stockage') });

      // A failed write may leave room for a smaller one (SQLite reuses the space its frames took in the
      // WAL): updating the probe's one row in place still succeeds there. Health says what writes meet, at
      // once and for as long as they meet it (issue 26): it writes new data before saying ok.
      for (let check = 0; check < 3; check++) {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json().error.code).toBe('storage-unavailable');
      }
      expect(await updateInPlace(database)).toBe(true);
      expect(logs.filter((line) => line.includes('storage unavailable ('))).toHaveLength(1);
      expect(logs.some((line) => line.includes('no transaction is active'))).toBe(false);

      // Nothing half-written: each recipe is there with both its steps, or not at all.
      const saved = await sql<{ steps: string }>`select steps from recipes`.execute(database.db);
      expect(saved.rows).toHaveLength(answers.filter((status) => status === 201).length);
      for (const row of saved.rows) expect(JSON.parse(row.steps)).toHaveLength(2);

      // Space is back: writes work again, without a restart.
      execFileSync('mount', ['-o', 'remount,size=20m', folder]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(1000) })).statusCode,
      ).toBe(201);
      expect(logs.some((line) => line.includes('storage writable again'))).toBe(true);
    });
  },
);

/** Whether the health probe's one row can still be updated in place (what health wrote before issue 26). */
async function updateInPlace(database: AppDatabase): Promise<boolean> {
  const at = new Date(0).toISOString();
  try {
    await database.db.updateTable('health_probe').set({ checked_at: at }).where('id', '=', 1).execute();
    return true;
  } catch {
    return false;
  }
}

// Without a tmpfs, SQLite's `max_page_count` stands for a full disk (the file cannot grow).
describe.skipIf(usingPostgres())('a database file that cannot grow', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'info' }, { write: (line) => logs.push(line) });
  });
  afterAll(() => t.close());

  it('refuses writes with 503 storage-unavailable (never a 500), writes nothing half, and recovers', async () => {
    const { headers } = await registerUser(t.app);
    const pages = Number(
      (await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db)).rows[0]?.page_count,
    );
    await sql.raw(`pragma max_page_count = ${pages + 1}`).execute(t.database.db);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(i) })).statusCode,
      );
    }
    expect(answers).toContain(503);
    expect(answers.every((status) => status === 201 || status === 503)).toBe(true);
    expect(logs.some((line) => line.includes('no transaction is active'))).toBe(false);
    const saved = (await t.app.inject({ method: 'GET', url: '/api/recipes?limit=100', headers })).json();
    expect(saved.total).toBe(answers.filter((status) => status === 201).length);
    for (const item of saved.items) expect(item.steps).toHaveLength(2);
    // The probe's row still updates in place, yet health says what the writes meet (issue 26).
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json().error?.code]).toEqual([503, 'storage-unavailable']);

    await sql.raw('pragma max_page_count = 1000000').execute(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(100) })).statusCode,
    ).toBe(201);
    // The checks left no row of new data behind.
    const left = await sql<{ id: number }>`select id from health_probe where id <> 1`.execute(t.database.db);
    expect(left.rows).toEqual([]);
  });
});

// PostgreSQL cannot be given a full disk here: triggers answer as one would (SQLSTATE 53100, « disk
// full ») to new recipes and to new rows of the health probe, while its one row still updates in place.
describe.runIf(usingPostgres())('a PostgreSQL that refuses new data (53100)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('answers 503 on /api/health from the first failed write until new data can be written again', async () => {
    const { headers } = await registerUser(t.app);
    await sql`create function glouton_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file' using errcode = '53100'; end $$`.execute(t.database.db);
    await sql`create trigger recipes_disk_full before insert on recipes
      for each row execute function glouton_disk_full()`.execute(t.database.db);
    await sql`create trigger health_disk_full before insert on health_probe
      for each row when (new.id <> 1) execute function glouton_disk_full()`.execute(t.database.db);

    const refused = await t.app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(1) });
    expect([refused.statusCode, refused.json().error.code]).toEqual([503, 'storage-unavailable']);
    for (let check = 0; check < 2; check++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json().error?.code]).toEqual([503, 'storage-unavailable']);
    }

    await sql`drop trigger recipes_disk_full on recipes`.execute(t.database.db);
    await sql`drop trigger health_disk_full on health_probe`.execute(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const left = await sql<{ id: number }>`select id from health_probe where id <> 1`.execute(t.database.db);
    expect(left.rows).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/recipes', headers, payload: recipe(2) })).statusCode).toBe(
      201,
    );
  });
});
