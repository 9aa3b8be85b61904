import type { Product } from '@glouton/core/schemas';
import { CategoryIcon, categoryOf } from '../../../components/ui/CategoryIcon';
import { ExpiryLabel } from '../../../components/ui/ExpiryLabel';
import { Page } from '../../../components/ui/Page';
import { ProductImage } from '../../../components/ui/ProductImage';
import { ScoreBadges } from './ScoreBadges';

/** Picture, name (the page's heading), brand, quantity, category, nearest expiry and scores. */
export function ProductSummary({ product }: { product: Product }) {
  const category = categoryOf(product.categoryId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <ProductImage
          imageUrl={product.imageUrl}
          categoryId={product.categoryId}
          eager
          className="size-28 sm:size-36"
        />
        <div className="flex min-w-0 flex-col items-start gap-1.5 break-words">
          <Page title={product.name} />
          {(product.brand || product.quantity) && (
            <p className="text-muted">{[product.brand, product.quantity].filter(Boolean).join(' · ')}</p>
          )}
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
            <CategoryIcon categoryId={category.id} className="size-4 text-link" />
            <span className="sr-only">Catégorie&nbsp;: </span>
            {category.name}
          </p>
          <ExpiryLabel
            expiresOn={product.closestExpirationDate}
            dateKind={product.dateKind}
            inStock={product.inStock}
            prefix="Prochaine péremption"
          />
        </div>
      </div>
      <ScoreBadges scores={product} />
      {product.notes && (
        <div className="rounded-xl bg-canvas p-3">
          <h2 className="text-sm font-bold">Notes</h2>
          <p className="whitespace-pre-line">{product.notes}</p>
        </div>
      )}
      {product.barcode && <p className="text-sm text-muted">Code-barres&nbsp;: {product.barcode}</p>}
    </div>
  );
}
