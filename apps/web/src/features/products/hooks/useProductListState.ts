import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalPreference } from '../../../lib/local-preference';
import { type ProductOrder, productOrderSchema } from '../../../lib/schemas';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { ProductListFilters } from '../api/keys';

/** localStorage key of the remembered order (the contract's keys, `token` and `shoppingListCount`, stay apart). */
export const PRODUCT_ORDER_KEY = 'glouton.products.order';
export const SEARCH_DEBOUNCE_MS = 300;

export type ProductListView = 'list' | 'categories';

const parseCategory = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 7 ? id : undefined;
};

/**
 * The list's filters. Search, category and view live in the URL (coming back from a product finds the
 * list as it was left, and a filtered list can be shared); the order is a habit, kept on the device.
 */
export function useProductListState() {
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useLocalPreference<ProductOrder>(
    PRODUCT_ORDER_KEY,
    productOrderSchema.options,
    'expiration',
  );
  const [searchInput, setSearchInput] = useState(() => params.get('search') ?? '');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const categoryId = parseCategory(params.get('categoryId'));
  const placeId = Number(params.get('placeId')) || undefined;
  const view: ProductListView = params.get('view') === 'categories' ? 'categories' : 'list';

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The URL follows the debounced search only, so typing does not rewrite history at every key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setParam is rebuilt each render; only `search` matters
  useEffect(() => {
    if ((params.get('search') ?? '') !== search) setParam('search', search || undefined);
  }, [search]);

  const filters: ProductListFilters = { search: search || undefined, categoryId, placeId, order };
  return {
    filters,
    searchInput,
    setSearchInput,
    order,
    setOrder,
    categoryId,
    setCategoryId: (id: number | undefined) => setParam('categoryId', id === undefined ? undefined : String(id)),
    placeId,
    setPlaceId: (id: number | undefined) => setParam('placeId', id === undefined ? undefined : String(id)),
    view,
    setView: (next: ProductListView) => setParam('view', next === 'categories' ? 'categories' : undefined),
  };
}

export type ProductListState = ReturnType<typeof useProductListState>;
