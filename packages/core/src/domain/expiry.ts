import { daysBetween } from '../dates/calendar.js';
import type { DateKind } from './date-kind.js';

/**
 * From most to least urgent; the web maps each to a colour from red to green. `expired` is a DLC past
 * (red); `ddm-passed` a DDM past, still good (amber, not waste).
 */
export type ExpiryTone = 'expired' | 'today' | 'urgent' | 'soon' | 'ddm-passed' | 'fresh' | 'none' | 'empty';

export type ExpiryStatus = { label: string; tone: ExpiryTone; daysLeft: number | null };

/**
 * The French label of a product's nearest expiry, as shown on cards: "aujourd'hui", "demain",
 * "dans 5 jours", « DLC dépassée depuis 2 jours », « DDM dépassée — encore bonne »; "Vide" when nothing
 * is in stock; "Sans date" when what is in stock does not expire. `today` and `expiresOn` are calendar
 * dates (`YYYY-MM-DD`); `dateKind` says what the date means (core's `unitState` is the same rule).
 */
export function expiryStatus(
  expiresOn: string | null,
  today: string,
  dateKind: DateKind,
  inStock = true,
): ExpiryStatus {
  if (!inStock) return { label: 'Vide', tone: 'empty', daysLeft: null };
  if (expiresOn === null) return { label: 'Sans date', tone: 'none', daysLeft: null };
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) {
    if (dateKind === 'ddm') return { label: 'DDM dépassée — encore bonne', tone: 'ddm-passed', daysLeft };
    const ago = -daysLeft;
    return { label: `DLC dépassée depuis ${ago}\u00a0jour${ago > 1 ? 's' : ''}`, tone: 'expired', daysLeft };
  }
  if (daysLeft === 0) return { label: 'aujourd’hui', tone: 'today', daysLeft };
  if (daysLeft === 1) return { label: 'demain', tone: 'urgent', daysLeft };
  return {
    label: `dans ${daysLeft} jours`,
    tone: daysLeft <= 2 ? 'urgent' : daysLeft <= 6 ? 'soon' : 'fresh',
    daysLeft,
  };
}
