import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Prices (decision 0070). A unit may carry what it cost, in cents, its share of what was paid (a pack
 * of six yogurts bought 2,40 € → 40 a unit): `stock_items.price_cents`, typed or given by a receipt.
 * Its events carry it too (`stock_events.price_cents`): a unit eaten or thrown away keeps its price in
 * the history, which the Bilan counts in euros, and an undo gives it back. Null: not known — every unit
 * written before, and every unit added without one.
 */
export const prices: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('stock_items').addColumn('price_cents', 'integer').execute();
    await db.schema.alterTable('stock_events').addColumn('price_cents', 'integer').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('stock_events').dropColumn('price_cents').execute();
    await db.schema.alterTable('stock_items').dropColumn('price_cents').execute();
  },
});
