import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Daily reminders (decision 0041): each member's settings (none until they change one: the defaults
 * hold), one row per member and day a digest was taken by an app server (its primary key is what makes
 * two servers never send the same digest twice), each member's private calendar (only a hash of its
 * secret), the units of a household by date, and the server's own secrets (the key that signs the e-mails' unsubscribe links).
 */
export const reminders: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createTable('reminder_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('lead_days', 'integer', (c) => c.notNull())
      .addColumn('digest_hour', 'integer', (c) => c.notNull())
      .addColumn('push', 'integer', (c) => c.notNull())
      .addColumn('email', 'integer', (c) => c.notNull())
      .addColumn('calendar', 'integer', (c) => c.notNull())
      .addColumn('quiet_days', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('reminder_digests')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('household_id', 'integer', (c) => c.notNull())
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('reminder_digests_pk', ['user_id', 'day'])
      .execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // A digest and a calendar read the household's units by date: without it, every unit of the household.
    await db.schema
      .createIndex('stock_items_household_expiry_idx')
      .on('stock_items')
      .columns(['household_id', 'expires_on'])
      .execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('stock_items_household_expiry_idx').execute();
    for (const table of ['server_secrets', 'calendar_feeds', 'reminder_digests', 'reminder_settings']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
