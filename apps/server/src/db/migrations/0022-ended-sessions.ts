import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * The sessions a new password ended (decision 0059): only each token's hash, as `sessions` keeps it,
 * and until the session would have expired anyway. A device still holding one is then told « votre mot
 * de passe a été changé » (401 `password-changed`) rather than « session expirée ».
 */
export const endedSessions: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_expires_at_idx').on('ended_sessions').column('expires_at').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ended_sessions').execute();
  },
});
