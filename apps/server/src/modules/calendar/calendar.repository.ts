import type { DateKind } from '@glouton/core/domain';
import type { Db } from '../../db/schema.js';
import type { FeedReader, FeedWindow } from './calendar-events.js';

/** The units of one product with one date (a pack of six yaourts is one line, « Yaourt ×6 »). */
export type ExpiringGroup = { productId: number; name: string; dateKind: DateKind; expiresOn: string; count: number };

/** Who reads a feed, and whether they want its events (« Rappels » › Calendrier; no settings row: on). */
export type FeedOwner = FeedReader & { calendarOn: boolean };

/** SQL only: the members' calendar secrets (hashed), and what a feed reads of other modules' tables. */
export const calendarRepository = {
  /** The member's new secret; the previous one, if any, stops matching at once (one row per member). */
  async replace(db: Db, userId: number, secretHash: string, now: string): Promise<void> {
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, secret_hash: secretHash, created_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret_hash: secretHash, created_at: now }))
      .execute();
  },

  async exists(db: Db, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('calendar_feeds')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** False when the member had no calendar. */
  async remove(db: Db, userId: number): Promise<boolean> {
    const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * The one query for the member behind a secret: their household now (a person is in one at a time;
   * the first joined otherwise, as sessions open) and their calendar setting.
   */
  async findOwner(db: Db, secretHash: string): Promise<FeedOwner | undefined> {
    const row = await db
      .selectFrom('calendar_feeds as feed')
      .innerJoin('household_members as member', 'member.user_id', 'feed.user_id')
      .leftJoin('reminder_settings as settings', 'settings.user_id', 'feed.user_id')
      .select(['feed.user_id as userId', 'member.household_id as householdId', 'settings.calendar as calendar'])
      .where('feed.secret_hash', '=', secretHash)
      .orderBy('member.joined_at')
      .orderBy('member.household_id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return { userId: row.userId, householdId: row.householdId, calendarOn: row.calendar !== 0 };
  },

  /**
   * The one query for the units: the household's units dated within the window, counted per product
   * and date (index `stock_items_household_expiry_idx`).
   */
  async expiringGroups(db: Db, householdId: number, window: FeedWindow): Promise<ExpiringGroup[]> {
    const rows = await db
      .selectFrom('stock_items as unit')
      .innerJoin('products as product', 'product.id', 'unit.product_id')
      .select((eb) => [
        'unit.product_id as productId',
        'product.name as name',
        'product.date_kind as dateKind',
        'unit.expires_on as expiresOn',
        eb.fn.countAll<number>().as('count'),
      ])
      .where('unit.household_id', '=', householdId)
      .where('unit.expires_on', '>=', window.from)
      .where('unit.expires_on', '<=', window.to)
      .groupBy(['unit.product_id', 'product.name', 'product.date_kind', 'unit.expires_on'])
      .execute();
    return rows.map((row) => ({ ...row, expiresOn: row.expiresOn as string, count: Number(row.count) }));
  },
};
