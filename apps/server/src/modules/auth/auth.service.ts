import type { LoginBody, MeResponse, RegisterBody } from '@glouton/core/schemas';
import { LRUCache } from 'lru-cache';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Households } from '../households/index.js';
import { createSessionLookup, authRepository as repository, type SessionRow } from './auth.repository.js';
import { loginThrottleRepository as throttle } from './login-throttle.repository.js';
import type { Passwords } from './password.js';
import { generateSessionToken, hashSessionToken, looksLikeSessionToken } from './session-token.js';

/** Who is calling: resolved from the bearer token on every protected request. */
export type AuthContext = { sessionId: number; userId: number; householdId: number };

const DAY_MS = 86_400_000;
// Sliding expiry is written at most this often, so the hot read path rarely writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
// Sessions are read on every request. An ended session leaves every server's cache at once through the
// bus (`session.ended`); this bound only matters if that message were lost (docs/decisions/0004).
const SESSION_CACHE_TTL_MS = 10_000;

type CachedSession = SessionRow & { expiresAtMs: number; lastUsedAtMs: number };

const emailTaken = () => new AppError('email-taken', 409, 'Un compte existe déjà avec cette adresse e-mail.');
const invalidCredentials = () => new AppError('invalid-credentials', 401, 'Adresse e-mail ou mot de passe incorrect.');
export const unauthorized = () => new AppError('unauthorized', 401, 'Session absente ou expirée : reconnectez-vous.');
/** A session a new password ended, elsewhere: its device says so rather than « session expirée » (decision 0059). */
const passwordChanged = () =>
  new AppError(
    'password-changed',
    401,
    'Votre mot de passe a été changé sur un autre appareil\u00a0: reconnectez-vous.',
  );
export const waitBeforeRetrying = (seconds: number, what = "Trop d'essais de mot de passe pour ce compte") =>
  new AppError(
    'too-many-attempts',
    429,
    `${what} : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
// Invitation codes guessed by one account are counted in the log-in throttle, under a key no e-mail
// address can be (it has no « @ »).
const guessKey = (userId: number) => `invitation-code:${userId}`;

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  households: Households;
  /** Hashing at the configured cost (PASSWORD_HASH_COST). */
  passwords: Passwords;
  sessionIdleDays: number;
};

export function createAuthService({ db, transaction, clock, bus, households, passwords, sessionIdleDays }: Deps) {
  const idleMs = sessionIdleDays * DAY_MS;
  const expiryFrom = (now: Date) => new Date(now.getTime() + idleMs).toISOString();
  const sessionByTokenHash = createSessionLookup(db);
  const sessions = new LRUCache<string, CachedSession>({
    max: 10_000,
    ttl: SESSION_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });

  function forgetSessions(ids: number[]) {
    for (const [token, session] of sessions.entries()) {
      if (ids.includes(session.id)) sessions.delete(token);
    }
  }
  // Whichever server ended them: this one stops accepting them now.
  bus.on('session.ended', ({ sessionIds }) => forgetSessions(sessionIds));
  // Sessions of a person who changed household: read again, with their new household.
  bus.on('household.member-moved', ({ sessionIds }) => forgetSessions(sessionIds));

  // Remembered by the bearer token itself, which this server holds for the request anyway: a hit costs
  // no SHA-256 (a tenth of the footer badge's CPU). Only the database must never see the token.
  async function findSession(token: string): Promise<CachedSession | undefined> {
    const cached = sessions.get(token);
    if (cached) return cached;
    const row = await sessionByTokenHash(hashSessionToken(token));
    if (!row) return undefined;
    const session = { ...row, expiresAtMs: Date.parse(row.expiresAt), lastUsedAtMs: Date.parse(row.lastUsedAt) };
    sessions.set(token, session);
    return session;
  }

  /** `userAgent`: the browser that signs in, as `storedUserAgent` keeps it (the sessions list names it). */
  async function openSession(q: Db, userId: number, householdId: number, userAgent: string | null): Promise<string> {
    const token = generateSessionToken();
    const now = clock.now();
    const session = { tokenHash: hashSessionToken(token), userId, householdId, userAgent };
    await repository.insertSession(q, { ...session, now: now.toISOString(), expiresAt: expiryFrom(now) });
    return token;
  }

  return {
    passwords,
    /** A new account with its own household and a first session, all or nothing. */
    async register(body: RegisterBody, userAgent: string | null): Promise<string> {
      if (await repository.findUserByEmail(db, body.email)) throw emailTaken();
      const passwordHash = await passwords.hash(body.password);
      return transaction(async (tx) => {
        const now = clock.now().toISOString();
        const userId = await repository.insertUser(tx.db, { email: body.email, passwordHash, now });
        if (userId === 'email-taken') throw emailTaken();
        const householdId = await households.createPersonal(tx, userId, now);
        return openSession(tx.db, userId, householdId, userAgent);
      });
    },

    /**
     * After a few failures on one account (wherever they come from), each new attempt waits: 1 s, 2 s,
     * 4 s… up to a minute, so guessing is slow while the owner is never locked out for long.
     */
    async login(body: LoginBody, userAgent: string | null): Promise<string> {
      const now = clock.now();
      const blockedUntil = await throttle.blockedUntil(db, body.email);
      if (blockedUntil !== null && blockedUntil > now.toISOString()) {
        throw waitBeforeRetrying(Math.ceil((Date.parse(blockedUntil) - now.getTime()) / 1000));
      }
      const user = await repository.findUserByEmail(db, body.email);
      const passwordMatches = await passwords.verify(
        body.password,
        user?.passwordHash ?? (await passwords.decoyHash()),
      );
      if (!user || !passwordMatches) {
        await throttle.fail(db, body.email, now);
        throw invalidCredentials();
      }
      await throttle.clear(db, body.email);
      await repository.deleteExpiredSessions(db, user.id, clock.now().toISOString());
      // Where they live, read under the user's lock with the session's insert: a join or a leave that
      // lands meanwhile moves this session too, or has moved the person before it is read.
      return transaction(async (tx) => {
        await repository.lockUser(tx.db, user.id);
        const householdId = await households.firstHouseholdOf(tx, user.id);
        if (householdId === undefined) throw invalidCredentials();
        return openSession(tx.db, user.id, householdId, userAgent);
      });
    },

    openSession,

    /** Ends this session on every app server before answering. */
    async logout(auth: AuthContext): Promise<void> {
      await repository.deleteSession(db, auth.sessionId);
      await bus.emit('session.ended', { sessionIds: [auth.sessionId] }, { confirm: true });
    },

    /** Every session of the user moves to this household (in the join's or the leave's transaction); their ids. */
    moveSessions: (tx: Tx, userId: number, householdId: number) => repository.moveSessions(tx.db, userId, householdId),

    /**
     * Guessing invitation codes is slowed like guessing passwords: after a few wrong codes from one
     * account, each new try waits 1 s, 2 s, 4 s… up to a minute (429 with Retry-After).
     */
    invitationGuesses: {
      async check(userId: number): Promise<void> {
        const now = clock.now();
        const blockedUntil = await throttle.blockedUntil(db, guessKey(userId));
        if (blockedUntil !== null && blockedUntil > now.toISOString()) {
          const seconds = Math.ceil((Date.parse(blockedUntil) - now.getTime()) / 1000);
          throw waitBeforeRetrying(seconds, "Trop de codes d'invitation essayés");
        }
      },
      fail: (userId: number) => throttle.fail(db, guessKey(userId), clock.now()),
      clear: (userId: number) => throttle.clear(db, guessKey(userId)),
    },

    async authenticate(token: string | undefined): Promise<AuthContext> {
      if (!token || !looksLikeSessionToken(token)) throw unauthorized();
      const session = await findSession(token);
      if (!session) {
        // Only a token that opens nothing pays this query: every answer to it is a 401 anyway.
        const ended = await repository.endedReason(db, hashSessionToken(token), clock.now().toISOString());
        throw ended === 'password-changed' ? passwordChanged() : unauthorized();
      }
      const now = clock.now();
      if (session.expiresAtMs <= now.getTime()) {
        sessions.delete(token);
        await repository.deleteSession(db, session.id);
        throw unauthorized();
      }
      if (now.getTime() - session.lastUsedAtMs >= TOUCH_INTERVAL_MS) {
        await repository.touchSession(db, session.id, now.toISOString(), expiryFrom(now));
        session.lastUsedAtMs = now.getTime();
        session.expiresAtMs = now.getTime() + idleMs;
      }
      return { sessionId: session.id, userId: session.userId, householdId: session.householdId };
    },

    /** Whether the session is still there and not expired (a live stream checks it at each ping). */
    async sessionActive(sessionId: number): Promise<boolean> {
      const row = await repository.findSessionExpiry(db, sessionId);
      return row !== undefined && row.expires_at > clock.now().toISOString();
    },

    async me(auth: AuthContext): Promise<MeResponse> {
      const [user, membership] = await Promise.all([
        repository.findUser(db, auth.userId),
        households.membership(auth.userId, auth.householdId),
      ]);
      if (!user || !membership) throw unauthorized();
      return {
        user: { id: user.id, email: user.email, displayName: user.display_name, createdAt: user.created_at },
        household: { id: membership.id, name: membership.name, role: membership.role },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
