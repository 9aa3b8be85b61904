import { logout as endpoint } from '@glouton/core/api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { forgetCachedData } from '../../../lib/persisted-cache';
import { getAccount } from '../../../lib/storage';
import { endSessionOnPurpose } from '../session';

/**
 * Revokes the session on the server, then forgets it here whatever the answer: someone who taps
 * "Se déconnecter" offline must still end up logged out on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        // The local log-out below happens anyway, so a 401 needs no redirect of its own.
        await callApi(endpoint, {}, { handleUnauthorized: false });
      } finally {
        await forgetSessionHere(queryClient);
      }
    },
  });
}

/**
 * Nothing of the account stays on this device: its token, the badge, and — the next account on this
 * device must not see them — its cached answers, in memory and kept offline. After a log-out, and after
 * the account was deleted.
 */
export async function forgetSessionHere(queryClient: QueryClient): Promise<void> {
  const account = getAccount();
  endSessionOnPurpose();
  queryClient.removeQueries();
  await forgetCachedData(account);
}
