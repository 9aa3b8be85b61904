import type { ShoppingListItem } from '@glouton/core/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import type { RefreshAfter } from '../../../lib/changes';
import { getAccount, getToken } from '../../../lib/storage';
import { shoppingListKeys } from '../api/keys';
import { isRetryable, sendWrite, type WriteResult } from './send-write';
import type { PendingWrite, WriteQueue } from './write-queue';

export interface WriteRunnerOptions {
  queue: WriteQueue;
  queryClient: QueryClient;
  /** The app's refresh after a change (a check puts units in the cupboard). */
  refresh: RefreshAfter;
  /** The server refused a write for good (4xx): tell the person, in French. */
  onDropped(message: string): void;
}

const MAX_BACKOFF_MS = 30_000;

export function dropMessage(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Réponse inattendue du serveur.';
  return `Une modification de la liste de courses a été refusée et annulée\u00a0: ${reason}`;
}

/**
 * Sends the queued writes one at a time, in order, with the session of the account they belong to. A
 * network failure, a 5xx or an expired session stops the run and tries again after a growing delay
 * (1 s, 2 s, 4 s… up to 30 s), as soon as the browser is back online, or when that account logs in again.
 */
export function createWriteRunner({ queue, queryClient, refresh, onDropped }: WriteRunnerOptions) {
  let running = false;
  let again = false;
  let attempts = 0;
  let timer: number | undefined;
  let stopped = true;

  /** Cache first, then the queue, in the same tick: the line never flickers back to its old state. */
  function applyResult(write: PendingWrite, result: WriteResult): void {
    queryClient.setQueryData<ShoppingListItem[]>(shoppingListKeys.items(), (items = []) => {
      if (write.kind === 'clear') return items.filter((item) => item.checkedAt === null);
      if (write.kind === 'remove') return items.filter((item) => item.id !== write.itemId);
      const { item } = result;
      if (!item) return items;
      return items.some((line) => line.id === item.id)
        ? items.map((line) => (line.id === item.id ? item : line))
        : [...items, item];
    });
    queue.complete(write.id, result.item?.id);
  }

  function retryLater(): void {
    window.clearTimeout(timer);
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
    attempts += 1;
    timer = window.setTimeout(() => void flush(), delay);
  }

  async function flush(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const account = getAccount();
    const token = getToken();
    // No session (expired, or logged out): the writes wait for their account to log in again.
    if (!token) return;
    running = true;
    window.clearTimeout(timer);
    let stockChanged = false;
    try {
      for (let write = queue.get()[0]; write; write = queue.get()[0]) {
        // Someone else logged in meanwhile: what follows is their queue, for their own run.
        if (getAccount() !== account || getToken() !== token) break;
        try {
          const result = await sendWrite(write, token);
          attempts = 0;
          stockChanged ||= result.stockChanged;
          applyResult(write, result);
        } catch (error) {
          if (isRetryable(error)) return retryLater();
          queue.drop(write.id);
          onDropped(dropMessage(error));
          void queryClient.invalidateQueries({ queryKey: shoppingListKeys.items() });
        }
      }
      void refresh(stockChanged ? ['shopping-list', 'stock'] : ['shopping-list']);
    } finally {
      running = false;
      if (again) {
        again = false;
        void flush();
      }
    }
  }

  return {
    flush,
    start(): void {
      stopped = false;
      attempts = 0;
    },
    stop(): void {
      stopped = true;
      window.clearTimeout(timer);
    },
  };
}

export type WriteRunner = ReturnType<typeof createWriteRunner>;
