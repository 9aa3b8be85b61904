import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig } from '../../test/test-database.js';
import { type AppDatabase, connectDatabase } from '../database.js';
import { migrateTo } from '../migrate.js';

let database: AppDatabase;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabaseConfig();
  drop = test.drop;
  database = connectDatabase({ database: test.database });
  await migrateTo(database.db, database.kind, '0009-product-history');
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration 0010 on products saved before date kinds', () => {
  it('gives dairy, meat and fish a DLC and the rest a DDM', async () => {
    const { db } = database;
    const now = '2026-11-21T10:00:00.000Z';
    const { id: householdId } = await db
      .insertInto('households')
      .values({ name: 'Mon foyer', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = ['Fruits', 'Lait', 'Pâtes', 'Poulet', 'Chocolat', 'Eau', 'Piles'];
    await db
      .insertInto('products')
      .values(
        names.map((name, index) => ({
          household_id: householdId,
          scanned: 0 as const,
          name,
          search_name: name.toLowerCase(),
          category_id: index + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await migrateTo(db, database.kind);

    const rows = await db.selectFrom('products').select(['name', 'date_kind']).orderBy('category_id').execute();
    expect(rows.map((row) => [row.name, row.date_kind])).toEqual([
      ['Fruits', 'ddm'],
      ['Lait', 'dlc'],
      ['Pâtes', 'ddm'],
      ['Poulet', 'dlc'],
      ['Chocolat', 'ddm'],
      ['Eau', 'ddm'],
      ['Piles', 'ddm'],
    ]);
  });
});
