import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const before = databaseUpTo('0004-recipes');

describe('migration 0005 on a list written before it', () => {
  it('keeps every line, drops those of products already gone, and then deletes lines with their product', async () => {
    const { db, kind } = before.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const product = { household_id: householdId, scanned: 0 as const, name: 'Lait', search_name: 'lait' };
    const { id: productId } = await db
      .insertInto('products')
      .values({ ...product, category_id: 2, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = { household_id: householdId, quantity: 2, added_at: now };
    await db
      .insertInto('shopping_list_items')
      .values([
        { ...line, product_id: productId, label: 'Lait', category_id: 7 },
        { ...line, product_id: null, label: 'Piles', category_id: 7, note: 'LR6' },
        { ...line, product_id: productId + 1000, label: 'Disparu', category_id: 7 },
      ])
      .execute();

    await migrateTo(db, kind);

    const kept = await db.selectFrom('shopping_list_items').selectAll().orderBy('id').execute();
    expect(kept.map((row) => [row.label, row.quantity, row.note])).toEqual([
      ['Lait', 2, null],
      ['Piles', 2, 'LR6'],
    ]);
    await db.deleteFrom('products').where('id', '=', productId).execute();
    const left = await db.selectFrom('shopping_list_items').select('label').execute();
    expect(left).toEqual([{ label: 'Piles' }]);
  });
});
