import type { EndpointInput, listProducts } from '@glouton/core/api';
import type { ProductListFilters } from './keys';

// Pure, apart from list-products.ts: index.html's first script asks for home's list with it
// (app/first-screen), without bringing the app's code.

/** Home filters these to its window (expired and the next days): more than a household eats in a week. */
const PRIORITY_COUNT = 50;

/** What a product list sends: the filters and the page as query parameters. */
export function listProductsInput(
  filters: ProductListFilters,
  page: { limit: number; offset: number },
): EndpointInput<typeof listProducts> {
  const inStock = filters.inStock === undefined ? undefined : filters.inStock ? 'true' : 'false';
  return { query: { ...filters, ...page, inStock } };
}

/** Home: the in-stock products that expire soonest. */
export const priorityProductsInput = () =>
  listProductsInput({ inStock: true, order: 'expiration' }, { limit: PRIORITY_COUNT, offset: 0 });
