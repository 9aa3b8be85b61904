import { forgotPassword, getAccountOptions, getMe, resetPassword } from '@glouton/core/api';
import type { ResetPasswordBody } from '@glouton/core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startSession } from '../session';
import { authKeys } from './keys';
import { asTokenResponse } from './token-response';

/** Whether this server sends e-mails: the forgotten-password screen says what to do either way. */
export function useAccountOptions() {
  return useQuery({
    queryKey: authKeys.accountOptions(),
    queryFn: ({ signal }) => callApi(getAccountOptions, {}, { signal, handleUnauthorized: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 204 whether the address has an account or not: the screen cannot, and does not, tell. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(forgotPassword, { body: { email } }, { handleUnauthorized: false }),
  });
}

/**
 * The new password from the e-mailed link. The answer is a new session; the device keeps sessions
 * under the account's e-mail (its queued changes belong to it), which the answer does not carry: the
 * new token asks for it before the session starts.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => {
      const { token } = asTokenResponse(await callApi(resetPassword, { body }, { handleUnauthorized: false }));
      const me = await callApi(getMe, {}, { token, handleUnauthorized: false });
      startSession(token, me.user.email);
      // The link may have been opened where another account was signed in: nothing of it is shown.
      void queryClient.resetQueries().catch(() => undefined);
    },
  });
}
