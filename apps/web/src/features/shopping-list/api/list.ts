import { listProducts, listShoppingList, listShoppingListSuggestions } from '@glouton/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { shoppingListKeys } from './keys';

/** Unchecked lines first, as the server orders them. */
export function shoppingListItemsQueryOptions() {
  return queryOptions({
    queryKey: shoppingListKeys.items(),
    queryFn: ({ signal }) => callApi(listShoppingList, {}, { signal }),
  });
}

export const useShoppingListItems = () => useQuery(shoppingListItemsQueryOptions());

/** The household's out-of-stock products (« Épuisés »): one tap puts them back on the list. */
export function suggestionsQueryOptions() {
  return queryOptions({
    queryKey: shoppingListKeys.suggestions(),
    queryFn: ({ signal }) => callApi(listShoppingListSuggestions, {}, { signal }),
  });
}

export const useOutOfStockSuggestions = () => useQuery(suggestionsQueryOptions());

export const PRODUCT_SEARCH_MIN_LENGTH = 2;

/**
 * The household's products whose name matches what is typed in the add field: the name that is the text
 * first, then those it begins (the server's `match` order), so that Enter's choice is among the eight.
 */
export function productSearchQueryOptions(term: string) {
  const search = term.trim();
  return queryOptions({
    queryKey: shoppingListKeys.productSearch(search),
    queryFn: ({ signal }) => callApi(listProducts, { query: { search, order: 'match', limit: 8 } }, { signal }),
    enabled: search.length >= PRODUCT_SEARCH_MIN_LENGTH,
    select: (page) => page.items,
    staleTime: 30_000,
  });
}

export const useProductSearch = (term: string) => useQuery(productSearchQueryOptions(term));
