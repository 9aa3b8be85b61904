import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * An event remembers whether its unit's date was to check before it (decision 0072, amended): « Annuler »
 * on a unit eaten, thrown away or frozen gives it back flagged, still under « Dates à vérifier ». 0/1 like
 * every boolean of the schema; 0 on every event written before (not known: not flagged).
 */
export const eventDatesToCheck: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .alterTable('stock_events')
      .addColumn('date_to_check', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('stock_events').dropColumn('date_to_check').execute();
  },
});
