import { CATEGORIES, type Category } from '@glouton/core/domain';
import { CategoryIcon } from '../../../components/ui/CategoryIcon';
import { LoadMore } from '../../../components/ui/LoadMore';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { viewOf } from '../../../lib/query-view';
import type { ProductListFilters } from '../api/keys';
import { useProductPages } from '../api/list-product-pages';
import { ProductCard } from './ProductCard';
import { ProductListSkeleton } from './ProductCardSkeleton';
import { NoProductYet, NoResult } from './ProductListEmpty';
import { LoadError } from './ProductResults';

interface ProductsByCategoryProps {
  filters: ProductListFilters;
  onReset: () => void;
}

/**
 * One section per category, in the categories' fixed order, each paged on its own (50 at a time), so a
 * big household never loads everything to group it. Empty categories are left out.
 */
export function ProductsByCategory({ filters, onReset }: ProductsByCategoryProps) {
  // The whole list's first page says whether anything matches at all (and is shared with the list view).
  const all = useProductPages(filters);
  if (all.isPending) return <ProductListSkeleton />;
  if (all.isError) return <LoadError message={all.error.message} onRetry={() => all.refetch()} />;
  if ((all.data.pages[0]?.total ?? 0) === 0) {
    const filtered = filters.categoryId !== undefined;
    if (!filters.search && !filtered) return <NoProductYet />;
    return <NoResult search={filters.search} filtered={filtered} onReset={onReset} />;
  }
  const shown = CATEGORIES.filter((category) => filters.categoryId === undefined || category.id === filters.categoryId);
  return (
    <div className="flex flex-col gap-6">
      {shown.map((category) => (
        <CategorySection key={category.id} category={category} filters={filters} />
      ))}
    </div>
  );
}

function CategorySection({ category, filters }: { category: Category; filters: ProductListFilters }) {
  const query = useProductPages({ ...filters, categoryId: category.id });
  const headingId = `categorie-${category.id}`;
  const view = viewOf(query);
  if (view.show === 'loading') return <ProductListSkeleton count={2} label={`Chargement\u00a0: ${category.name}…`} />;
  if (view.show === 'offline')
    return (
      <OfflineEmpty missing={`Les produits « ${category.name} » n’ont pas encore été chargés sur cet appareil.`} />
    );
  if (view.show === 'error') return <LoadError message={view.error.message} onRetry={() => query.refetch()} />;
  const products = view.data.pages.flatMap((page) => page.items);
  const total = view.data.pages.at(-1)?.total ?? 0;
  if (total === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-extrabold">
        <CategoryIcon categoryId={category.id} className="size-5 text-link" />
        {category.name} <span className="text-base font-bold text-muted">({total})</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMore
          shown={products.length}
          total={total}
          loading={query.isFetchingNextPage}
          onLoadMore={() => query.fetchNextPage()}
        />
      )}
    </section>
  );
}
