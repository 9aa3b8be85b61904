import { INVITATION_VALID_DAYS } from '@glouton/core/domain';
import type {
  CreatedInvitation,
  HouseholdDetails,
  HouseholdRole,
  Invitation,
  InvitationPreview,
  JoinedHousehold,
  UpdateHouseholdBody,
} from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import { SPA_BASE } from '../../plugins/spa.js';
import { forbidden, invitationNotFound, memberNotFound, ownerMustTransfer, soleMember } from './household-errors.js';
import { householdsRepository as repository } from './households.repository.js';
import { generateInvitationCode, hashInvitationCode } from './invitation-code.js';
import { invitationsRepository as invitations } from './invitations.repository.js';
import {
  announceMove,
  departure,
  insertPersonalHousehold,
  type Move,
  moveMember,
  PERSONAL_HOUSEHOLD_NAME,
  type SessionMover,
} from './member-moves.js';

/**
 * Invitations waiting at once per household: a household shares a few codes (a partner, the children,
 * a flatmate); far more is a script handing them out. Past the bound: 429 `rate-limited` until one is
 * used, revoked or expires (decision 0032).
 */
export const PENDING_INVITATIONS_MAX = 20;
const DAY_MS = 86_400_000;
/** A new code that an older invitation already had (23⁸ codes) is drawn again. */
const CODE_ATTEMPTS = 5;

type Caller = { userId: number; householdId: number };

type Deps = { db: Db; transaction: RunInTransaction; clock: Clock; bus: Bus; sessions: SessionMover };

/** The household's own rules: who is in it, its name, roles, invitations, leaving and removing. */
export function createHouseholdsService({ db, transaction, clock, bus, sessions }: Deps) {
  const now = () => clock.now().toISOString();

  async function details(caller: Caller): Promise<HouseholdDetails> {
    const [household, members] = await Promise.all([
      repository.findHousehold(db, caller.householdId),
      repository.members(db, caller.householdId),
    ]);
    if (!household) throw notFound('Foyer introuvable.');
    return { ...household, members, you: caller.userId };
  }

  async function roleOf(caller: Caller): Promise<HouseholdRole | undefined> {
    return (await repository.findMembership(db, caller.userId, caller.householdId))?.role;
  }

  async function requireOwner(caller: Caller, what: string): Promise<void> {
    if ((await roleOf(caller)) !== 'owner') throw forbidden(what);
  }

  /** Moves a removed member out of the household into a new one of their own, if the remover is still an owner. */
  async function moveToPersonal(householdId: number, userId: number, removedBy: number): Promise<Move> {
    return transaction(async (tx) => {
      // Under the household's lock: a member removed twice at once (or leaving meanwhile) moves once,
      // and an owner demoted meanwhile no longer removes anyone.
      await departure(tx, householdId, userId);
      if ((await repository.findMembership(tx.db, removedBy, householdId))?.role !== 'owner') {
        throw forbidden('retirer un membre');
      }
      const at = now();
      const personal = await insertPersonalHousehold(tx, at);
      return moveMember(tx, sessions, { userId, from: householdId, to: personal, role: 'owner', now: at });
    });
  }

  return {
    get: details,

    /** Renaming is the owners' decision; the meal times (the plan's, in the calendars) any member's. */
    async update(caller: Caller, body: UpdateHouseholdBody): Promise<HouseholdDetails> {
      if (body.name !== undefined) await requireOwner(caller, 'renommer le foyer');
      // In a transaction, as every write of a request: it checks the caller first (decision 0060).
      await transaction(async (tx) => {
        await repository.update(tx.db, caller.householdId, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.lunchTime !== undefined && { lunch_time: body.lunchTime }),
          ...(body.dinnerTime !== undefined && { dinner_time: body.dinnerTime }),
          ...(body.leftoverDays !== undefined && { leftover_days: body.leftoverDays }),
        });
      });
      await bus.emit('household.changed', { householdId: caller.householdId });
      return details(caller);
    },

    /** Owners name or demote owners; the household always keeps one (409 `owner-must-transfer`). */
    async setRole(caller: Caller, userId: number, role: HouseholdRole): Promise<HouseholdDetails> {
      await requireOwner(caller, "changer le rôle d'un membre");
      await transaction(async (tx) => {
        await repository.lock(tx.db, caller.householdId);
        const roles = await repository.roles(tx.db, caller.householdId);
        // Checked again under the lock: an owner demoted meanwhile no longer changes roles.
        if (!roles.some((member) => member.userId === caller.userId && member.role === 'owner')) {
          throw forbidden("changer le rôle d'un membre");
        }
        if (!roles.some((member) => member.userId === userId)) throw memberNotFound();
        const owners = roles.filter((member) => member.role === 'owner' && member.userId !== userId);
        if (role === 'member' && owners.length === 0) throw ownerMustTransfer();
        await repository.setRole(tx.db, caller.householdId, userId, role);
      });
      await bus.emit('household.changed', { householdId: caller.householdId });
      return details(caller);
    },

    /** The removed member gets an empty household of their own; their sessions see nothing of this one. */
    async remove(caller: Caller, userId: number): Promise<void> {
      await requireOwner(caller, 'retirer un membre');
      if (userId === caller.userId) {
        throw new AppError('conflict', 409, 'Pour partir vous-même, quittez le foyer.');
      }
      if (!(await repository.findMembership(db, userId, caller.householdId))) throw memberNotFound();
      await announceMove(bus, await moveToPersonal(caller.householdId, userId, caller.userId));
    },

    /** The caller gets a new, empty household of their own; the one they leave keeps its data. */
    async leave(caller: Caller): Promise<JoinedHousehold> {
      const move = await transaction(async (tx) => {
        const { alone } = await departure(tx, caller.householdId, caller.userId);
        if (alone) throw soleMember();
        const at = now();
        const personal = await insertPersonalHousehold(tx, at);
        return moveMember(tx, sessions, {
          userId: caller.userId,
          from: caller.householdId,
          to: personal,
          role: 'owner',
          now: at,
        });
      });
      await announceMove(bus, move);
      return { id: move.toHouseholdId, name: PERSONAL_HOUSEHOLD_NAME, role: 'owner' };
    },

    /** A single-use code valid 7 days, shown this once: only its hash is kept. */
    async invite(caller: Caller): Promise<CreatedInvitation> {
      const created = new Date(clock.now());
      const expiresAt = new Date(created.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString();
      return transaction(async (tx) => {
        // Under the household's lock: two invitations at once cannot both pass the bound.
        await repository.lock(tx.db, caller.householdId);
        if (
          (await invitations.countPending(tx.db, caller.householdId, created.toISOString())) >= PENDING_INVITATIONS_MAX
        ) {
          throw new AppError(
            'rate-limited',
            429,
            `Votre foyer a déjà ${PENDING_INVITATIONS_MAX} invitations en attente : révoquez-en une avant d'en créer une autre.`,
          );
        }
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const code = generateInvitationCode();
          const codeHash = hashInvitationCode(code);
          // Looked up first: a refused INSERT would abort the whole transaction on PostgreSQL.
          if (await invitations.codeTaken(tx.db, codeHash)) continue;
          const id = await invitations.insert(tx.db, {
            householdId: caller.householdId,
            codeHash,
            userId: caller.userId,
            now: created.toISOString(),
            expiresAt,
          });
          return { id, code, url: `${SPA_BASE}join/${code}`, expiresAt };
        }
        throw new Error('invitation codes keep colliding');
      });
    },

    /** What the link says before it is accepted: the household's name and who invited, to whoever holds the code. */
    async lookUpInvitation(code: string): Promise<InvitationPreview> {
      const found = await invitations.preview(db, hashInvitationCode(code), now());
      if (!found) throw invitationNotFound();
      return { householdName: found.householdName, invitedBy: found.invitedBy ?? null };
    },

    listInvitations: (caller: Caller): Promise<Invitation[]> => invitations.pending(db, caller.householdId, now()),

    async revokeInvitation(caller: Caller, invitationId: number): Promise<void> {
      const revoked = await transaction((tx) => invitations.revoke(tx.db, caller.householdId, invitationId, now()));
      if (!revoked) throw notFound('Invitation introuvable, déjà utilisée ou expirée.');
    },
  };
}

export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
