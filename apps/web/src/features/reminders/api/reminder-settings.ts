import { getReminderSettings, putReminderSettings } from '@glouton/core/api';
import type { ReminderSettings, ReminderSettingsResponse } from '@glouton/core/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

export function reminderSettingsQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.settings(),
    queryFn: ({ signal }) => callApi(getReminderSettings, {}, { signal }),
  });
}

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/**
 * Saves the settings as a whole, at once: the screen shows the new value before the answer (a switch
 * moves under the finger) and puts the old one back if the server refuses.
 */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => callApi(putReminderSettings, { body: settings }),
    meta: { changes: ['reminders'] },
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.settings() });
      const before = queryClient.getQueryData<ReminderSettingsResponse>(reminderKeys.settings());
      if (before) queryClient.setQueryData(reminderKeys.settings(), { ...before, ...settings });
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(reminderKeys.settings(), context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.settings(), saved),
  });
}
