import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Limits that hold across app servers (docs/decisions/0024): failed log-ins per account, the session
 * each live-stream ticket belongs to (a stream closes with its session), and a one-row table that
 * /api/health writes to prove the database still takes writes.
 */
export const hardening: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createTable('login_throttles')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('blocked_until', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_throttles_updated_idx').on('login_throttles').column('updated_at').execute();

    // Tickets are short-lived: old ones (no session) are simply dropped.
    await db.deleteFrom('event_tickets').execute();
    await db.schema
      .alterTable('event_tickets')
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('health_probe')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('health_probe').execute();
    await db.schema.alterTable('event_tickets').dropColumn('session_id').execute();
    await db.schema.dropTable('login_throttles').execute();
  },
});
