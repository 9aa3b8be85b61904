import { joinHousehold } from '@glouton/core/api';
import type { JoinHouseholdBody } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useWrites } from '../../../lib/writes/writes';

/**
 * No `changes`: everything cached belonged to the household left, the caller drops it all (and the
 * changes still queued). Those are sent first, while they still point at the old household's lines
 * and units — `bringData` then carries them along.
 */
export function useJoinHousehold() {
  const { runner } = useWrites();
  return useMutation({
    mutationFn: async (body: JoinHouseholdBody) => {
      await runner.flush().catch(() => undefined);
      return callApi(joinHousehold, { body });
    },
  });
}
