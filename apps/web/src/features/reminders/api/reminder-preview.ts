import { getReminderPreview, sendReminderTest } from '@glouton/core/api';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

export function reminderPreviewQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.preview(),
    queryFn: ({ signal }) => callApi(getReminderPreview, {}, { signal }),
  });
}

export const useReminderPreview = () => useQuery(reminderPreviewQueryOptions());

/** « M'envoyer maintenant »: today's digest, or a sample, through push or e-mail at once. */
export function useSendReminderTest() {
  return useMutation({
    mutationFn: (channel: 'push' | 'email') => callApi(sendReminderTest, { body: { channel } }),
  });
}
