import { createCalendarFeed, deleteCalendarFeed } from '@glouton/core/api';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

/**
 * A new private calendar address (the previous one stops working). No Idempotency-Key: a second tap
 * after a lost answer rightly makes a fresh address, the lost one revoked with nobody holding it, and
 * the secret is then never kept in clear on the server, even for the 24 hours of a key (decision 0043).
 */
export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: () => callApi(createCalendarFeed, {}), meta: { changes: ['reminders'] } });
}

/** Cuts the address. Already cut (from another device) is what the person asked for: not an error. */
export function useDeleteCalendarFeed() {
  return useMutation({
    meta: { changes: ['reminders'] },
    mutationFn: async () => {
      try {
        await callApi(deleteCalendarFeed, {});
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'not-found')) throw error;
      }
    },
  });
}
