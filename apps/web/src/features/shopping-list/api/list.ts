import type { Product, ShoppingListItem, ShoppingListSuggestion } from '@glouton/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shoppingListKeys } from './keys';

export const SHOPPING_LIST_PATH = '/products/shopping-list';

/** Unchecked lines first, as the server orders them. */
export function useShoppingListItems() {
  return useQuery({
    queryKey: shoppingListKeys.items(),
    queryFn: ({ signal }) => apiRequest<ShoppingListItem[]>(SHOPPING_LIST_PATH, { signal }),
  });
}

/** The household's out-of-stock products ("Épuisés"): one tap puts them back on the list. */
export function useOutOfStockSuggestions() {
  return useQuery({
    queryKey: shoppingListKeys.suggestions(),
    queryFn: ({ signal }) => apiRequest<ShoppingListSuggestion[]>(`${SHOPPING_LIST_PATH}/suggestions`, { signal }),
  });
}

export const PRODUCT_SEARCH_MIN_LENGTH = 2;

/** The household's products whose name matches what is typed in the add field. */
export function useProductSearch(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: shoppingListKeys.productSearch(search),
    queryFn: ({ signal }) =>
      apiRequest<{ items: Product[] }>(`/products?${new URLSearchParams({ search, limit: '8' })}`, { signal }),
    enabled: search.length >= PRODUCT_SEARCH_MIN_LENGTH,
    select: (page) => page.items,
    staleTime: 30_000,
  });
}
