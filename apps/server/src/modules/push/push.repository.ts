import type { Db } from '../../db/schema.js';

export type SubscriptionRow = {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: string;
  lastSuccessAt: string | null;
};

export type NewSubscription = {
  userId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  now: string;
};

export type VapidKeyPair = { publicKey: string; privateKey: string };

const COLUMNS = [
  'id',
  'user_id as userId',
  'endpoint',
  'p256dh',
  'auth',
  'user_agent as userAgent',
  'created_at as createdAt',
  'last_success_at as lastSuccessAt',
] as const;

export const pushRepository = {
  /**
   * One row per endpoint: the same endpoint again takes this member's and this session's name, with the
   * keys the browser gives now (a device signed in to another account moves to it). Another account's
   * endpoint moves only with the very keys it has — the browser that holds it, which alone knows them —
   * and is otherwise left as it is: `'held-by-another'` (issue 26: an endpoint alone took a device over).
   */
  async upsert(db: Db, row: NewSubscription): Promise<SubscriptionRow | 'held-by-another'> {
    const values = {
      user_id: row.userId,
      session_id: row.sessionId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      user_agent: row.userAgent,
      created_at: row.now,
      last_success_at: null,
    };
    const { endpoint: _, ...changed } = values;
    const saved = await db
      .insertInto('push_subscriptions')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet(changed)
          .where((eb) =>
            eb.or([
              eb('push_subscriptions.user_id', '=', row.userId),
              eb.and([eb('push_subscriptions.p256dh', '=', row.p256dh), eb('push_subscriptions.auth', '=', row.auth)]),
            ]),
          ),
      )
      .returning(COLUMNS)
      .executeTakeFirst();
    return saved ?? 'held-by-another';
  },

  /** Newest first. */
  async listOf(db: Db, userId: number): Promise<SubscriptionRow[]> {
    return db
      .selectFrom('push_subscriptions')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async findOwn(db: Db, userId: number, id: number): Promise<SubscriptionRow | undefined> {
    return db
      .selectFrom('push_subscriptions')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
    const result = await db
      .deleteFrom('push_subscriptions')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * The push service said this subscription is gone. Only the row as it was sent to: the endpoint is the
   * browser's, and it may have been given again (new keys) meanwhile.
   */
  async deleteGone(db: Db, id: number, endpoint: string, p256dh: string): Promise<void> {
    await db
      .deleteFrom('push_subscriptions')
      .where('id', '=', id)
      .where('endpoint', '=', endpoint)
      .where('p256dh', '=', p256dh)
      .execute();
  },

  async markDelivered(db: Db, ids: number[], at: string): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', 'in', ids).execute();
  },

  /** Beyond `keep` devices, the member's least recently useful ones go (never `except`, the one just added). */
  async trimOldest(db: Db, userId: number, keep: number, except: number): Promise<void> {
    const extra = await db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', except)
      .orderBy((eb) => eb.fn.coalesce('last_success_at', 'created_at'), 'desc')
      .orderBy('id', 'desc')
      .offset(keep - 1)
      .limit(1_000)
      .execute();
    if (extra.length === 0) return;
    await db
      .deleteFrom('push_subscriptions')
      .where(
        'id',
        'in',
        extra.map((row) => row.id),
      )
      .execute();
  },

  async findKeys(db: Db): Promise<VapidKeyPair | undefined> {
    return db
      .selectFrom('push_vapid_keys')
      .select(['public_key as publicKey', 'private_key as privateKey'])
      .where('id', '=', 1)
      .executeTakeFirst();
  },

  /** Keeps the first pair written: a server starting at the same time as another adopts the other's. */
  async insertKeysIfNone(db: Db, keys: VapidKeyPair, now: string): Promise<void> {
    await db
      .insertInto('push_vapid_keys')
      .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
