import { ApiError } from './api-client';

/** The parts of a query (plain or paged) that decide what its screen shows. */
interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

export type QueryView<T> =
  | { show: 'data'; data: T }
  | { show: 'loading' }
  /** No network and nothing kept on this device yet: the screen comes as soon as the network does. */
  | { show: 'offline' }
  | { show: 'error'; error: Error };

/**
 * What a screen shows for a query. Its data whenever there is some — kept on the device from an earlier
 * visit, or older than a refresh that just failed: the offline banner says how old — never an error or
 * an empty state in its place. Then loading, waiting for the network, or the failure.
 */
export function viewOf<T>(query: QueryLike<T>): QueryView<T> {
  if (query.data !== undefined) return { show: 'data', data: query.data };
  if (query.fetchStatus === 'paused') return { show: 'offline' };
  // No answer at all (the phone thinks it has a network, the server is out of reach): the same.
  if (query.error instanceof ApiError && query.error.status === 0) return { show: 'offline' };
  if (query.status === 'error' && query.error) return { show: 'error', error: query.error };
  return { show: 'loading' };
}
