import { DATE_KIND_WORDS, type DateKind } from '@glouton/core/domain';
import type { Db } from '../../db/schema.js';
import { type ExpiringGroup, calendarRepository as repository } from './calendar.repository.js';
import type { CalendarEvent, CalendarSource } from './calendar-events.js';

/** A day's description names this many products at most; a calendar event is not a stock list. */
export const DAY_LINES_MAX = 20;

const KIND_ORDER: Record<DateKind, number> = { dlc: 0, ddm: 1 };
const byKindThenName = (a: ExpiringGroup, b: ExpiringGroup) =>
  KIND_ORDER[a.dateKind] - KIND_ORDER[b.dateKind] || a.name.localeCompare(b.name, 'fr');

const counted = (group: ExpiringGroup) => (group.count > 1 ? `${group.name}\u00a0×${group.count}` : group.name);

/** « Glouton : Yaourt ×2 (DLC) » for one product, « Glouton : 3 produits à consommer » for more. */
function summaryOf(groups: ExpiringGroup[]): string {
  const [only] = groups;
  if (groups.length === 1 && only) return `Glouton\u00a0: ${counted(only)} (${DATE_KIND_WORDS[only.dateKind].short})`;
  return `Glouton\u00a0: ${groups.length}\u00a0produits à consommer`;
}

/**
 * « DLC : Yaourt ×2 », each followed by the product's page when the server knows its address, then
 * what DLC and DDM mean (only the kinds the day has). Safety limits first, then by name.
 */
function descriptionOf(groups: ExpiringGroup[], productLink: ((productId: number) => string) | null): string {
  const shown = groups.slice(0, DAY_LINES_MAX);
  const lines = shown.flatMap((group) => [
    `${DATE_KIND_WORDS[group.dateKind].short}\u00a0: ${counted(group)}`,
    ...(productLink ? [productLink(group.productId)] : []),
  ]);
  const hidden = groups.length - shown.length;
  if (hidden > 0) lines.push(`… et ${hidden}\u00a0autre${hidden > 1 ? 's' : ''} produit${hidden > 1 ? 's' : ''}`);
  const kinds = (['dlc', 'ddm'] as const).filter((kind) => groups.some((group) => group.dateKind === kind));
  const legend = kinds.map((kind) => {
    const words = DATE_KIND_WORDS[kind];
    return `${words.short}\u00a0: ${words.name.toLowerCase()} (${words.label.toLowerCase()}).`;
  });
  return [...lines, '', ...legend].join('\n');
}

/**
 * One all-day event per day that has units reaching their date — never one per unit, so a calendar
 * is not flooded. Its UID is the member's and the day's: the next read replaces it.
 */
export function expiryEvents(
  userId: number,
  groups: readonly ExpiringGroup[],
  productLink: ((productId: number) => string) | null,
): CalendarEvent[] {
  const byDay = new Map<string, ExpiringGroup[]>();
  for (const group of groups) {
    const ofDay = byDay.get(group.expiresOn);
    if (ofDay) ofDay.push(group);
    else byDay.set(group.expiresOn, [group]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, ofDay]) => {
      const sorted = ofDay.sort(byKindThenName);
      return {
        uid: `${day}.${userId}.expiry@glouton`,
        summary: summaryOf(sorted),
        description: descriptionOf(sorted, productLink),
        when: { day },
      };
    });
}

/** The calendar's own source: the units of the reader's household by day, in one query. */
export function createExpirySource({ db, publicUrl }: { db: Db; publicUrl: string | null }): CalendarSource {
  const productLink = publicUrl ? (productId: number) => `${publicUrl}/Glouton/product/${productId}` : null;
  return {
    events: async (reader, window) =>
      expiryEvents(reader.userId, await repository.expiringGroups(db, reader.householdId, window), productLink),
  };
}
