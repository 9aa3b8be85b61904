import { createQueryClient } from '../../lib/query-client';
import { refreshAfter } from './refresh';

/** The app's query cache: after each successful mutation, what it changed is refreshed (refresh.ts). */
export function createAppQueryClient(options: { retry?: boolean } = {}) {
  return createQueryClient({ ...options, onChanges: refreshAfter });
}
