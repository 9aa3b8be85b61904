import type { Product } from '@glouton/core/schemas';
import { Navigate, useParams } from 'react-router';
import { OfflineEmpty } from '../../components/ui/OfflineEmpty';
import { useWhoIsLooking } from '../../features/household/api/get-household';
import { useProduct, useShowProduct } from '../../features/products/api/get-product';
import { ProductDetails } from '../../features/products/components/ProductDetails';
import {
  ProductDetailsSkeleton,
  ProductLoadError,
  ProductNotFound,
} from '../../features/products/components/ProductDetailsStates';
import { ProductRecipes } from '../../features/recipes/components/ProductRecipes';
import { ShoppingListToggle } from '../../features/shopping-list/components/ShoppingListToggle';
import { StockUnits } from '../../features/stock/components/StockUnits';
import { usePendingStock } from '../../features/stock/hooks/useStockActions';
import { ApiError } from '../../lib/api-client';
import { deferred } from '../../lib/deferred';
import { viewOf } from '../../lib/query-view';

// Below the fold, asked once the product is drawn: its code is a chunk of its own, fetched then.
const ProductHistory = deferred(() =>
  import('../../features/stock/components/ProductHistory').then((module) => module.ProductHistory),
);
const ProductPrices = deferred(() =>
  import('../../features/stock/components/ProductPrices').then((module) => module.ProductPrices),
);

/** `/product/:id` (route id `product.details`). */
export default function ProductDetailsPage() {
  const id = Number(useParams().id);
  const query = useProduct(id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  const missing = query.isError && query.error instanceof ApiError && query.error.status === 404 ? query.error : null;
  // Merged into another product (decision 0058): its page, a bookmark or a reminder's link shows that one.
  const mergedInto = missing?.code === 'product-merged' ? missing.details.productId : undefined;
  if (mergedInto !== undefined) return <Navigate to={`/product/${mergedInto}`} replace />;
  if (invalidId || missing) return <ProductNotFound />;
  const view = viewOf(query);
  if (view.show === 'loading') return <ProductDetailsSkeleton />;
  if (view.show === 'offline') return <OfflineEmpty missing="Ce produit n’a pas encore été chargé sur cet appareil." />;
  if (view.show === 'error') return <ProductLoadError message={view.error.message} onRetry={() => query.refetch()} />;
  return <ProductPage product={view.data} />;
}

/**
 * The product, with what the cupboard, the shopping list and the recipes know of it. Its heading shows
 * it as its queued changes will leave it (an eaten unit offline moves « Prochaine péremption » on);
 * StockUnits applies them to the units itself, from the product as the server last sent it.
 */
function ProductPage({ product }: { product: Product }) {
  const showProduct = useShowProduct();
  const { product: shown } = usePendingStock(product);
  return (
    <ProductDetails product={shown}>
      <StockUnits product={product} onProduct={showProduct} />
      <ShoppingListToggle product={product} onProduct={showProduct} />
      <ProductRecipes productId={product.id} />
      <ProductPrices productId={product.id} />
      <History productId={product.id} />
    </ProductDetails>
  );
}

/** « Historique », naming who did what only in a household of several people (as the list does). */
function History({ productId }: { productId: number }) {
  const looking = useWhoIsLooking();
  return <ProductHistory productId={productId} you={looking?.you ?? null} />;
}
