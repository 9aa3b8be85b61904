import { addDays, daysBetween, formatShortDate } from '../dates/calendar.js';
import { EXPIRING_SOON_DAYS } from './expiring-soon.js';

/**
 * What the date printed on a French label means: « à consommer jusqu’au » (DLC, date limite de
 * consommation: a safety limit) or « à consommer de préférence avant » (DDM, date de durabilité
 * minimale: quality only, the food stays good after it).
 */
export const DATE_KINDS = ['dlc', 'ddm'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

/** The words shown beside a date: the label's own wording, and the short form for tight places. */
export const DATE_KIND_WORDS: Record<DateKind, { label: string; short: string; name: string }> = {
  dlc: { label: 'À consommer jusqu’au', short: 'DLC', name: 'Date limite de consommation' },
  ddm: { label: 'À consommer de préférence avant', short: 'DDM', name: 'Date de durabilité minimale' },
};

/**
 * The words that go before a date, as the label says them: « à consommer jusqu’au » (DLC: « au » is
 * « à le », so no article follows), « à consommer de préférence avant le » (DDM).
 */
export const DATE_KIND_BEFORE_DATE: Record<DateKind, string> = {
  dlc: 'à consommer jusqu’au',
  ddm: 'à consommer de préférence avant le',
};

/**
 * A unit's date said with what it means, the one rule for every place a date is written in words (the
 * app's toasts and units, the digest's e-mail, the calendar): « à consommer jusqu’au 05/12/2026 »,
 * « à consommer de préférence avant le 05/12/2026 »; « daté du 05/12/2026 » where the kind is not
 * known (a shopping-list line does not carry its product's), « sans date » for a unit that does not expire.
 */
export function expiryPhrase(expiresOn: string | null, dateKind: DateKind | null): string {
  if (expiresOn === null) return 'sans date';
  const date = formatShortDate(expiresOn);
  return dateKind === null ? `daté du ${date}` : `${DATE_KIND_BEFORE_DATE[dateKind]} ${date}`;
}

// Fresh dairy, meat, fish and ready meals carry a DLC in France; long-life milk, hard cheese is too
// varied to guess, so the category decides unless one of these tags says otherwise.
const DLC_TAG =
  /(^|-)fresh(-|$)|yog(h)?urts?|fromages-frais|fresh-cheeses|dairy-desserts|(^|-)meals($|-)|sandwiches|sushi|quiches|raw-milks?|minced-meats?/;
const DDM_TAG = /(^|-)uht(-|$)|long-life|sterili[sz]ed|powder|condensed|canned|frozen|(^|-)dried(-|$)|dry-sausages/;

/**
 * The date kind a new product starts with: DLC for fresh dairy (category 2), meat and fish (4) and
 * ready meals, DDM for the rest (the person changes it on the product). Open Food Facts'
 * `categories_tags`, when known, refine it: « yaourts » are DLC whatever the category, UHT milk DDM.
 */
export function defaultDateKind(categoryId: number, offTags?: readonly string[] | null): DateKind {
  const names = (offTags ?? []).map((tag) => tag.toLowerCase().replace(/^[a-z]{2}:/, ''));
  if (names.some((name) => DDM_TAG.test(name))) return 'ddm';
  if (names.some((name) => DLC_TAG.test(name))) return 'dlc';
  return categoryId === 2 || categoryId === 4 ? 'dlc' : 'ddm';
}

/**
 * Where a unit stands on `today`, from its date and what the date means. The one rule behind home, the
 * product list, the recipes' « à consommer vite » and the daily digest:
 * - `dlc-passed`: a DLC in the past (red: a safety limit is past);
 * - `ddm-passed`: a DDM in the past (amber: « encore bonne », not waste);
 * - `today`, `tomorrow`, `soon` (within `leadDays`, 2 days and more ahead): to eat first;
 * - `later`: further away; `undated`: the unit does not expire.
 */
export type UnitState = 'dlc-passed' | 'ddm-passed' | 'today' | 'tomorrow' | 'soon' | 'later' | 'undated';

/** The household's lead time: a unit within this many days is « à consommer bientôt ». */
export const DEFAULT_LEAD_DAYS = EXPIRING_SOON_DAYS;

export function unitState(
  expiresOn: string | null,
  dateKind: DateKind,
  today: string,
  leadDays: number = DEFAULT_LEAD_DAYS,
): UnitState {
  if (expiresOn === null) return 'undated';
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return dateKind === 'dlc' ? 'dlc-passed' : 'ddm-passed';
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return daysLeft <= leadDays ? 'soon' : 'later';
}

/**
 * Whether a unit in this state is one to use first: every state but `later` and `undated`. In SQL this
 * is `expires_on <= addDays(today, leadDays)` (`useFirstLimit`), which the recipes' counts use.
 */
export const isToUseFirst = (state: UnitState) => state !== 'later' && state !== 'undated';

/** The last date whose units are to use first on `today`; earlier dates, past ones included, are too. */
export const useFirstLimit = (today: string, leadDays: number = DEFAULT_LEAD_DAYS) => addDays(today, leadDays);
