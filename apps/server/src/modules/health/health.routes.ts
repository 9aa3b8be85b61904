import { healthResponseSchema } from '@glouton/core';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { RoutesPlugin } from '../../http/types.js';

type Deps = { database: AppDatabase; version: string };

/** Liveness plus a real round trip to the database, for load balancers and uptime checks. */
export const healthRoutes: RoutesPlugin<Deps> = async (app, { database, version }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.kind, version };
    },
  );
};
