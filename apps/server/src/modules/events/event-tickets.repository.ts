import type { Db } from '../../db/schema.js';

/** SQL only: `event_tickets` (and which household a session is on now, read from `sessions`). */
export const eventTicketsRepository = {
  async insert(
    db: Db,
    row: { ticketHash: string; householdId: number; sessionId: number; expiresAt: string; now: string },
  ): Promise<void> {
    // The expired tickets go as new ones come: the table holds the last half-minute's at most.
    await db.deleteFrom('event_tickets').where('expires_at', '<=', row.now).execute();
    await db
      .insertInto('event_tickets')
      .values({
        ticket_hash: row.ticketHash,
        household_id: row.householdId,
        session_id: row.sessionId,
        expires_at: row.expiresAt,
      })
      .execute();
  },

  /** Takes the ticket out (it opens one stream at most): what it was issued for, if it existed. */
  take(db: Db, ticketHash: string) {
    return db
      .deleteFrom('event_tickets')
      .where('ticket_hash', '=', ticketHash)
      .returning(['household_id', 'session_id', 'expires_at'])
      .executeTakeFirst();
  },

  async householdOfSession(db: Db, sessionId: number): Promise<number | undefined> {
    const row = await db.selectFrom('sessions').select('household_id').where('id', '=', sessionId).executeTakeFirst();
    return row?.household_id;
  },
};
