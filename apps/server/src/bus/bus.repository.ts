import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

/** SQL only: what the PostgreSQL transport of the bus asks of the database (NOTIFY, who listens). */
export const busRepository = {
  async notify(db: Db, channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  },

  /** The connections of this database named `applicationName` (each app server's LISTEN connection). */
  async connectionsNamed(db: Db, applicationName: string): Promise<number> {
    const { rows } = await sql<{ count: string | number }>`
      select count(*) as count from pg_stat_activity
      where application_name = ${applicationName} and datname = current_database()`.execute(db);
    return Number(rows[0]?.count ?? 0);
  },
};
