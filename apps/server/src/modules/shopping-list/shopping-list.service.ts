import type { ShoppingListItem } from '@glouton/core';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.js';
import type { ShoppingListRepository } from './shopping-list.repository.js';

// The footer badge asks for the count on every screen load of every device. Writes made through this
// service drop the cached value at once; writes from another instance sharing PostgreSQL show up
// within this long (docs/decisions/0004).
const COUNT_CACHE_TTL_MS = 2_000;

export function createShoppingListService(deps: { repository: ShoppingListRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const counts = new LRUCache<number, number>({
    max: 10_000,
    ttl: COUNT_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });

  return {
    /** The footer badge: items still to buy. */
    async countUnchecked(householdId: number): Promise<number> {
      const cached = counts.get(householdId);
      if (cached !== undefined) return cached;
      const count = await repository.countUnchecked(householdId);
      counts.set(householdId, count);
      return count;
    },

    list: (householdId: number): Promise<ShoppingListItem[]> => repository.listItems(householdId),

    /** Every write to a household's list calls this, so the next count is exact. */
    forgetCount(householdId: number) {
      counts.delete(householdId);
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
