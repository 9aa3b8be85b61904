import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0016-stats');

describe('migration 0018 on a cupboard written before it', () => {
  it('keeps every unit sealed and every event with its id and kind, and takes `opened` events from then on', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(
      db,
      householdId,
      { name: 'Lait', categoryId: 2, at: now },
      { quantity: '1 L' },
    );
    const { id: itemId } = await db
      .insertInto('stock_items')
      // Written before migration 0024 gave units a place.
      .values({ household_id: householdId, product_id: productId, expires_on: '2026-12-01', added_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = (kindOf: 'added' | 'consumed', recipeId: number | null) => ({
      household_id: householdId,
      product_id: productId,
      kind: kindOf,
      stock_item_id: itemId,
      expires_on: '2026-12-01',
      item_added_at: now,
      at: now,
      recipe_id: recipeId,
    });
    const written = await db
      .insertInto('stock_events')
      .values([event('added', null), event('consumed', 7)])
      .returning('id')
      .execute();
    // An event written then gone (its household deleted since): its id is never given again.
    const { id: lastId } = await db
      .insertInto('stock_events')
      .values(event('added', null))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('stock_events').where('id', '=', lastId).execute();

    await migrateTo(db, kind, '0018-opened-units');

    const product = await db.selectFrom('products').select('keeps_open_days').executeTakeFirstOrThrow();
    expect(product).toEqual({ keeps_open_days: null });
    const unit = await db
      .selectFrom('stock_items')
      .select(['expires_on', 'opened_on', 'sealed_expires_on'])
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({ expires_on: '2026-12-01', opened_on: null, sealed_expires_on: null });
    const events = await db
      .selectFrom('stock_events')
      .select(['id', 'kind', 'recipe_id', 'opened_on', 'sealed_expires_on'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { id: written[0]?.id, kind: 'added', recipe_id: null, opened_on: null, sealed_expires_on: null },
      { id: written[1]?.id, kind: 'consumed', recipe_id: 7, opened_on: null, sealed_expires_on: null },
    ]);

    const opened = await db
      .insertInto('stock_events')
      .values({ ...event('consumed', 7), kind: 'opened', opened_on: '2026-11-21', sealed_expires_on: '2026-12-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(opened.id).toBeGreaterThan(lastId);
    await expect(
      db
        .insertInto('stock_events')
        .values({ ...event('added', null), kind: 'eaten' as 'added' })
        .execute(),
    ).rejects.toThrow();
  });
});
