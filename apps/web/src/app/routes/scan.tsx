import type { Product } from '@glouton/core/schemas';
import { useMemo } from 'react';
import { createScannedProduct } from '../../features/products/api/create-scanned-product';
import { deleteProduct } from '../../features/products/api/delete-product';
import { useProduct, useShowProduct } from '../../features/products/api/get-product';
import { ProductCreateForm } from '../../features/products/components/ProductCreateForm';
import { KnownProductPanel } from '../../features/scan/components/KnownProductPanel';
import { ScanScreen } from '../../features/scan/components/ScanScreen';
import type { ScanParts, ScanWrites } from '../../features/scan/scan-parts';
import { BarcodeCapture } from '../../features/scanner';
import { addUnits, undoEvent } from '../../features/stock/api/stock-changes';
import { usePendingStock, useStockActions } from '../../features/stock/hooks/useStockActions';
import { useRefreshAfter } from '../data/refresh';

/**
 * A product the household has, on the scan screen: its cache entry (which each add, undo or live change
 * updates), with the adds still on their way counted in, and the cupboard's own « add a unit ».
 */
function KnownProduct({ product: scanned }: { product: Product }) {
  const { data: cached = scanned } = useProduct(scanned.id);
  const { product } = usePendingStock(cached);
  const actions = useStockActions(product, useShowProduct());
  return <KnownProductPanel product={product} onAddUnits={actions.addUnits} />;
}

// The readers are the scanner feature's; the flow's forms and cards draw products and their units.
const PARTS: ScanParts = { Readers: BarcodeCapture, KnownProduct, CreateForm: ProductCreateForm };

/** `/scan`: the scan flow (features/scan), composed with the scanner, products and the cupboard. */
export default function ScanPage() {
  const showProduct = useShowProduct();
  const refresh = useRefreshAfter();
  const writes = useMemo<ScanWrites>(
    () => ({
      addUnit: (productId, expiresOn) => addUnits({ productId, expiresOn, count: 1 }),
      undoUnit: (productId, eventId) => undoEvent({ productId, eventId }),
      createProduct: createScannedProduct,
      deleteProduct,
      showProduct,
      refresh,
    }),
    [showProduct, refresh],
  );
  return <ScanScreen parts={PARTS} writes={writes} />;
}
