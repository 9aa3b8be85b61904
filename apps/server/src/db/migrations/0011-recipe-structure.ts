import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * A recipe's structure (decision 0040): the heading an ingredient line sits under (« Pour la pâte »;
 * `group` is an SQL word, hence `group_name`), and where each named part of the method starts, a JSON
 * text array beside `steps` (read whole with them, never queried). Existing recipes have neither.
 */
export const recipeStructure: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('recipe_ingredients').addColumn('group_name', 'text').execute();
    await db.schema
      .alterTable('recipes')
      .addColumn('step_sections', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('recipes').dropColumn('step_sections').execute();
    await db.schema.alterTable('recipe_ingredients').dropColumn('group_name').execute();
  },
});
