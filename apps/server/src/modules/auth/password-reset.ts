import type { Db } from '../../db/schema.js';
import { authRepository } from './auth.repository.js';
import { passwordResetRepository as repository } from './password-reset.repository.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';

/** A « mot de passe oublié » link works once, for one hour. */
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;

/** The web app's screen that takes the link (under the SPA's base). */
const RESET_PATH = '/Glouton/reset-password';

/** The link's path and query; `publicUrl` (PUBLIC_URL) in front when the server knows its address. */
export function resetLink(token: string, publicUrl: string | null): string {
  return `${publicUrl ?? ''}${RESET_PATH}?token=${token}`;
}

/**
 * A new single-use link for the user, valid an hour: 32 random bytes, of which only the SHA-256 is kept
 * (a leaked database gives no working link). Used by the e-mail and by `npm run reset-password`.
 */
export async function createResetToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_VALID_MS).toISOString();
  await repository.insert(db, { tokenHash: hashSessionToken(token), userId, now, expiresAt });
  return token;
}

/** `npm run reset-password`: a link for the account with this address, or null when there is none. */
export async function createResetTokenFor(db: Db, email: string, now: Date): Promise<string | null> {
  const user = await authRepository.findUserByEmail(db, email.trim().toLowerCase());
  return user ? createResetToken(db, user.id, now) : null;
}
