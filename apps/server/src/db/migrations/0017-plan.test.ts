import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0016-stats');

describe('migration 0017 on households made before the week plan', () => {
  it('gives them the default meal times and an empty plan', async () => {
    const { db } = handle.database;
    const householdId = await insertHousehold(db, '2026-11-21T10:00:00.000Z');

    await migrateTo(db, handle.database.kind);

    const household = await db
      .selectFrom('households')
      .select(['lunch_time', 'dinner_time'])
      .where('id', '=', householdId)
      .executeTakeFirstOrThrow();
    expect(household).toEqual({ lunch_time: '12:30', dinner_time: '19:30' });
    expect(await db.selectFrom('plan_slots').selectAll().execute()).toEqual([]);
  });
});
