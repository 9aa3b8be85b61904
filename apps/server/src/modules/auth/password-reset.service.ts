import type { AccountOptions, ForgotPasswordBody, ResetPasswordBody } from '@glouton/core/schemas';
import { LRUCache } from 'lru-cache';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Households } from '../households/index.js';
import { accountRepository as account } from './account.repository.js';
import { authRepository } from './auth.repository.js';
import type { AuthService } from './auth.service.js';
import { loginThrottleRepository as throttle } from './login-throttle.repository.js';
import { createResetToken, resetLink } from './password-reset.js';
import { passwordResetRepository as repository } from './password-reset.repository.js';
import { resetMail } from './reset-mail.js';
import { hashSessionToken } from './session-token.js';

/** Links asked for one address (known or not, so the answer tells nothing) per hour, on this server. */
export const FORGOT_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const mailUnavailable = () =>
  new AppError(
    'mail-unavailable',
    503,
    'Ce serveur Glouton n’envoie pas d’e-mails\u00a0: demandez à la personne qui s’en occupe de vous donner un lien pour changer votre mot de passe.',
  );
const linkInvalid = () =>
  new AppError(
    'reset-link-invalid',
    400,
    'Ce lien n’est plus valable (déjà utilisé, expiré ou incomplet)\u00a0: demandez-en un nouveau.',
  );
const tooManyLinks = (seconds: number) =>
  new AppError(
    'too-many-attempts',
    429,
    'Plusieurs liens ont déjà été demandés pour cette adresse\u00a0: patientez avant d’en demander un autre.',
    undefined,
    { 'retry-after': String(seconds) },
  );

type Log = { error(details: object, message: string): void };

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  households: Households;
  auth: Pick<AuthService, 'openSession' | 'passwords'>;
  /** Null without SMTP_URL: « mot de passe oublié » then goes through the server's admin. */
  mailer: Mailer | null;
  publicUrl: string | null;
  log: Log;
};

/** « Mot de passe oublié »: a single-use link by e-mail, then a new password and a fresh session. */
export function createPasswordResetService({
  db,
  transaction,
  clock,
  bus,
  households,
  auth,
  mailer,
  publicUrl,
  log,
}: Deps) {
  // When each address last asked, per server: enough to stop one address being flooded with e-mails.
  const asked = new LRUCache<string, number[]>({
    max: 10_000,
    ttl: HOUR_MS,
    perf: { now: () => clock.now().getTime() },
  });
  // Links being looked up and sent after the answer; the server's stop waits for them.
  const pending = new Set<Promise<void>>();

  function countRequest(email: string) {
    const now = clock.now().getTime();
    const recent = (asked.get(email) ?? []).filter((at) => at > now - HOUR_MS);
    if (recent.length >= FORGOT_PER_ADDRESS_PER_HOUR) {
      throw tooManyLinks(Math.ceil(((recent[0] ?? now) + HOUR_MS - now) / 1000));
    }
    asked.set(email, [...recent, now]);
  }

  async function sendLink(mail: Mailer, email: string) {
    try {
      const user = await authRepository.findUserByEmail(db, email);
      if (!user) return;
      const token = await createResetToken(db, user.id, clock.now());
      await mail.send(resetMail(user.email, resetLink(token, publicUrl)));
    } catch (error) {
      // Never a 500 (the answer is gone already), never the link in the log.
      log.error({ err: error instanceof Error ? { message: error.message } : error }, 'password reset e-mail not sent');
    }
  }

  return {
    options: (): AccountOptions => ({ passwordResetByEmail: mailer !== null }),

    /**
     * Answers before looking the address up: the same 204 in the same time whether it has an account or
     * not, and an SMTP server that is slow or down never holds the answer (a failed send is logged).
     */
    forgot({ email }: ForgotPasswordBody): void {
      if (!mailer) throw mailUnavailable();
      countRequest(email);
      const task = sendLink(mailer, email).finally(() => pending.delete(task));
      pending.add(task);
    },

    /** The link's token and a new password: ends every session of the account, opens a new one. */
    async reset({ token, newPassword }: ResetPasswordBody, userAgent: string | null): Promise<string> {
      const tokenHash = hashSessionToken(token);
      const now = clock.now().toISOString();
      // Hashed first, whatever the link: a wrong token costs the asker as much time as a right one.
      const passwordHash = await auth.passwords.hash(newPassword);
      const link = await repository.findAccount(db, tokenHash);
      if (!link) throw linkInvalid();
      const { sessionToken, ended } = await transaction(async (tx) => {
        // Used and expired links fail here, atomically: a link cannot serve twice.
        if ((await repository.use(tx.db, tokenHash, now)) !== link.userId) throw linkInvalid();
        // Where they live, read under the user's lock (auth.repository's lockUser): a move cannot land
        // between this read and the new session.
        await authRepository.lockUser(tx.db, link.userId);
        const householdId = await households.firstHouseholdOf(tx, link.userId);
        if (householdId === undefined) throw linkInvalid();
        await account.setPasswordHash(tx.db, link.userId, passwordHash);
        await repository.deletePending(tx.db, link.userId);
        const ended = await account.endSessionsForNewPassword(tx.db, link.userId, now);
        // The owner of the address is back in: earlier failed log-ins no longer hold them.
        await throttle.clear(tx.db, link.email);
        const sessionToken = await auth.openSession(tx.db, link.userId, householdId, userAgent);
        return { sessionToken, ended };
      });
      if (ended.length > 0) await bus.emit('session.ended', { sessionIds: ended }, { confirm: true });
      return sessionToken;
    },

    /** Waits for the links still being sent (the server's stop); the mailer is closed by its owner. */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
