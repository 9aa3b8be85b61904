import type { Db } from '../../db/schema.js';

/** SQL only: how much of the cupboard a household holds, for its quotas (stock-quota.ts). */
export const stockQuotaRepository = {
  /** The household's units (`stock_items`) or events of history (`stock_events`). */
  async countOf(db: Db, table: 'stock_items' | 'stock_events', householdId: number): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
