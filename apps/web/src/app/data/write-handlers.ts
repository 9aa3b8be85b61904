import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../../features/products/api/keys';
import { isShoppingListWrite } from '../../features/shopping-list/writes/list-writes';
import { shoppingListWriteHandler } from '../../features/shopping-list/writes/send-write';
import { stockWriteHandler } from '../../features/stock/writes/send-stock-write';
import { isStockWrite } from '../../features/stock/writes/stock-writes';
import type { QueuedWrite } from '../../lib/writes/write-queue';
import type { WriteHandler } from '../../lib/writes/write-runner';

/**
 * Who sends which queued write: the shopping list's lines and the cupboard's units share one queue, so
 * that what was done offline is replayed in the order it was done. Loaded with the sending code.
 */
export function createWriteHandlers(queryClient: QueryClient): (write: QueuedWrite) => WriteHandler | undefined {
  const list = shoppingListWriteHandler(queryClient);
  const stock = stockWriteHandler({
    // The product page shows the answer at once; lists follow with the refresh after the queue.
    onProduct: (product) => queryClient.setQueryData(productKeys.detail(product.id), product),
  });
  return (write) => (isShoppingListWrite(write) ? list : isStockWrite(write) ? stock : undefined);
}
