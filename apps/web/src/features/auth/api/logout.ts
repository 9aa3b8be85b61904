import { logout as endpoint } from '@glouton/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
        const account = getAccount();
        endSessionOnPurpose();
        // The next account on this device must not see this one's cached data, in memory or kept offline.
        queryClient.removeQueries();
        await forgetCachedData(account);
      }
    },
  });
}
