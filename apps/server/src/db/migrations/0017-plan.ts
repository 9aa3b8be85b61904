import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * The week plan (decisions 0046, 0047). One row per filled slot (a household's date and meal): a recipe
 * and its servings, or a note; an empty slot has no row. Deleting a recipe empties the slots holding it
 * (cascade): a slot never names a recipe that is gone. `cook_event_ids` are the stock events of
 * « J'ai cuisiné » from the slot, so that its undo finds the slot again.
 *
 * `plan_shopping_runs`: what one « Ajouter les courses de la semaine » did to the list, for its undo.
 * `households`: the meal times the members' calendars show the plan at.
 */
export const plan: MigrationFactory = (kind) => ({
  async up(db: Db) {
    await db.schema
      .createTable('plan_slots')
      .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('meal', 'text', (c) => c.notNull())
      .addColumn('recipe_id', 'integer', (c) => c.references('recipes.id').onDelete('cascade'))
      .addColumn('servings', 'integer')
      .addColumn('note', 'text')
      .addColumn('cooked_at', 'text')
      .addColumn('cook_event_ids', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('plan_slots_pk', ['household_id', 'date', 'meal'])
      .execute();
    // The foreign key's cascade looks slots up by recipe.
    await db.schema.createIndex('plan_slots_recipe_idx').on('plan_slots').column('recipe_id').execute();

    const runs = db.schema.createTable('plan_shopping_runs');
    await (kind === 'postgres'
      ? runs.addColumn('id', 'serial', (c) => c.primaryKey())
      : runs.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('from_date', 'text', (c) => c.notNull())
      .addColumn('to_date', 'text', (c) => c.notNull())
      .addColumn('effects', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('undone_at', 'text')
      .execute();

    await db.schema
      .alterTable('households')
      .addColumn('lunch_time', 'text', (c) => c.notNull().defaultTo('12:30'))
      .execute();
    await db.schema
      .alterTable('households')
      .addColumn('dinner_time', 'text', (c) => c.notNull().defaultTo('19:30'))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('households').dropColumn('dinner_time').execute();
    await db.schema.alterTable('households').dropColumn('lunch_time').execute();
    await db.schema.dropTable('plan_shopping_runs').execute();
    await db.schema.dropTable('plan_slots').execute();
  },
});
