import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * « Date à vérifier » (decision 0072, issue 28 point 3): a unit put in the cupboard without its date by
 * a receipt's apply (or a list line ticked in the shop) is flagged, and home asks for its date until it
 * is set or « Sans date » is confirmed. A fact of the unit, not of its missing date: salt added « Sans
 * date » on purpose is never flagged. 0/1 like every boolean of the schema; every unit written before
 * is unflagged (nobody was asked about them).
 */
export const datesToCheck: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .alterTable('stock_items')
      .addColumn('date_to_check', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('stock_items').dropColumn('date_to_check').execute();
  },
});
