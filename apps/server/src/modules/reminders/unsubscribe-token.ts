import { createHmac, timingSafeEqual } from 'node:crypto';

// The purpose is part of what is signed: a token made for this link opens nothing else, even if the
// same key came to sign other things.
const PURPOSE = 'glouton:reminders:unsubscribe-email';

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest('base64url');

/** `<user id>.<signature>`: turns that member's e-mail digest off, with no session (decision 0041). */
export function unsubscribeToken(key: Buffer, userId: number): string {
  return `${userId}.${signature(key, userId)}`;
}

/** The member a token was made for, or null for anything altered or made with another key. */
export function readUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(key, userId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
