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
import type { DomainChange, RefreshAfter } from '../../lib/changes';

/**
 * The one map of what refreshes what: after a change (made here by a mutation, or elsewhere and heard
 * on the live stream), the cached queries that show it are refetched if on screen, marked stale if not.
 */
export const REFRESHED_BY: Record<DomainChange, readonly QueryKey[]> = {
  // Lines and « épuisés »; products carry « à acheter » (addedToListAt). Not the footer count: the
  // badge moves with each action and the live stream says the exact count.
  'shopping-list': [shoppingListKeys.items(), shoppingListKeys.suggestions(), productKeys.all],
  // Units came or went: product lists and pages, their histories, recipes' availability, out-of-stock
  // suggestions, the Bilan.
  // « Rappels » shows today's digest: it follows the cupboard, the products' names and kinds, the recipes.
  stock: [
    productKeys.all,
    stockKeys.histories(),
    recipeKeys.all,
    shoppingListKeys.suggestions(),
    reminderKeys.preview(),
    statsKeys.all,
  ],
  // Names, pictures, categories: shown by products, recipes' ingredients, list lines and the Bilan.
  products: [
    productKeys.all,
    recipeKeys.all,
    shoppingListKeys.items(),
    shoppingListKeys.suggestions(),
    shoppingListKeys.productSearches(),
    reminderKeys.preview(),
    statsKeys.all,
  ],
  // Recipes are named in the week plan (a deleted one empties its slots).
  recipes: [recipeKeys.all, reminderKeys.preview(), planKeys.all],
  // The week plan: its slots, cooked or not.
  plan: [planKeys.all],
  // Members and their names: shown next to list lines (« ajouté par ») and in products' history;
  // the « Foyer » screen itself (members, roles, invitations).
  household: [
    householdKeys.all,
    shoppingListKeys.items(),
    productKeys.all,
    stockKeys.histories(),
    reminderKeys.preview(),
  ],
  // The person's own account (no live event: only what this device did): name, signed-in devices, and
  // the devices that receive notifications (a device signed out no longer does).
  account: [accountKeys.all, reminderKeys.pushSubscriptions()],
  // The person's own reminders (settings, and the digest they decide on).
  reminders: [reminderKeys.all],
};

/**
 * Refreshes what shows these changes. The refetches run behind: a toast or a navigation after a save
 * does not wait for them.
 */
export async function refreshAfter(queryClient: QueryClient, changes: readonly DomainChange[]): Promise<void> {
  const keys = new Set(changes.flatMap((change) => REFRESHED_BY[change]));
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** For the screens' imperative writes (outside a mutation): the same refresh as after a mutation. */
export function useRefreshAfter(): RefreshAfter {
  const queryClient = useQueryClient();
  return useCallback((changes) => refreshAfter(queryClient, changes), [queryClient]);
}
