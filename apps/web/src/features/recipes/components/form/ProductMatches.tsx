import type { Product } from '@glouton/core/schemas';
import { Alert } from '../../../../components/ui/Alert';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { ProductImage } from '../../../../components/ui/ProductImage';
import { Spinner } from '../../../../components/ui/Spinner';
import type { useProductSearchPages } from '../../api/search-products';

interface ProductMatchesProps {
  term: string;
  search: ReturnType<typeof useProductSearchPages>;
  /** Products already in the recipe: still offered (butter twice is fine), but marked. */
  linked: ReadonlySet<number | null>;
  onPick: (product: Product) => void;
}

/** The products found, with their pictures so the right one is recognised, and "Voir plus". */
export function ProductMatches({ term, search, linked, onPick }: ProductMatchesProps) {
  if (search.isPending) return <Spinner label="Recherche des produits…" />;
  if (search.isError) {
    return (
      <Alert>
        <p>La recherche de produits a échoué. {search.error.message}</p>
      </Alert>
    );
  }
  const products = search.data.pages.flatMap((page) => page.items);
  const total = search.data.pages.at(-1)?.total ?? products.length;
  if (products.length === 0) {
    return (
      <p className="text-muted">
        Aucun produit du placard ne correspond à «&nbsp;{term}&nbsp;». Ajoutez-le en texte libre.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Produits trouvés" className="flex flex-col gap-1">
        {products.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              aria-label={`Ajouter ${product.name}`}
              className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left hover:bg-canvas"
              onClick={() => onPick(product)}
            >
              <ProductImage imageUrl={product.imageUrl} categoryId={product.categoryId} className="size-11" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="line-clamp-2 font-bold leading-tight wrap-anywhere">{product.name}</span>
                <span className="truncate text-sm text-muted">
                  {[product.brand, product.quantity, linked.has(product.id) ? 'déjà dans la recette' : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {search.hasNextPage && (
        <LoadMore
          shown={products.length}
          total={total}
          loading={search.isFetchingNextPage}
          onLoadMore={() => search.fetchNextPage()}
        />
      )}
    </div>
  );
}
