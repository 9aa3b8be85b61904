import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes. Only its SHA-256 is ever stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

// 32 bytes in base64url are exactly 43 characters; anything else cannot be one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const looksLikeSessionToken = (token: string) => TOKEN_SHAPE.test(token);
