import {
  addPushSubscription,
  listPushSubscriptions,
  removePushSubscription,
  testPushSubscription,
} from '@glouton/core/api';
import type { PushSubscriptionBody } from '@glouton/core/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

/** The member's devices that receive notifications (ending a session on « Compte » removes its device). */
export function pushSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: reminderKeys.pushSubscriptions(),
    queryFn: ({ signal }) => callApi(listPushSubscriptions, {}, { signal }),
  });
}

export const usePushSubscriptions = () => useQuery(pushSubscriptionsQueryOptions());

export function useAddPushSubscription() {
  return useMutation({
    mutationFn: (body: PushSubscriptionBody) => callApi(addPushSubscription, { body }),
    meta: { changes: ['account'] },
  });
}

export function useRemovePushSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: number) => callApi(removePushSubscription, { params: { subscriptionId } }),
    meta: { changes: ['account'] },
  });
}

export function useTestPushSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: number) => callApi(testPushSubscription, { params: { subscriptionId } }),
  });
}
