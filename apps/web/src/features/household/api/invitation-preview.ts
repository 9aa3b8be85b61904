import { getInvitation } from '@glouton/core/api';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { householdKeys } from './keys';

/**
 * The household a code opens and who invited, for the join screen, signed in or not. A dead code is
 * said at once (no retry: it will not come back); a failure of the network leaves the screen's general
 * words, and joining still works.
 */
export function useInvitationPreview(code: string) {
  return useQuery({
    queryKey: householdKeys.invitation(code),
    queryFn: ({ signal }) => callApi(getInvitation, { params: { code } }, { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    // A code is used once: what it said when the screen opened is what the screen keeps saying.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
