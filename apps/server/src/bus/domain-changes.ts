import { changesStaling, type DomainChange, type View } from '@glouton/core/api';
import type { EventName } from './domain-events.js';

/**
 * The change each event announces, in the words of core's `DomainChange` (decision 0054): what it makes
 * stale is then core's `STALE_AFTER`, the map the web's refreshes read too. Every event is listed, so a
 * new one must say what it changes; null when it announces no change of its own (a cook's undo says it
 * through its `stock.changed` and the plan's `plan.changed`; a logout changes no household's data).
 */
export const CHANGE_OF: Record<EventName, DomainChange | null> = {
  'shopping-list.changed': 'shopping-list',
  'stock.changed': 'stock',
  'product.changed': 'products',
  'product.deleted': 'products',
  'recipe.changed': 'recipes',
  'recipe.cook-undone': null,
  'plan.changed': 'plan',
  'member.renamed': 'household',
  'member.deleted': 'household',
  'session.ended': null,
  'household.changed': 'household',
  'household.member-moved': 'household',
};

/** The events after which what a view shows is out of date. */
export function eventsStaling(view: View): EventName[] {
  const changes = new Set(changesStaling(view));
  return (Object.keys(CHANGE_OF) as EventName[]).filter((name) => {
    const change = CHANGE_OF[name];
    return change !== null && changes.has(change);
  });
}
