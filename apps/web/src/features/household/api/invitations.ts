import { createInvitation, listInvitations, revokeInvitation } from '@glouton/core/api';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { householdKeys } from './keys';

/** The invitations still waiting (their codes are not kept: shown once, when created). */
export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: householdKeys.invitations(),
    queryFn: ({ signal }) => callApi(listInvitations, {}, { signal }),
  });
}

export const useInvitations = () => useQuery(invitationsQueryOptions());

export function useCreateInvitation() {
  return useMutation({
    // A tap sent again after a lost answer must not make a second code.
    mutationFn: () => callApi(createInvitation, {}, { idempotencyKey: randomKey() }),
    meta: { changes: ['household'] },
  });
}

export function useRevokeInvitation() {
  return useMutation({
    mutationFn: (invitationId: number) => callApi(revokeInvitation, { params: { invitationId } }),
    meta: { changes: ['household'] },
  });
}
