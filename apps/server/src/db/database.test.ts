// @engine-independent: SQLite files opened by the test itself (their pragmas), never the test database (decision 0073).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../test/temp-folder.js';
import { openDatabase } from './database.js';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the SQLite file at rest', () => {
  it('creates its folder for this user alone and its files readable by this user alone', async () => {
    const folder = join(tempFolder('glouton-mode-'), 'data');
    const filename = join(folder, 'glouton.sqlite');
    const database = await openDatabase({ database: { kind: 'sqlite', filename } });
    try {
      await sql`insert into households (name, created_at) values ('Mon foyer', '2026-11-23')`.execute(database.db);
      expect(mode(folder)).toBe(0o700);
      for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) expect(mode(file), file).toBe(0o600);
    } finally {
      await database.close();
    }
  });

  it('acknowledges a write only once it would survive a power cut (synchronous = FULL)', async () => {
    const filename = join(tempFolder('glouton-sync-'), 'glouton.sqlite');
    const database = await openDatabase({ database: { kind: 'sqlite', filename } });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await database.close();
    }
  });
});
