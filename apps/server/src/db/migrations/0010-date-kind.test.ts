import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0009-product-history');

describe('migration 0010 on products saved before date kinds', () => {
  it('gives dairy, meat and fish a DLC and the rest a DDM', async () => {
    const { db } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
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

    await migrateTo(db, handle.database.kind);

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
