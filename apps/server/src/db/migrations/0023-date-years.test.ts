import { formatShortDate, parisToday } from '@glouton/core/dates';
import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0022-ended-sessions');

describe('migration 0023 on dates written before the years were bounded', () => {
  it('leaves no date outside 1990–2150: expiries undated, openings forgotten, instants moved, such meals gone', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(
      db,
      householdId,
      { name: 'Confiture', categoryId: 5, at: now },
      {
        created_at: '0001-01-01T00:00:00.000Z',
        in_stock: 1,
        closest_expires_on: '0999-06-15',
        expiry_sort: '0999-06-15',
      },
    );
    const unit = (expires: string | null, extra: object = {}) => ({
      household_id: householdId,
      product_id: productId,
      expires_on: expires,
      added_at: now,
      ...extra,
    });
    const units = await db
      .insertInto('stock_items')
      .values([
        unit('0999-06-15'),
        unit('2026-12-01', { opened_on: '3000-01-01', sealed_expires_on: '2027-01-01' }),
        unit('2151-01-01', { added_at: '9999-12-31T23:59:59.000Z' }),
        // Written before migration 0024 gave units a place.
      ] as never)
      .returning('id')
      .execute();
    await db
      .insertInto('stock_events')
      .values({
        household_id: householdId,
        product_id: productId,
        kind: 'added',
        stock_item_id: units[0]?.id as number,
        expires_on: '0999-06-15',
        item_added_at: '0100-01-01T00:00:00.000Z',
        at: '0100-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('plan_slots')
      .values([
        { household_id: householdId, date: '0999-06-15', meal: 'lunch', note: 'restes', updated_at: now },
        { household_id: householdId, date: '2026-11-23', meal: 'lunch', note: 'resto', updated_at: now },
      ])
      .execute();
    const { id: recipeId } = await db
      .insertInto('recipes')
      .values({
        household_id: householdId,
        name: 'Tartines',
        search_name: 'tartines',
        steps: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('recipe_availability')
      .values({
        recipe_id: recipeId,
        household_id: householdId,
        total_count: 1,
        available_count: 1,
        expiring_soon_count: 1,
        soon_from: '2026-11-21',
        soon_until: '2026-11-22',
      })
      .execute();

    await migrateTo(db, kind, '0023-date-years');

    const stored = await db
      .selectFrom('stock_items')
      .select(['expires_on', 'opened_on', 'sealed_expires_on', 'added_at'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { expires_on: null, opened_on: null, sealed_expires_on: null, added_at: now },
      { expires_on: '2026-12-01', opened_on: null, sealed_expires_on: '2027-01-01', added_at: now },
      { expires_on: null, opened_on: null, sealed_expires_on: null, added_at: '2150-12-31T23:59:59.999Z' },
    ]);
    const event = await db
      .selectFrom('stock_events')
      .select(['expires_on', 'at', 'item_added_at'])
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      expires_on: null,
      at: '1990-01-01T00:00:00.000Z',
      item_added_at: '1990-01-01T00:00:00.000Z',
    });
    // The summary follows the units that are left: the soonest date is now the one real date.
    const product = await db
      .selectFrom('products')
      .select(['closest_expires_on', 'expiry_sort', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(product).toEqual({
      closest_expires_on: '2026-12-01',
      expiry_sort: '2026-12-01',
      created_at: '1990-01-01T00:00:00.000Z',
    });
    const slots = await db.selectFrom('plan_slots').select(['date', 'note']).execute();
    expect(slots).toEqual([{ date: '2026-11-23', note: 'resto' }]);
    // Counted again at its next read (its « expiring soon » range is empty).
    const availability = await db.selectFrom('recipe_availability').select('soon_until').executeTakeFirstOrThrow();
    expect(availability.soon_until < '2026-11-21').toBe(true);
    // What the cupboard's CSV writes of each unit no longer throws.
    for (const row of stored) {
      if (row.expires_on) formatShortDate(row.expires_on);
      expect(() => formatShortDate(parisToday(new Date(row.added_at)))).not.toThrow();
    }
  });
});
