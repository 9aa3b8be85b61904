import { getHealth } from '@glouton/core/api';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { route } from '../../http/routes.js';

/** Liveness plus a real round trip to the database, for load balancers and uptime checks. */
export function healthRoutes(database: AppDatabase, version: string) {
  return [
    route(getHealth, async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.kind, version };
    }),
  ];
}
