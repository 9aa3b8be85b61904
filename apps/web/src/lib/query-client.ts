import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { DomainChange } from './changes';
import { browserOnline } from './network';

const MAX_RETRIES = 2;
/** How long the last known data stays worth showing offline (lib/persisted-cache keeps it that long). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A 4xx will answer the same the second time: only network trouble and 5xx are worth retrying. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The query cache. After every successful mutation, `onChanges` receives what its `meta.changes` says
 * it changed (awaited before the mutation's own `onSuccess`), so no feature decides what else to refresh.
 */
export function createQueryClient(options: {
  onChanges(client: QueryClient, changes: readonly DomainChange[]): Promise<void>;
  retry?: boolean;
}): QueryClient {
  // TanStack assumes a network at start and only hears the browser's later events: an app opened with
  // none would fail its first loads instead of waiting for the network (and showing what it kept).
  if (!browserOnline()) onlineManager.setOnline(false);
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const changes = mutation.meta?.changes;
        if (changes && changes.length > 0) await options.onChanges(client, changes);
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        // Answers are kept on the device for offline use (persisted-cache.ts): one dropped from memory
        // would be dropped from the device at the next save, so memory keeps them as long.
        gcTime: CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
