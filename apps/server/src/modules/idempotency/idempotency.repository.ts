import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../../db/schema.js';

export type KeyRow = Pick<IdempotencyKeysTable, 'fingerprint' | 'status' | 'response' | 'created_at'>;

/** SQL only: the answers remembered per account and `Idempotency-Key`. */
export const idempotencyRepository = {
  /** False when the account already used this key (the row is left as it is). */
  async insert(db: Kysely<Database>, row: IdempotencyKeysTable): Promise<boolean> {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values(row)
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  find(db: Kysely<Database>, userId: number, key: string): Promise<KeyRow | undefined> {
    return db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status', 'response', 'created_at'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  async remove(db: Kysely<Database>, userId: number, key: string): Promise<void> {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
  },

  async removeOlderThan(db: Kysely<Database>, userId: number, before: string): Promise<void> {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', before).execute();
  },

  async saveAnswer(db: Kysely<Database>, userId: number, key: string, status: number, response: string) {
    await db
      .updateTable('idempotency_keys')
      .set({ status, response })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  },
};
