import type { Product } from '@glouton/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { createScannedProduct } from '../../features/products/api/create-scanned-product';
import { deleteProduct } from '../../features/products/api/delete-product';
import { productQueryOptions, useProduct, useShowProduct } from '../../features/products/api/get-product';
import { ProductCreateForm } from '../../features/products/components/ProductCreateForm';
import { KnownProductPanel } from '../../features/scan/components/KnownProductPanel';
import { ScanScreen } from '../../features/scan/components/ScanScreen';
import type { CreateFormProps, KnownProductProps, ScanParts, ScanWrites } from '../../features/scan/scan-parts';
import { BarcodeCapture } from '../../features/scanner';
import { addUnits, undoEvent } from '../../features/stock/api/stock-changes';
import { usePendingStock, useStockActions } from '../../features/stock/hooks/useStockActions';
import { useRefreshAfter } from '../data/refresh';

/**
 * A product the household has, on the scan screen: its cache entry (which each add, undo or live change
 * updates), with the adds still on their way counted in, and the cupboard's own « add a unit ».
 */
function KnownProduct({ product: scanned, pack }: KnownProductProps) {
  const { data: cached = scanned } = useProduct(scanned.id);
  const { product } = usePendingStock(cached);
  const actions = useStockActions(product, useShowProduct());
  return <KnownProductPanel product={product} onAddUnits={actions.addUnits} pack={pack} />;
}

/**
 * The new product's form, with the cupboard's write for « Ajouter une unité à Courgettes » (decision
 * 0058): the form's units, one request per date, go to the household's product of that name.
 */
function CreateForm(props: CreateFormProps) {
  const queryClient = useQueryClient();
  const showProduct = useShowProduct();
  const refresh = useRefreshAfter();
  const addToExisting = useCallback(
    async (productId: number, dates: (string | null)[]) => {
      const counts = new Map<string | null, number>();
      for (const expiresOn of dates) counts.set(expiresOn, (counts.get(expiresOn) ?? 0) + 1);
      let product: Product | undefined;
      for (const [expiresOn, count] of counts) ({ product } = await addUnits({ productId, expiresOn, count }));
      if (!product) return queryClient.fetchQuery(productQueryOptions(productId));
      showProduct(product);
      void refresh(['stock']);
      return product;
    },
    [queryClient, showProduct, refresh],
  );
  return <ProductCreateForm {...props} addToExisting={addToExisting} />;
}

// The readers are the scanner feature's; the flow's forms and cards draw products and their units.
const PARTS: ScanParts = { Readers: BarcodeCapture, KnownProduct, CreateForm };

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
