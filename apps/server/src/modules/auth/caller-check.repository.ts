import type { Db } from '../../db/schema.js';

/** SQL only: where a caller's session stands now (the caller check, caller-check.ts). */
export const callerCheckRepository = {
  /**
   * The session (if it still exists) with the household it now belongs to, and whether its user is a
   * member of the household the request was made in (a read of the households module's table).
   */
  sessionNow(db: Db, caller: { sessionId: number; userId: number; householdId: number }) {
    return db
      .selectFrom('sessions as s')
      .leftJoin('household_members as m', (join) =>
        join.onRef('m.user_id', '=', 's.user_id').on('m.household_id', '=', caller.householdId),
      )
      .select(['s.household_id as householdId', 's.expires_at as expiresAt', 'm.user_id as memberId'])
      .where('s.id', '=', caller.sessionId)
      .where('s.user_id', '=', caller.userId)
      .executeTakeFirst();
  },
};
