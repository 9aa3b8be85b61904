import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * What a product's dates mean (decision 0038): `dlc` (« à consommer jusqu’au », a safety limit) or
 * `ddm` (« à consommer de préférence avant », quality only). Products already there take the default
 * of their category, as new ones do (core's `defaultDateKind`): dairy and meat or fish DLC, the rest DDM.
 */
export const dateKind: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .alterTable('products')
      .addColumn('date_kind', 'text', (c) => c.notNull().defaultTo('ddm'))
      .execute();
    await db.updateTable('products').set({ date_kind: 'dlc' }).where('category_id', 'in', [2, 4]).execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('products').dropColumn('date_kind').execute();
  },
});
