import type { Product } from '@glouton/core/schemas';
import { ArrowLeft, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CategoryQuickSelect } from './CategoryQuickSelect';
import { DeleteProductButton } from './DeleteProductButton';
import { MergeProductButton } from './MergeProductButton';
import { OffDetails } from './OffDetails';
import { ProductEditDialog } from './ProductEditDialog';
import { ProductSummary } from './ProductSummary';

/**
 * The product's page: what it is, then what other features show about it (`children`: its units, the
 * list toggle, its recipes), its Open Food Facts data, and the edit / delete actions at the end, away
 * from the thumb's everyday path.
 */
export function ProductDetails({ product, children }: { product: Product; children?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-8">
      <Link to="/products" className="-mb-4 inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Mes produits
      </Link>
      <ProductSummary product={product} />
      {children}
      {product.off && <OffDetails off={product.off} barcode={product.barcode} />}
      <section aria-labelledby="gerer-titre" className="flex flex-col gap-3">
        <h2 id="gerer-titre" className="text-xl font-extrabold">
          Gérer le produit
        </h2>
        <CategoryQuickSelect product={product} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-5" />
            Modifier
          </Button>
          <MergeProductButton product={product} />
          <DeleteProductButton product={product} />
        </div>
      </section>
      <ProductEditDialog product={product} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
