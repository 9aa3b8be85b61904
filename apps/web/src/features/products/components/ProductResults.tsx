import { LoadMore } from '../../../components/ui/LoadMore';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { viewOf } from '../../../lib/query-view';
import type { ProductListFilters } from '../api/keys';
import { useProductPages } from '../api/list-product-pages';
import { ProductCard } from './ProductCard';
import { ProductListSkeleton } from './ProductCardSkeleton';
import { NoProductYet, NoResult } from './ProductListEmpty';

interface ProductResultsProps {
  filters: ProductListFilters;
  onReset: () => void;
}

/** The flat list, page by page. */
export function ProductResults({ filters, onReset }: ProductResultsProps) {
  const query = useProductPages(filters);
  const view = viewOf(query);
  if (view.show === 'loading') return <ProductListSkeleton />;
  if (view.show === 'offline')
    return <OfflineEmpty missing="Vos produits n’ont pas encore été chargés sur cet appareil." />;
  if (view.show === 'error') return <LoadError message={view.error.message} onRetry={() => query.refetch()} />;

  const products = view.data.pages.flatMap((page) => page.items);
  const total = view.data.pages.at(-1)?.total ?? 0;
  if (total === 0) {
    const filtered = filters.categoryId !== undefined;
    if (!filters.search && !filtered) return <NoProductYet />;
    return <NoResult search={filters.search} filtered={filtered} onReset={onReset} />;
  }

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      <ul
        aria-label="Produits"
        className="flex flex-col gap-2 [&>li]:[contain-intrinsic-size:auto_5.5rem] [&>li]:[content-visibility:auto]"
      >
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} eagerImage={index < 6} />
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMore
          auto
          shown={products.length}
          total={total}
          loading={query.isFetchingNextPage}
          onLoadMore={() => query.fetchNextPage()}
        />
      )}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert what="Les produits n’ont pas pu être chargés." message={message} onRetry={onRetry} />;
}
