import { countShoppingList } from '@glouton/core/api';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setShoppingListCount } from '../../../lib/storage';
import { countInput } from './count-input';
import { shoppingListKeys } from './keys';

/**
 * `?count=true` answers a bare JSON number: the unchecked items (its own endpoint declaration). It is
 * checked by hand because the footer is in the first load, where zod does not fit.
 */
export async function fetchShoppingListCount(signal?: AbortSignal): Promise<number> {
  const count: unknown = await callApi(countShoppingList, countInput(), signal ? { signal } : {});
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    throw new TypeError(`Expected the shopping list count as an integer, got ${JSON.stringify(count)}`);
  }
  return count;
}

/**
 * Refreshes the stored count each time the footer mounts. The badge reads the stored value, so a
 * failure changes nothing on screen: it is only logged (the contract asks for no user-facing error).
 */
export function useShoppingListCountRefresh(): void {
  useQuery({
    queryKey: shoppingListKeys.count(),
    queryFn: async ({ signal }) => {
      try {
        const count = await fetchShoppingListCount(signal);
        setShoppingListCount(count);
        return count;
      } catch (error) {
        if (!signal.aborted) console.error('Shopping list count error', error);
        throw error;
      }
    },
    refetchOnMount: 'always',
    // A badge is not worth hammering a failing server for; the next mount or focus tries again.
    retry: false,
  });
}
