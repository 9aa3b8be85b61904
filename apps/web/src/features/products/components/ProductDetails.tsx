import type { Product } from '@glouton/core/schemas';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ProductRecipes } from '../../recipes/components/ProductRecipes';
import { ShoppingListToggle } from '../../shopping-list/components/ShoppingListToggle';
import { StockUnits } from '../../stock/components/StockUnits';
import { CategoryQuickSelect } from './CategoryQuickSelect';
import { DeleteProductButton } from './DeleteProductButton';
import { OffDetails } from './OffDetails';
import { ProductEditDialog } from './ProductEditDialog';
import { ProductSummary } from './ProductSummary';

/**
 * The product's page: what it is, its units (eat, throw away, add), its Open Food Facts data, and the
 * edit / delete actions at the end, away from the thumb's everyday path.
 */
export function ProductDetails({ product }: { product: Product }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-8">
      <Link to="/products" className="-mb-4 inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Mes produits
      </Link>
      <ProductSummary product={product} />
      <StockUnits product={product} />
      <ShoppingListToggle product={product} />
      <ProductRecipes productId={product.id} />
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
          <DeleteProductButton product={product} />
        </div>
      </section>
      <ProductEditDialog product={product} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
