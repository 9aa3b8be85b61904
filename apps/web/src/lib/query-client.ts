import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { DomainChange } from './changes';

const MAX_RETRIES = 2;

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
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const changes = mutation.meta?.changes;
        if (changes && changes.length > 0) await options.onChanges(client, changes);
      },
    }),
    defaultOptions: {
      queries: { retry: options.retry === false ? false : shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
