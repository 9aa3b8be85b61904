import { leaveHousehold, removeMember, updateMember } from '@glouton/core/api';
import type { HouseholdRole } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useWrites } from '../../../lib/writes/writes';
import { householdKeys } from './keys';

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: HouseholdRole }) =>
      callApi(updateMember, { params: { userId }, body: { role } }),
    meta: { changes: ['household'] },
    onSuccess: (household) => queryClient.setQueryData(householdKeys.details(), household),
  });
}

export function useRemoveMember() {
  return useMutation({
    mutationFn: (userId: number) => callApi(removeMember, { params: { userId } }),
    meta: { changes: ['household'] },
  });
}

/**
 * No `changes`: the person is in another household afterwards, the whole cache is dropped (onMoved).
 * Changes still queued are sent first: they belong to the household being left.
 */
export function useLeaveHousehold() {
  const { runner } = useWrites();
  return useMutation({
    mutationFn: async () => {
      await runner.flush().catch(() => undefined);
      return callApi(leaveHousehold, {});
    },
  });
}
