import { unsubscribeReminders } from '@glouton/core/api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The e-mail's « Se désabonner »: no session, the token of the link says who. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callApi(unsubscribeReminders, { query: { token } }),
  });
}
