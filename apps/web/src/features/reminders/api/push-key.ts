import { getPushKey } from '@glouton/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

/** The server's VAPID public key: the same for the server's whole life, asked once per visit. */
export function pushKeyQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.pushKey(),
    queryFn: ({ signal }) => callApi(getPushKey, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const usePushKey = () => useQuery(pushKeyQueryOptions());
