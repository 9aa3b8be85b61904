import type { LoginBody, MeResponse, RegisterBody } from '@glouton/core';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { AuthRepository, SessionRow } from './auth.repository.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { generateSessionToken, hashSessionToken, looksLikeSessionToken } from './session-token.js';

/** Who is calling: resolved from the bearer token on every protected request. */
export type AuthContext = { sessionId: number; userId: number; householdId: number };

const DAY_MS = 86_400_000;
// Sliding expiry is written at most this often, so the hot read path rarely writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
// Sessions are read on every request. This process forgets a revoked session at once; another
// instance sharing PostgreSQL may still accept it for at most this long (docs/decisions/0004).
const SESSION_CACHE_TTL_MS = 10_000;

type CachedSession = SessionRow & { expiresAtMs: number; lastUsedAtMs: number };

const emailTaken = () => new AppError('email-taken', 409, 'Un compte existe déjà avec cette adresse e-mail.');
const invalidCredentials = () => new AppError('invalid-credentials', 401, 'Adresse e-mail ou mot de passe incorrect.');
export const unauthorized = () => new AppError('unauthorized', 401, 'Session absente ou expirée : reconnectez-vous.');

export function createAuthService(deps: { repository: AuthRepository; clock: Clock; sessionIdleDays: number }) {
  const { repository, clock } = deps;
  const idleMs = deps.sessionIdleDays * DAY_MS;
  const expiryFrom = (now: Date) => new Date(now.getTime() + idleMs).toISOString();
  const sessions = new LRUCache<string, CachedSession>({
    max: 10_000,
    ttl: SESSION_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });

  async function findSession(tokenHash: string): Promise<CachedSession | undefined> {
    const cached = sessions.get(tokenHash);
    if (cached) return cached;
    const row = await repository.findSessionByTokenHash(tokenHash);
    if (!row) return undefined;
    const session = { ...row, expiresAtMs: Date.parse(row.expiresAt), lastUsedAtMs: Date.parse(row.lastUsedAt) };
    sessions.set(tokenHash, session);
    return session;
  }

  async function openSession(userId: number, householdId: number): Promise<string> {
    const token = generateSessionToken();
    const now = clock.now();
    await repository.createSession({
      tokenHash: hashSessionToken(token),
      userId,
      householdId,
      now: now.toISOString(),
      expiresAt: expiryFrom(now),
    });
    return token;
  }

  return {
    async register(body: RegisterBody): Promise<string> {
      if (await repository.findUserByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      try {
        const { userId, householdId } = await repository.createUserWithHousehold({
          email: body.email,
          passwordHash,
          householdName: 'Mon foyer',
          now: clock.now().toISOString(),
        });
        return await openSession(userId, householdId);
      } catch (error) {
        // Two registrations of one email at the same instant: the second loses on the UNIQUE index.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async login(body: LoginBody): Promise<string> {
      const user = await repository.findUserByEmail(body.email);
      const passwordMatches = await verifyPassword(body.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !passwordMatches) throw invalidCredentials();
      const household = await repository.findDefaultHousehold(user.id);
      if (!household) throw invalidCredentials();
      await repository.deleteExpiredSessions(user.id, clock.now().toISOString());
      return openSession(user.id, household.householdId);
    },

    async logout(auth: AuthContext): Promise<void> {
      await repository.deleteSession(auth.sessionId);
      for (const [tokenHash, session] of sessions.entries()) {
        if (session.id === auth.sessionId) sessions.delete(tokenHash);
      }
    },

    async authenticate(token: string | undefined): Promise<AuthContext> {
      if (!token || !looksLikeSessionToken(token)) throw unauthorized();
      const tokenHash = hashSessionToken(token);
      const session = await findSession(tokenHash);
      if (!session) throw unauthorized();
      const now = clock.now();
      if (session.expiresAtMs <= now.getTime()) {
        sessions.delete(tokenHash);
        await repository.deleteSession(session.id);
        throw unauthorized();
      }
      if (now.getTime() - session.lastUsedAtMs >= TOUCH_INTERVAL_MS) {
        await repository.touchSession(session.id, now.toISOString(), expiryFrom(now));
        session.lastUsedAtMs = now.getTime();
        session.expiresAtMs = now.getTime() + idleMs;
      }
      return { sessionId: session.id, userId: session.userId, householdId: session.householdId };
    },

    async me(auth: AuthContext): Promise<MeResponse> {
      const row = await repository.findMe(auth.userId, auth.householdId);
      if (!row) throw unauthorized();
      return {
        user: { id: row.userId, email: row.email, createdAt: row.createdAt },
        household: { id: row.householdId, name: row.householdName, role: row.role },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
