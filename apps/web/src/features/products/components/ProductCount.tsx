import type { ProductListFilters } from '../api/keys';
import { useProductPages } from '../api/list-product-pages';

/**
 * « 12 produits » under the title: how many match the search and filters (the list's own query, so no
 * second request). Always in the page, so that screen readers hear the new count after each search.
 */
export function ProductCount({ filters }: { filters: ProductListFilters }) {
  const query = useProductPages(filters);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {total > 1 ? `${total} produits` : total === 1 ? '1 produit' : ''}
    </p>
  );
}
