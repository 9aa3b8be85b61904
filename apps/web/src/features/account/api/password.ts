import { changePassword } from '@glouton/core/api';
import type { ChangePasswordBody } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The server ends every other session: the list of devices is refreshed (`account`). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(changePassword, { body }),
    meta: { changes: ['account'] },
  });
}
