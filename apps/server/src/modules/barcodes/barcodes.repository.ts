import type { Kysely } from 'kysely';
import type { Database, OffCacheTable } from '../../db/schema.js';

export type OffCacheRow = OffCacheTable;

/** The Open Food Facts answers kept per barcode, shared by every household (public data). */
export function createBarcodesRepository(db: Kysely<Database>) {
  return {
    find(barcode: string): Promise<OffCacheRow | undefined> {
      return db.selectFrom('off_cache').selectAll().where('barcode', '=', barcode).executeTakeFirst();
    },

    async save(row: OffCacheRow): Promise<void> {
      const { barcode, ...answer } = row;
      await db
        .insertInto('off_cache')
        .values(row)
        .onConflict((conflict) => conflict.column('barcode').doUpdateSet(answer))
        .execute();
    },
  };
}

export type BarcodesRepository = ReturnType<typeof createBarcodesRepository>;
