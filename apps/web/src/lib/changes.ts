import type { DomainChange } from '@glouton/core/api';
import type { HouseholdEventType } from '@glouton/core/schemas';

// What can change on the server, in the words of the live events: declared in core, with the views
// each change makes stale (decision 0054); a mutation says what it changed (`meta: { changes: [...] }`).
export type { DomainChange } from '@glouton/core/api';

/** Refreshes what shows these changes (the app's map); resolves once the refetches are done. */
export type RefreshAfter = (changes: readonly DomainChange[]) => Promise<void>;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What a successful mutation changed on the server: the app refreshes what shows it. */
      changes?: readonly DomainChange[];
    };
  }
}

const BY_EVENT: Record<HouseholdEventType, DomainChange> = {
  'shopping-list-changed': 'shopping-list',
  'stock-changed': 'stock',
  'products-changed': 'products',
  'recipes-changed': 'recipes',
  'plan-changed': 'plan',
  'household-changed': 'household',
};

/** The change a live event announces (`stock-changed` → `stock`); undefined for an unknown event. */
export function changeOfEvent(type: string): DomainChange | undefined {
  return BY_EVENT[type as HouseholdEventType];
}

export const LIVE_EVENT_TYPES = Object.keys(BY_EVENT) as HouseholdEventType[];

/** Every change another device can make: what a stream that was down may have missed. */
export const LIVE_CHANGES: readonly DomainChange[] = [...new Set(Object.values(BY_EVENT))];
