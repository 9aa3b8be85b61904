import { getMe, updateMe } from '@glouton/core/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function meQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => callApi(getMe, {}, { signal }) });
}

export const useMe = () => useQuery(meQueryOptions());

/** The name the household sees next to what one did: members and list lines show it too. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => callApi(updateMe, { body: { displayName } }),
    meta: { changes: ['account', 'household'] },
    onSuccess: (me) => queryClient.setQueryData(accountKeys.me(), me),
  });
}
