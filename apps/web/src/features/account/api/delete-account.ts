import { deleteAccount } from '@glouton/core/api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * DELETE with the password in its body. A wrong password answers 403 `wrong-password` (not 401: the
 * session is fine), so the form says so. No `changes`: the caller forgets everything on this device.
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => callApi(deleteAccount, { body: { password } }) });
}
