import { updateHousehold } from '@glouton/core/api';
import type { UpdateHouseholdBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { householdKeys } from './keys';

export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHouseholdBody) => callApi(updateHousehold, { body }),
    meta: { changes: ['household'] },
    onSuccess: (household) => queryClient.setQueryData(householdKeys.details(), household),
  });
}
