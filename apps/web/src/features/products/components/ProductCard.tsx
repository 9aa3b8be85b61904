import type { Product } from '@glouton/core/schemas';
import { Link } from 'react-router';
import { ExpiryLabel } from '../../../components/ui/ExpiryLabel';
import { ProductImage } from '../../../components/ui/ProductImage';

const unitsText = (count: number) => (count > 1 ? `${count} unités` : count === 1 ? '1 unité' : '');

/** One product in a list: the whole card is the link to its details (one big touch target). */
export function ProductCard({ product, eagerImage = false }: { product: Product; eagerImage?: boolean }) {
  return (
    <li>
      <Link
        to={`/product/${product.id}`}
        className="flex min-h-20 items-center gap-3 rounded-2xl border border-line bg-surface p-2.5 text-fg no-underline hover:border-field"
      >
        <ProductImage
          imageUrl={product.imageUrl}
          categoryId={product.categoryId}
          eager={eagerImage}
          className="size-16"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <span className="line-clamp-2 font-bold leading-tight break-words">{product.name}</span>
          {(product.brand || product.stock.length > 0) && (
            <span className="text-sm text-muted">
              {[product.brand, unitsText(product.stock.length)].filter(Boolean).join(' · ')}
            </span>
          )}
          <ExpiryLabel
            expiresOn={product.closestExpirationDate}
            dateKind={product.dateKind}
            inStock={product.inStock}
          />
        </div>
      </Link>
    </li>
  );
}
