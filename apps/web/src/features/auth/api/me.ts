import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MeResponse, meResponseSchema } from '../../../lib/schemas';

// Uses core's runtime schema (zod): import it from lazily loaded screens only, never from the shell.
export const meQueryKey = ['me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/me', { schema: meResponseSchema, ...(signal ? { signal } : {}) });
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal) });
}
