import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays } from '@glouton/core/dates';

// The purpose is part of what is signed: a token made for this link opens nothing else, even if the
// same key came to sign other things.
const PURPOSE = 'glouton:reminders:unsubscribe-email';

/**
 * How long a digest's link works (decision 0060): an e-mail read weeks later still unsubscribes, and a
 * token found in an old mailbox does not work for ever. Each digest carries a fresh one.
 */
export const UNSUBSCRIBE_LINK_VALID_DAYS = 90;

// Exactly as made: the user id without a leading zero, the day as eight digits. `042` read as 42 was
// accepted for the token of `42` (issue 26): one link, one spelling.
const TOKEN = /^([1-9]\d{0,11})\.(\d{4})(\d{2})(\d{2})\.([\w-]{43})$/;

const signature = (key: Buffer, userId: number, issued: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}:${issued}`).digest('base64url');

/**
 * `<user id>.<day made, YYYYMMDD>.<signature>`: turns that member's e-mail digest off, with no session
 * (decision 0041), for `UNSUBSCRIBE_LINK_VALID_DAYS` after `today` (Europe/Paris).
 */
export function unsubscribeToken(key: Buffer, userId: number, today: string): string {
  return `${userId}.${today.replaceAll('-', '')}.${signature(key, userId, today)}`;
}

/**
 * The member a token was made for, or null for anything altered, made with another key, spelt another
 * way, or made more than `UNSUBSCRIBE_LINK_VALID_DAYS` before `today`. Links of the first format
 * (`<user id>.<signature>`, no day) are no longer read: the next digest brings one that is.
 */
export function readUnsubscribeToken(key: Buffer, token: string, today: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, year, month, day, given] = match as unknown as [string, string, string, string, string, string];
  const issued = `${year}-${month}-${day}`;
  // A day that does not exist, or one still to come, was never made here.
  if (addDays(issued, 0) !== issued || issued > today) return null;
  if (addDays(issued, UNSUBSCRIBE_LINK_VALID_DAYS) < today) return null;
  const userId = Number(id);
  const expected = Buffer.from(signature(key, userId, issued));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? userId : null;
}
