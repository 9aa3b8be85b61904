import type { ShoppingListCheckResponse, ShoppingListItem } from '@glouton/core/schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { SHOPPING_LIST_PATH } from '../api/list';
import type { PendingWrite } from './pending-writes';

/** What the server answered: the line as it now is, or nothing (removed, cleared). */
export interface WriteResult {
  item: ShoppingListItem | null;
  /** A check or its undo changed the product's stock. */
  stockChanged: boolean;
}

const itemPath = (itemId: number) => `${SHOPPING_LIST_PATH}/${itemId}`;

export async function sendWrite(write: PendingWrite): Promise<WriteResult> {
  switch (write.kind) {
    case 'add': {
      const body =
        write.productId === null
          ? { label: write.display.label, categoryId: write.display.categoryId }
          : { productId: write.productId };
      const item = await apiRequest<ShoppingListItem>(SHOPPING_LIST_PATH, { method: 'POST', body });
      return { item, stockChanged: false };
    }
    case 'quantity': {
      const body = { quantity: write.quantity };
      const item = await apiRequest<ShoppingListItem>(itemPath(write.itemId), { method: 'PATCH', body });
      return { item, stockChanged: false };
    }
    case 'check':
    case 'uncheck': {
      const body = write.kind === 'check' ? { expiresOn: write.expiresOn } : undefined;
      const path = `${itemPath(write.itemId)}/${write.kind}`;
      const answer = await apiRequest<ShoppingListCheckResponse>(path, { method: 'POST', body });
      return { item: answer.item, stockChanged: answer.product !== null };
    }
    case 'remove':
      await apiRequest(itemPath(write.itemId), { method: 'DELETE' });
      return { item: null, stockChanged: false };
    case 'clear':
      await apiRequest(`${SHOPPING_LIST_PATH}/clear-checked`, { method: 'POST' });
      return { item: null, stockChanged: false };
  }
}

/**
 * Worth trying again later: no network, a server error, throttling, or an expired session (the write
 * waits for the next login rather than being lost). Any other 4xx will never succeed.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408 || error.status === 401
  );
}
