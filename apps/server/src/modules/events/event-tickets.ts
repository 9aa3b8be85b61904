import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { eventTicketsRepository as repository } from './event-tickets.repository.js';

export const TICKET_TTL_SECONDS = 30;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Single-use, 30-second tickets that open the events stream (an EventSource cannot send a header, and
 * the long-lived session token must not go in a URL). Kept in the database, not in memory, so a ticket
 * issued by one instance opens the stream on any other (docs/decisions/0013).
 */
export function createEventTickets({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async issue(householdId: number, sessionId: number): Promise<{ ticket: string; expiresInSeconds: number }> {
      const now = clock.now();
      const ticket = randomBytes(32).toString('base64url');
      await repository.insert(db, {
        ticketHash: hash(ticket),
        householdId,
        sessionId,
        expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000).toISOString(),
        now: now.toISOString(),
      });
      return { ticket, expiresInSeconds: TICKET_TTL_SECONDS };
    },

    /**
     * The household and session the ticket was issued for, once; null when unknown, used, expired, or
     * when its session has ended since (the foreign key took the ticket with it) or moved to another
     * household.
     */
    async redeem(ticket: string): Promise<{ householdId: number; sessionId: number } | null> {
      const row = await repository.take(db, hash(ticket));
      if (!row || row.session_id === null || row.expires_at <= clock.now().toISOString()) return null;
      // A ticket asked for just before its person changed household opens nothing of the old one.
      if ((await repository.householdOfSession(db, row.session_id)) !== row.household_id) return null;
      return { householdId: row.household_id, sessionId: row.session_id };
    },
  };
}

export type EventTickets = ReturnType<typeof createEventTickets>;
