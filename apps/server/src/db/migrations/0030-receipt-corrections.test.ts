import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0029-purchase-stores');

describe('migration 0030 on receipts read before it', () => {
  it('says no digit was put right on them, and keeps each line as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-29T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const { id } = await db
      .insertInto('receipts')
      .values({
        household_id: householdId,
        store: 'Carrefour',
        purchased_on: '2026-11-28',
        total_cents: 105,
        source: 'text',
        items_cents: 105,
        discounts_cents: 0,
        sum_ok: 1,
        created_at: now,
        created_by: null,
        applied_at: null,
        applied_list_items: null,
      } as never)
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
        weight_grams: null,
        kind: 'item',
      } as never)
      .execute();

    await migrateTo(db, kind, '0030-receipt-corrections');

    const receipt = await db.selectFrom('receipts').select(['total_cents', 'total_read']).executeTakeFirstOrThrow();
    expect(receipt).toEqual({ total_cents: 105, total_read: null });
    const lines = await db
      .selectFrom('receipt_lines')
      .select(['text', 'amount_cents', 'corrected_of', 'corrected_read'])
      .execute();
    expect(lines).toEqual([{ text: 'LAIT', amount_cents: 105, corrected_of: null, corrected_read: null }]);
  });
});
