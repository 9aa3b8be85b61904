import { useParams } from 'react-router';
import { useProduct } from '../../features/products/api/get-product';
import { ProductDetails } from '../../features/products/components/ProductDetails';
import {
  ProductDetailsSkeleton,
  ProductLoadError,
  ProductNotFound,
} from '../../features/products/components/ProductDetailsStates';
import { ApiError } from '../../lib/api-client';

/** `/product/:id` (route id `product.details`). */
export default function ProductDetailsPage() {
  const id = Number(useParams().id);
  const query = useProduct(id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  if (invalidId || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return <ProductNotFound />;
  }
  if (query.isPending) return <ProductDetailsSkeleton />;
  if (query.isError) return <ProductLoadError message={query.error.message} onRetry={() => query.refetch()} />;
  return <ProductDetails product={query.data} />;
}
