import type { MostDiscarded } from '@glouton/core/schemas';
import { ChevronRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

/** « Les plus jetés »: each a link to its page, with the advice to buy less of it at a time. */
export function MostDiscardedList({ products }: { products: readonly MostDiscarded[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="plus-jetes-titre" className="flex flex-col gap-2">
      <h2 id="plus-jetes-titre" className="text-xl font-extrabold">
        Les plus jetés
      </h2>
      <p className="text-muted">À acheter en plus petite quantité, ou à cuisiner plus tôt.</p>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
        {products.map((product) => (
          <li key={product.productId}>
            <Link
              to={`/product/${product.productId}`}
              className="flex min-h-12 items-center gap-3 px-4 py-3 text-fg no-underline hover:bg-line/30"
            >
              <Trash2 aria-hidden="true" className="size-5 shrink-0 text-danger" />
              <span className="min-w-0 flex-1">
                <span className="block font-bold break-words">{product.name}</span>
                <span className="block text-sm text-muted">
                  Jeté {product.discarded}&nbsp;fois · à acheter en plus petite quantité
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
