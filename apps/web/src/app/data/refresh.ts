import { DOMAIN_CHANGES, type DomainChange, STALE_AFTER, type View } from '@glouton/core/api';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys } from '../../features/account/api/keys';
import { householdKeys } from '../../features/household/api/keys';
import { planKeys } from '../../features/plan/api/keys';
import { productKeys } from '../../features/products/api/keys';
import { recipeKeys } from '../../features/recipes/api/keys';
import { reminderKeys } from '../../features/reminders/api/keys';
import { shoppingListKeys } from '../../features/shopping-list/api/keys';
import { statsKeys } from '../../features/stats/api/keys';
import { stockKeys } from '../../features/stock/api/keys';
import type { RefreshAfter } from '../../lib/changes';

/**
 * The queries that show each view. Which views a change makes stale is core's `STALE_AFTER`, the map
 * the server's remembered answers follow too (decision 0054); a view only the server keeps (the
 * calendar feeds) has none here.
 */
const QUERIES_OF: Record<View, readonly QueryKey[]> = {
  products: [productKeys.all],
  // The list's total comes with its page.
  'product-counts': [productKeys.all],
  'product-history': [stockKeys.histories()],
  'product-search': [shoppingListKeys.productSearches()],
  'shopping-list': [shoppingListKeys.items()],
  'shopping-suggestions': [shoppingListKeys.suggestions()],
  recipes: [recipeKeys.all],
  plan: [planKeys.all],
  calendar: [],
  digest: [reminderKeys.preview()],
  stats: [statsKeys.all],
  household: [householdKeys.all],
  account: [accountKeys.all],
  'push-devices': [reminderKeys.pushSubscriptions()],
  reminders: [reminderKeys.all],
};

/** Each key once, in the order the views name them. */
function uniqueKeys(keys: readonly QueryKey[]): QueryKey[] {
  const seen = new Set<string>();
  return keys.filter((key) => {
    const id = JSON.stringify(key);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What refreshes what: after a change (made here by a mutation, or elsewhere and heard on the live
 * stream), the cached queries that show it are refetched if on screen, marked stale if not.
 */
export const REFRESHED_BY: Record<DomainChange, readonly QueryKey[]> = Object.fromEntries(
  DOMAIN_CHANGES.map((change) => [change, uniqueKeys(STALE_AFTER[change].flatMap((view) => QUERIES_OF[view]))]),
) as Record<DomainChange, QueryKey[]>;

/**
 * Refreshes what shows these changes. The refetches run behind: a toast or a navigation after a save
 * does not wait for them.
 */
export async function refreshAfter(queryClient: QueryClient, changes: readonly DomainChange[]): Promise<void> {
  for (const queryKey of uniqueKeys(changes.flatMap((change) => REFRESHED_BY[change]))) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** For the screens' imperative writes (outside a mutation): the same refresh as after a mutation. */
export function useRefreshAfter(): RefreshAfter {
  const queryClient = useQueryClient();
  return useCallback((changes) => refreshAfter(queryClient, changes), [queryClient]);
}
