import type { ProductOrder } from '@glouton/core/schemas';

/** What a list asks the server; `undefined` fields are left out of the URL. */
export interface ProductListFilters {
  search?: string | undefined;
  categoryId?: number | undefined;
  order?: ProductOrder | undefined;
  inStock?: boolean | undefined;
  /** Only the products with a unit in this place (« Congélateur », decision 0062). */
  placeId?: number | undefined;
}

/**
 * Every products query key, built here only. They all start with 'products', so the app's refresh map
 * refreshes the lists, home and the details together after a change.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  priority: () => [...productKeys.lists(), 'priority'] as const,
  /** Whether the household has any product at all (the join screen asks before leaving them behind). */
  any: () => [...productKeys.lists(), 'any'] as const,
  /** « Fusionner avec… »: the products found for what the person typed (decision 0058). */
  picker: (search: string) => [...productKeys.lists(), 'picker', search] as const,
  /** Home's « Dates à vérifier » (decision 0072): a products answer, refreshed with every stock change. */
  toDate: () => [...productKeys.lists(), 'to-date'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};
