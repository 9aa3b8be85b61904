import { endSession, listSessions } from '@glouton/core/api';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The devices signed in to the account, this one first. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => callApi(listSessions, {}, { signal }),
  });
}

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useEndSession() {
  return useMutation({
    mutationFn: (sessionId: number) => callApi(endSession, { params: { sessionId } }),
    meta: { changes: ['account'] },
  });
}
