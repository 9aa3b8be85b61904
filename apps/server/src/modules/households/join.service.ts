import type { JoinedHousehold, JoinHouseholdBody } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { type ProductMap, productAdoption } from '../products/index.js';
import { alreadyMember, invitationNotFound } from './household-errors.js';
import { householdsRepository as repository } from './households.repository.js';
import { hashInvitationCode } from './invitation-code.js';
import { invitationsRepository as invitations } from './invitations.repository.js';
import { announceMove, departure, moveMember, type SessionMover } from './member-moves.js';
import { placesRepository } from './places.repository.js';

/** `placeMap`: each place of the household that goes, and the place of the one joined its units go to. */
type Adopt = (
  tx: Tx,
  input: { from: number; to: number; productMap: ProductMap; placeMap: Map<number, number>; now: string },
) => Promise<void>;

/** Each module moves its own tables into the household joined (a module writes only its own tables). */
export type Adoption = { stock: Adopt; shoppingList: Adopt; plan: Adopt; recipes: Adopt };

/** Wrong codes counted per account, as failed log-ins are (the auth module's throttle). */
export type GuessThrottle = {
  check(userId: number): Promise<void>;
  fail(userId: number): Promise<unknown>;
  clear(userId: number): Promise<void>;
};

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  sessions: SessionMover;
  guesses: GuessThrottle;
  adoption: Adoption;
};

type Caller = { userId: number; householdId: number };

/**
 * Joining a household with an invitation code, in one transaction: the code is used once (the first
 * join to mark it wins), the person leaves their household (the last owner of one that keeps members
 * must first name another owner) and, when they were alone in it, brings their data (merged) or
 * leaves it to be deleted with it. A failed join leaves both households as they were.
 */
export function createJoinService({ db, transaction, clock, bus, sessions, guesses, adoption }: Deps) {
  /** Products first (the map of merges), then what points at them, then the merged products go. */
  async function bring(tx: Tx, from: number, to: number, now: string): Promise<void> {
    const productMap = await productAdoption.merges(tx, { from, to });
    await productAdoption.move(tx, { from, to, productMap, now });
    const placeMap = await placesRepository.adopt(tx.db, from, to, now);
    const input = { from, to, productMap, placeMap, now };
    await adoption.stock(tx, input);
    await adoption.shoppingList(tx, input);
    // Before the recipes: those the household already has are dropped with the slots naming them.
    await adoption.plan(tx, input);
    await adoption.recipes(tx, input);
    await productAdoption.dropMerged(tx, { from, productMap });
  }

  return async function join(caller: Caller, body: JoinHouseholdBody): Promise<JoinedHousehold> {
    await guesses.check(caller.userId);
    const codeHash = hashInvitationCode(body.code);
    // The household the code opens, read first: the transaction locks it with the caller's own, in id
    // order, before anything else (db/transaction.ts), and reads the invitation again inside.
    const opens = await invitations.usable(db, codeHash, clock.now().toISOString());
    const work = async (tx: Tx) => {
      const now = clock.now().toISOString();
      const invitation = await invitations.usable(tx.db, codeHash, now);
      if (!invitation) return 'not-found' as const;
      const from = (await repository.householdOf(tx.db, caller.userId))?.householdId ?? caller.householdId;
      const to = invitation.householdId;
      if (to === from) throw alreadyMember();
      // Used, revoked or unknown are one answer; a join at the same instant that marked it first wins.
      if (!(await invitations.markUsed(tx.db, invitation.id, caller.userId, now))) return 'not-found' as const;
      // Both households locked in id order: two people joining each other's household cannot deadlock.
      for (const id of [from, to].sort((a, b) => a - b)) await repository.lock(tx.db, id);
      const target = await repository.findHousehold(tx.db, to);
      if (!target) return 'not-found' as const;
      const { alone } = await departure(tx, from, caller.userId);
      // Someone who leaves others behind brings nothing: the data is the household's, it stays.
      if (alone && body.bringData) await bring(tx, from, to, now);
      const move = await moveMember(tx, sessions, { userId: caller.userId, from, to, role: 'member', now });
      // Nobody is left in it: it goes, with whatever it still holds (everything, without bringData).
      if (alone) await repository.deleteHousehold(tx.db, from);
      return { move, name: target.name };
    };
    const outcome = opens ? await transaction(work, { alsoLocks: [opens.householdId] }) : ('not-found' as const);
    if (outcome === 'not-found') {
      await guesses.fail(caller.userId);
      throw invitationNotFound();
    }
    await guesses.clear(caller.userId);
    await announceMove(bus, outcome.move);
    return { id: outcome.move.toHouseholdId, name: outcome.name, role: 'member' };
  };
}
