import { addDays, daysBetween } from '../dates/calendar.js';
import { type DateKind, DEFAULT_LEAD_DAYS, unitState } from './date-kind.js';
import { freezesWell } from './freezing.js';

export const REMINDER_LIMITS = { leadDays: { min: 1, max: 14 } } as const;

/** A member who never opened « Rappels »: push to the devices they allow, at 18:00, every day. */
export const DEFAULT_REMINDER_SETTINGS = {
  leadDays: DEFAULT_LEAD_DAYS,
  digestHour: 18,
  channels: { push: true, email: false, calendar: true },
  quietDays: [] as number[],
} as const;

/**
 * Why a channel is off on this server, and who can turn it on: said by the « Rappels » screen under its
 * switch and by the API when a request asks for it (409 `channel-unavailable`), in the same words. What
 * to set is what the README's configuration says each channel needs.
 */
export const CHANNEL_UNAVAILABLE: Record<'push' | 'email', string> = {
  push: 'Ce serveur n’envoie pas de notifications\u00a0: la personne qui l’héberge peut les activer (VAPID_SUBJECT, ou un PUBLIC_URL en https).',
  email:
    'Ce serveur n’envoie pas d’e-mails\u00a0: la personne qui l’héberge peut les activer (SMTP_URL, MAIL_FROM et PUBLIC_URL).',
};

export type DigestKind = 'dlc-passed' | 'today' | 'tomorrow' | 'freeze' | 'soon' | 'ddm-passed';

/**
 * The order of a digest's sections: what is past its safety limit first, then what to eat today and
 * tomorrow, what of it could be frozen instead (decision 0062), « encore bonne » last.
 */
export const DIGEST_KINDS: readonly DigestKind[] = ['dlc-passed', 'today', 'tomorrow', 'freeze', 'soon', 'ddm-passed'];

/** Section titles, the same in the push, the e-mail and the screen. */
export function digestSectionTitle(kind: DigestKind, leadDays: number): string {
  switch (kind) {
    case 'dlc-passed':
      return 'DLC dépassée';
    case 'today':
      return 'À consommer aujourd’hui';
    case 'tomorrow':
      return 'À consommer demain';
    case 'freeze':
      return 'À congeler aujourd’hui\u00a0?';
    case 'soon':
      return leadDays <= 2 ? 'À consommer bientôt' : `À consommer d’ici ${leadDays}\u00a0jours`;
    case 'ddm-passed':
      return 'DDM dépassée — encore bonne';
  }
}

/**
 * The section a unit belongs to in the digest of `today`, or null when it is not in it (`freeze` is a
 * second look at units already in `today` or `tomorrow`: `isToFreeze`):
 * - a date passed since the previous digest (`since`, the day after the last digest the member got, or
 *   yesterday): `dlc-passed` or `ddm-passed`; a date passed before is not repeated every day;
 * - `today`, `tomorrow`, and `soon` up to `leadDays` ahead.
 */
export function digestKindOf(
  expiresOn: string | null,
  dateKind: DateKind,
  today: string,
  leadDays: number,
  since: string = addDays(today, -1),
): DigestKind | null {
  const state = unitState(expiresOn, dateKind, today, leadDays);
  if (state === 'dlc-passed' || state === 'ddm-passed') return (expiresOn as string) >= since ? state : null;
  if (state === 'today' || state === 'tomorrow' || state === 'soon') return state;
  return null;
}

/**
 * The first day whose passed dates the digest of `today` still reports: the day of the member's last
 * digest (its units were then « today » at the latest) — at most a week back, and yesterday at least.
 */
export function digestSince(today: string, lastDigestDay: string | null): string {
  const yesterday = addDays(today, -1);
  if (lastDigestDay === null || lastDigestDay >= yesterday) return yesterday;
  return daysBetween(lastDigestDay, today) > 7 ? addDays(today, -7) : lastDigestDay;
}

/** ISO day of the week of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Whether a unit is offered « À congeler aujourd’hui ? » (decision 0062): a DLC of today or tomorrow,
 * not frozen nor thawed (its `dateKind` is then its product's), of a category that freezes well.
 */
export function isToFreeze(
  unit: { expiresOn: string | null; dateKind: DateKind; frozenOn: string | null; thawedOn: string | null },
  categoryId: number,
  today: string,
  leftover = false,
): boolean {
  if (unit.frozenOn !== null || unit.thawedOn !== null || unit.dateKind !== 'dlc') return false;
  const state = unitState(unit.expiresOn, unit.dateKind, today);
  return (state === 'today' || state === 'tomorrow') && freezesWell(categoryId, leftover);
}
