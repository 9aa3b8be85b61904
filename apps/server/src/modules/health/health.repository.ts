import type { Db } from '../../db/schema.js';

/** SQL only: `health_probe`, the one row a health check writes. */
export const healthRepository = {
  async probe(db: Db, at: string): Promise<void> {
    await db
      .insertInto('health_probe')
      .values({ id: 1, checked_at: at })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: at }))
      .execute();
  },
};
