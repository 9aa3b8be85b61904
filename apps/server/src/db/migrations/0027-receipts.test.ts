import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0026-prices');

describe('migration 0027 on a household written before it', () => {
  it('adds empty receipt tables whose rows go with their household, and matches with their product', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-29T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(db, householdId, { name: 'Lait', categoryId: 2, at: now });

    await migrateTo(db, kind, '0027-receipts');

    expect(await db.selectFrom('receipts').selectAll().execute()).toEqual([]);
    const { id } = await db
      .insertInto('receipts')
      .values({
        household_id: householdId,
        store: null,
        purchased_on: null,
        total_cents: 105,
        source: 'text',
        items_cents: 105,
        discounts_cents: 0,
        sum_ok: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('receipt_lines')
      .values({
        receipt_id: id,
        line_index: 0,
        text: 'LAIT',
        quantity: 1,
        unit_price_cents: 105,
        amount_cents: 105,
        kind: 'item',
      })
      .execute();
    await db
      .insertInto('receipt_matches')
      .values({ household_id: householdId, store: '', line_key: 'lait', product_id: productId, confirmed_at: now })
      .execute();
    // A line kind the parser never gives is refused.
    await expect(
      db
        .insertInto('receipt_lines')
        .values({
          receipt_id: id,
          line_index: 1,
          text: 'X',
          quantity: 1,
          unit_price_cents: 1,
          amount_cents: 1,
          kind: 'tax',
        } as never)
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await db.selectFrom('receipt_matches').selectAll().execute()).toEqual([]);
    await db.deleteFrom('households').where('id', '=', householdId).execute();
    expect(await db.selectFrom('receipts').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('receipt_lines').selectAll().execute()).toEqual([]);
  });
});
