import type { ProductOrder } from '@glouton/core/schemas';
import type { QueryClient } from '@tanstack/react-query';

/** What a list asks the server; `undefined` fields are left out of the URL. */
export interface ProductListFilters {
  search?: string | undefined;
  categoryId?: number | undefined;
  order?: ProductOrder | undefined;
  inStock?: boolean | undefined;
}

/**
 * Every products query key, in one place. They all start with 'products' so one invalidation after a
 * change refreshes the list, the home screen and the product's details together.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  priority: () => [...productKeys.lists(), 'priority'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  byBarcode: (barcode: string) => [...productKeys.all, 'barcode', barcode] as const,
};

/** Open Food Facts answers do not depend on the household's products: kept apart. */
export const barcodeLookupKey = (code: string) => ['barcodes', code] as const;

/** The prefix of every recipes query (features/recipes/api/query-keys.ts): recipes show products. */
const RECIPES_KEY = ['recipes'] as const;

/**
 * After any change: refetch what shows products (lists, home, details, barcode matches) and the
 * recipes, whose availability badges and ingredient names come from the products and their units.
 */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: RECIPES_KEY }),
  ]);
}
