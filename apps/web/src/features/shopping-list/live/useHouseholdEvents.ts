import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiConfig, apiRequest } from '../../../lib/api-client';
import { setShoppingListCount } from '../../../lib/storage';
import { shoppingListKeys } from '../api/keys';

export const SHOPPING_LIST_CHANGED = 'shopping-list-changed';
const MAX_BACKOFF_MS = 30_000;

/** The event's count, checked by hand: this runs in the shell, where zod does not fit (decision 0008). */
export function countOf(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event !== 'object' || event === null || !('count' in event)) return null;
    return typeof event.count === 'number' && Number.isInteger(event.count) ? event.count : null;
  } catch {
    return null;
  }
}

function onListChanged(queryClient: QueryClient, data: unknown): void {
  const count = countOf(data);
  if (count !== null) setShoppingListCount(count);
  void queryClient.invalidateQueries({ queryKey: shoppingListKeys.items() });
  void queryClient.invalidateQueries({ queryKey: shoppingListKeys.suggestions() });
}

/**
 * The household's live stream: another device's add, check or removal shows here within a second and
 * the footer badge follows the server's count. A short-lived ticket opens the stream, so the token
 * never goes in a URL. On any error the stream is closed and reopened with a new ticket after a growing
 * delay; the first event of each connection carries the current count, which resynchronises.
 */
export function useHouseholdEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempts = 0;
    let stopped = false;

    const reconnect = () => {
      source?.close();
      source = null;
      if (stopped) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
      attempts += 1;
      timer = window.setTimeout(() => void connect(), delay);
    };

    async function connect(): Promise<void> {
      try {
        const { ticket } = await apiRequest<{ ticket: string }>('/events/ticket', { method: 'POST' });
        if (stopped) return;
        source = new EventSource(`${apiConfig.baseUrl}/events?${new URLSearchParams({ ticket })}`);
        source.addEventListener('open', () => {
          attempts = 0;
        });
        source.addEventListener(SHOPPING_LIST_CHANGED, (event) => onListChanged(queryClient, event.data));
        source.addEventListener('error', reconnect);
      } catch {
        reconnect();
      }
    }

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
