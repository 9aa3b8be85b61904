import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Recipes and their ingredient lines (docs/decisions/0015). An ingredient may link a product of the
 * household; deleting that product keeps the line with its label (the link becomes null), so a recipe
 * never loses an ingredient behind the cook's back. Steps are a JSON text array (read whole, never queried).
 */
export const recipes: MigrationFactory = (kind) => {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    kind === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const household = (c: ColumnDefinitionBuilder) => c.notNull().references('households.id').onDelete('cascade');

  return {
    async up(db: Db) {
      await withId(db.schema.createTable('recipes'))
        .addColumn('household_id', 'integer', household)
        .addColumn('name', 'text', notNull)
        // `name` folded like products.search_name: accent-insensitive LIKE on both engines.
        .addColumn('search_name', 'text', notNull)
        .addColumn('description', 'text')
        .addColumn('servings', 'integer')
        .addColumn('duration_minutes', 'integer')
        .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('image_url', 'text')
        .addColumn('source_url', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      // The list's tie-breaker order and its count.
      await db.schema
        .createIndex('recipes_household_updated_idx')
        .on('recipes')
        .columns(['household_id', 'updated_at', 'id'])
        .execute();

      await withId(db.schema.createTable('recipe_ingredients'))
        .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
        .addColumn('household_id', 'integer', household)
        .addColumn('position', 'integer', notNull)
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('label', 'text', notNull)
        .addColumn('quantity', 'text')
        .execute();
      // A page's ingredients in order, and the cascade when a recipe goes.
      await db.schema
        .createIndex('recipe_ingredients_recipe_idx')
        .on('recipe_ingredients')
        .columns(['recipe_id', 'position'])
        .execute();
      // The availability counts: a household's (recipe, product) pairs straight from the index.
      await db.schema
        .createIndex('recipe_ingredients_household_links_idx')
        .on('recipe_ingredients')
        .columns(['household_id', 'recipe_id', 'product_id'])
        .execute();
      // "Recipes using this product" and the SET NULL when a product is deleted.
      await db.schema
        .createIndex('recipe_ingredients_product_idx')
        .on('recipe_ingredients')
        .columns(['product_id', 'recipe_id'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('recipe_ingredients').execute();
      await db.schema.dropTable('recipes').execute();
    },
  };
};
