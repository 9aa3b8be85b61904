import type { HouseholdRole } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Tx } from '../../db/transaction.js';
import { memberNotFound, ownerMustTransfer } from './household-errors.js';
import { householdsRepository as repository } from './households.repository.js';
import { invitationsRepository as invitations } from './invitations.repository.js';

/** The auth module's part of a move: every session of the person opens on the new household. */
export type SessionMover = { moveSessions(tx: Tx, userId: number, householdId: number): Promise<number[]> };

export type Move = { userId: number; fromHouseholdId: number; toHouseholdId: number; sessionIds: number[] };

/**
 * Who may go: the last owner of a household that keeps other members must first name another owner.
 * Answers whether the person is the only member (their household then has nobody left). Locks the
 * household (two owners stepping down at once wait for each other).
 */
export async function departure(tx: Tx, householdId: number, userId: number): Promise<{ alone: boolean }> {
  await repository.lock(tx.db, householdId);
  const roles = await repository.roles(tx.db, householdId);
  const others = roles.filter((member) => member.userId !== userId);
  const leaving = roles.find((member) => member.userId === userId);
  // Removed or gone meanwhile (a request that raced another): nothing to leave here.
  if (!leaving) throw memberNotFound();
  if (leaving.role === 'owner' && others.length > 0 && !others.some((member) => member.role === 'owner')) {
    throw ownerMustTransfer();
  }
  return { alone: others.length === 0 };
}

/**
 * The person leaves one household for another, with every session of theirs (in the caller's
 * transaction); the invitations they made there and nobody used go with them (issue 26: a removed member
 * came back in with their own code).
 */
export async function moveMember(
  tx: Tx,
  sessions: SessionMover,
  input: { userId: number; from: number; to: number; role: HouseholdRole; now: string },
): Promise<Move> {
  await invitations.revokeMadeBy(tx.db, input.from, input.userId, input.now);
  await repository.deleteMember(tx.db, input.from, input.userId);
  await repository.insertMember(tx.db, {
    householdId: input.to,
    userId: input.userId,
    role: input.role,
    now: input.now,
  });
  const sessionIds = await sessions.moveSessions(tx, input.userId, input.to);
  return { userId: input.userId, fromHouseholdId: input.from, toHouseholdId: input.to, sessionIds };
}

/**
 * After the commit: every app server forgets the person's cached sessions and closes their streams of
 * the old household before the answer goes (like a logout), and both households' screens are told.
 */
export const announceMove = (bus: Bus, move: Move) => bus.emit('household.member-moved', move, { confirm: true });

const PERSONAL_HOUSEHOLD_NAME = 'Mon foyer';

/** A household of one, its owner already in it: a new account's, or the one a person who leaves gets. */
export async function createPersonalHousehold(tx: Tx, userId: number, now: string): Promise<number> {
  const householdId = await repository.insertHousehold(tx.db, { name: PERSONAL_HOUSEHOLD_NAME, now });
  await repository.insertMember(tx.db, { householdId, userId, role: 'owner', now });
  return householdId;
}

/** An empty household of one, without its member yet (they move into it with `moveMember`). */
export const insertPersonalHousehold = (tx: Tx, now: string) =>
  repository.insertHousehold(tx.db, { name: PERSONAL_HOUSEHOLD_NAME, now });

export { PERSONAL_HOUSEHOLD_NAME };
