import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/** Households, users, sessions and the shopping-list table the count endpoint reads. */
export const foundation: MigrationFactory = (kind) => {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    kind === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  return {
    async up(db: Db) {
      await withId(db.schema.createTable('households'))
        .addColumn('name', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await db.schema
        .createTable('household_members')
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'member')`))
        .addColumn('joined_at', 'text', notNull)
        .addPrimaryKeyConstraint('household_members_pk', ['household_id', 'user_id'])
        .execute();
      await db.schema.createIndex('household_members_user_idx').on('household_members').column('user_id').execute();

      await withId(db.schema.createTable('sessions'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_used_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      // product_id gets its product link in the 0002 migration; the service keeps it consistent.
      await withId(db.schema.createTable('shopping_list_items'))
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('product_id', 'integer')
        .addColumn('label', 'text', notNull)
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('note', 'text')
        .addColumn('added_at', 'text', notNull)
        .addColumn('checked_at', 'text')
        .execute();
      await db.schema
        .createIndex('shopping_list_items_household_checked_idx')
        .on('shopping_list_items')
        .columns(['household_id', 'checked_at'])
        .execute();
    },
    async down(db: Db) {
      for (const table of ['shopping_list_items', 'sessions', 'household_members', 'users', 'households']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
