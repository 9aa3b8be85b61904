import { defaultDisplayName } from '@glouton/core/domain';
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Households of several people (issue « Foyers ») and accounts one manages oneself: a display name
 * per user, invitations (only a hash of each code), who added a list line and who ate or threw away a
 * unit, the browser of each session (the sessions list), and single-use password-reset links.
 *
 * Until now every household had one member: the lines and stock events already there were that
 * member's doing, so they are attributed to the household's (only) owner.
 */
export const households: MigrationFactory = (kind) => {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    kind === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('users')
        .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const users: { id: number; email: string }[] = await db.selectFrom('users').select(['id', 'email']).execute();
      for (const user of users) {
        await db
          .updateTable('users')
          .set({ display_name: defaultDisplayName(user.email) })
          .where('id', '=', user.id)
          .execute();
      }

      await withId(db.schema.createTable('household_invitations'))
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('household_invitations_household_idx')
        .on('household_invitations')
        .columns(['household_id', 'expires_at'])
        .execute();

      await db.schema
        .alterTable('shopping_list_items')
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('stock_events')
        .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      const owners: { household_id: number; user_id: number }[] = await db
        .selectFrom('household_members')
        .select(['household_id', 'user_id'])
        .where('role', '=', 'owner')
        .execute();
      for (const owner of owners) {
        for (const table of ['shopping_list_items', 'stock_events']) {
          const column = table === 'shopping_list_items' ? 'added_by' : 'done_by';
          await db
            .updateTable(table)
            .set({ [column]: owner.user_id })
            .where('household_id', '=', owner.household_id)
            .where(column, 'is', null)
            .execute();
        }
      }

      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('password_resets').execute();
      await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
      await db.schema.alterTable('stock_events').dropColumn('done_by').execute();
      await db.schema.alterTable('shopping_list_items').dropColumn('added_by').execute();
      await db.schema.dropTable('household_invitations').execute();
      await db.schema.alterTable('users').dropColumn('display_name').execute();
    },
  };
};
