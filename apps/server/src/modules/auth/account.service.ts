import type {
  AccountSession,
  ChangePasswordBody,
  DeleteAccountBody,
  MeResponse,
  UpdateMeBody,
} from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import { removeDeletedMember } from '../households/index.js';
import { accountRepository as repository } from './account.repository.js';
import { type AuthContext, type AuthService, unauthorized, waitBeforeRetrying } from './auth.service.js';
import { deviceLabel } from './device-label.js';
import { loginThrottleRepository as throttle } from './login-throttle.repository.js';
import { passwordResetRepository } from './password-reset.repository.js';

// 403, not 401: the web app signs out on any 401, and a mistyped password must not sign anyone out.
const wrongPassword = (message: string) => new AppError('wrong-password', 403, message);

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  auth: Pick<AuthService, 'me' | 'passwords'>;
};

/** What a signed-in person changes on their own account: name, password, devices, the account itself. */
export function createAccountService({ db, transaction, clock, bus, auth }: Deps) {
  /**
   * The password typed to confirm a change, checked like a log-in: failures count on the same account
   * (login-throttle.ts), so this door is no faster way to guess it, and a success clears them.
   */
  async function confirmPassword(userId: number, password: string, wrongMessage: string) {
    const user = await repository.findPasswordHash(db, userId);
    if (!user) throw unauthorized();
    const now = clock.now();
    const blockedUntil = await throttle.blockedUntil(db, user.email);
    if (blockedUntil !== null && blockedUntil > now.toISOString()) {
      throw waitBeforeRetrying(Math.ceil((Date.parse(blockedUntil) - now.getTime()) / 1000));
    }
    if (!(await auth.passwords.verify(password, user.passwordHash))) {
      await throttle.fail(db, user.email, now);
      throw wrongPassword(wrongMessage);
    }
    await throttle.clear(db, user.email);
    return user;
  }

  /** Every app server refuses them before the answer goes (as a logout does). */
  async function endSessions(sessionIds: number[]) {
    if (sessionIds.length > 0) await bus.emit('session.ended', { sessionIds }, { confirm: true });
  }

  return {
    /** The name shown next to what the person does; the households they belong to refresh it. */
    async updateMe(caller: AuthContext, { displayName }: UpdateMeBody): Promise<MeResponse> {
      await transaction(async (tx) => {
        await repository.setDisplayName(tx.db, caller.userId, displayName);
        for (const householdId of await repository.householdsOf(tx.db, caller.userId)) {
          tx.emit('member.renamed', { householdId });
        }
      });
      return auth.me(caller);
    },

    /** The new password; every other device of the account is signed out, this one stays. */
    async changePassword(caller: AuthContext, body: ChangePasswordBody): Promise<void> {
      await confirmPassword(caller.userId, body.currentPassword, 'Le mot de passe actuel n’est pas le bon.');
      const passwordHash = await auth.passwords.hash(body.newPassword);
      const ended = await transaction(async (tx) => {
        await repository.setPasswordHash(tx.db, caller.userId, passwordHash);
        // A « mot de passe oublié » link asked before would undo the change.
        await passwordResetRepository.deletePending(tx.db, caller.userId);
        return repository.endSessionsForNewPassword(tx.db, caller.userId, clock.now().toISOString(), caller.sessionId);
      });
      await endSessions(ended);
    },

    /** The account's devices: this one first, then the most recently used. */
    async listSessions(caller: AuthContext): Promise<AccountSession[]> {
      const rows = await repository.listSessions(db, caller.userId);
      const sessions = rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        current: row.id === caller.sessionId,
      }));
      return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
    },

    /** Signs one device out (this one too: it is then a logout); another account's session is 404. */
    async endSession(caller: AuthContext, sessionId: number): Promise<void> {
      if (!(await repository.deleteOwnSession(db, caller.userId, sessionId))) {
        throw notFound('Cette session n’existe pas ou est déjà terminée.');
      }
      await endSessions([sessionId]);
    },

    /**
     * The user, their sessions and links go, in one transaction; their households lose them (the
     * households module decides what that means, docs/decisions/0033). Every device of theirs is signed out.
     */
    async deleteAccount(caller: AuthContext, { password }: DeleteAccountBody): Promise<void> {
      const user = await confirmPassword(caller.userId, password, 'Ce n’est pas le bon mot de passe.');
      const ended = await transaction(async (tx) => {
        const touched = await repository.sessionsTouchedBy(tx.db, caller.userId);
        const { deletedHouseholdIds } = await removeDeletedMember(tx, caller.userId);
        await repository.deleteUser(tx.db, caller.userId);
        await throttle.clear(tx.db, user.email);
        return touched
          .filter((session) => session.userId === caller.userId || deletedHouseholdIds.includes(session.householdId))
          .map((session) => session.id);
      });
      await endSessions(ended);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
