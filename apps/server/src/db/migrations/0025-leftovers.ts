import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Leftovers (decision 0062). « J’ai cuisiné » may keep portions of the dish: units of a product
 * « Restes — Gratin de courgettes » that names its recipe (`products.leftover_recipe_id`, no foreign
 * key: a recipe deleted leaves its leftovers to be eaten), dated `households.leftover_days` after the
 * cook (3 by default). A week plan's slot may hold such a product (`plan_slots.product_id`): « Proposer
 * ma semaine » fills the first meals with what is left.
 */
export const leftovers: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('products').addColumn('leftover_recipe_id', 'integer').execute();
    await db.schema
      .createIndex('products_leftover_recipe_idx')
      .on('products')
      .columns(['household_id', 'leftover_recipe_id'])
      .execute();
    await db.schema
      .alterTable('households')
      .addColumn('leftover_days', 'integer', (c) => c.notNull().defaultTo(3))
      .execute();
    await db.schema
      .alterTable('plan_slots')
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('plan_slots_product_idx').on('plan_slots').column('product_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('plan_slots_product_idx').execute();
    await db.schema.alterTable('plan_slots').dropColumn('product_id').execute();
    await db.schema.alterTable('households').dropColumn('leftover_days').execute();
    await db.schema.dropIndex('products_leftover_recipe_idx').execute();
    await db.schema.alterTable('products').dropColumn('leftover_recipe_id').execute();
  },
});
