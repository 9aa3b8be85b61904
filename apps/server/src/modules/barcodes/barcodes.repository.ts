import type { Db, OffCacheTable } from '../../db/schema.js';

export type OffCacheRow = OffCacheTable;

/** SQL only: the Open Food Facts answers kept per barcode, shared by every household (public data). */
export const barcodesRepository = {
  find(db: Db, barcode: string): Promise<OffCacheRow | undefined> {
    return db.selectFrom('off_cache').selectAll().where('barcode', '=', barcode).executeTakeFirst();
  },

  async save(db: Db, row: OffCacheRow): Promise<void> {
    const { barcode, ...answer } = row;
    await db
      .insertInto('off_cache')
      .values(row)
      .onConflict((conflict) => conflict.column('barcode').doUpdateSet(answer))
      .execute();
  },
};
