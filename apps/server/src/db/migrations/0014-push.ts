import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Web Push (decision 0042), owned by the push module. `push_subscriptions`: one row per device a member
 * allowed, its endpoint unique across the server (a browser that signs in to another account moves it).
 * It belongs to the session that made it: signing that device out (logout, « Déconnecter », a new
 * password) stops its notifications; deleting the account takes them all. `push_vapid_keys`: the one
 * key pair every app server signs with, made at the first start (id is always 1, so two servers starting
 * at once keep one pair).
 */
export const push: MigrationFactory = (kind) => ({
  async up(db: Db) {
    await db.schema
      .createTable('push_subscriptions')
      .$call((table) =>
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_success_at', 'text')
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
    // The cascade from a session's deletion finds its rows without reading the whole table.
    await db.schema
      .createIndex('push_subscriptions_session_idx')
      .on('push_subscriptions')
      .column('session_id')
      .execute();

    await db.schema
      .createTable('push_vapid_keys')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('push_vapid_keys').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
});
