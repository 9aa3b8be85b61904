import type { ShoppingListItem } from '@glouton/core/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { invalidateProducts } from '../../products/api/query-keys';
import { shoppingListKeys } from '../api/keys';
import { completeWrite, dropWrite, getPendingWrites, type PendingWrite } from './pending-writes';
import { isRetryable, sendWrite, type WriteResult } from './send-write';

export interface WriteRunnerOptions {
  queryClient: QueryClient;
  /** The server refused a write for good (4xx): tell the user in French. */
  onDropped: (message: string) => void;
}

const MAX_BACKOFF_MS = 30_000;

/** Cache first, then the queue, in the same tick: the line never flickers back to its old state. */
function applyResult(queryClient: QueryClient, write: PendingWrite, result: WriteResult): void {
  queryClient.setQueryData<ShoppingListItem[]>(shoppingListKeys.items(), (items = []) => {
    if (write.kind === 'clear') return items.filter((item) => item.checkedAt === null);
    if (write.kind === 'remove') return items.filter((item) => item.id !== write.itemId);
    const { item } = result;
    if (!item) return items;
    return items.some((line) => line.id === item.id)
      ? items.map((line) => (line.id === item.id ? item : line))
      : [...items, item];
  });
  completeWrite(write.id, result.item?.id);
}

export function dropMessage(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Réponse inattendue du serveur.';
  return `Une modification de la liste de courses a été refusée et annulée : ${reason}`;
}

// One runner for the whole app, whatever mounts it (StrictMode mounts effects twice): two concurrent
// runs would send the same add twice.
let options: WriteRunnerOptions | null = null;
let running = false;
let again = false;
let attempts = 0;
let timer: number | undefined;

function retryLater(): void {
  window.clearTimeout(timer);
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
  attempts += 1;
  timer = window.setTimeout(() => void flushWrites(), delay);
}

/**
 * Sends the queued writes one at a time, in order. A network failure or 5xx stops the run and tries
 * again after a growing delay (1 s, 2 s, 4 s… up to 30 s) or as soon as the browser is back online.
 */
export async function flushWrites(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  const current = options;
  if (!current) return;
  const { queryClient, onDropped } = current;
  running = true;
  window.clearTimeout(timer);
  let stockChanged = false;
  try {
    for (let write = getPendingWrites()[0]; write; write = getPendingWrites()[0]) {
      try {
        const result = await sendWrite(write);
        attempts = 0;
        stockChanged ||= result.stockChanged;
        applyResult(queryClient, write, result);
      } catch (error) {
        if (isRetryable(error)) return retryLater();
        dropWrite(write.id);
        onDropped(dropMessage(error));
        void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all });
      }
    }
    void queryClient.invalidateQueries({ queryKey: shoppingListKeys.items() });
    void queryClient.invalidateQueries({ queryKey: shoppingListKeys.suggestions() });
    if (stockChanged) void invalidateProducts(queryClient);
  } finally {
    running = false;
    if (again) {
      again = false;
      void flushWrites();
    }
  }
}

/** Starts sending with this query cache and toast; the returned function stops the retries. */
export function startWriteRunner(next: WriteRunnerOptions): () => void {
  options = next;
  attempts = 0;
  return () => {
    if (options === next) options = null;
    window.clearTimeout(timer);
  };
}
