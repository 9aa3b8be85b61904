import type { Db } from '../../db/schema.js';

/** The row every ordinary health check updates in place. */
const PROBE_ROW = 1;

/**
 * SQL only: `health_probe`, the rows a health check writes. Row 1 is updated in place by every check;
 * while writes fail, a check writes a row of new data (its `checked_at` carries the bytes) then deletes it.
 */
export const healthRepository = {
  async probe(db: Db, at: string): Promise<void> {
    await db
      .insertInto('health_probe')
      .values({ id: PROBE_ROW, checked_at: at })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: at }))
      .execute();
  },

  /** A fresh row (`id` other than 1) holding `bytes`: pages the database did not have. */
  async writeNewData(db: Db, id: number, bytes: string): Promise<void> {
    await db.insertInto('health_probe').values({ id, checked_at: bytes }).execute();
  },

  /** Every row but the ordinary one: this check's, and any a check left when its delete failed. */
  async deleteNewData(db: Db): Promise<void> {
    await db.deleteFrom('health_probe').where('id', '<>', PROBE_ROW).execute();
  },
};
