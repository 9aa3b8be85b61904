import { addDays } from '../dates/calendar.js';

/** A unit expiring within this many days (today included, already expired too) counts as "soon". */
export const EXPIRING_SOON_DAYS = 3;

/** The last expiry date that still counts as "soon" on `today` (earlier dates, expired ones included, do too). */
export function expiringSoonLimit(today: string): string {
  return addDays(today, EXPIRING_SOON_DAYS);
}

/**
 * Whether a unit dated `expiresOn` is one to use first on `today` (both calendar dates): the one rule
 * behind the recipes' "expire bientôt" (computed in SQL with `expiringSoonLimit`) and the screens.
 */
export function isExpiringSoon(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn <= expiringSoonLimit(today);
}
