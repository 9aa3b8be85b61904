import { getHousehold } from '@glouton/core/api';
import type { HouseholdDetails } from '@glouton/core/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { householdKeys } from './keys';

/** The household, its members and who is asking. */
export function householdQueryOptions() {
  return queryOptions({
    queryKey: householdKeys.details(),
    queryFn: ({ signal }) => callApi(getHousehold, {}, { signal }),
    // Members change rarely, and the live event `household-changed` refreshes it when they do.
    staleTime: 5 * 60_000,
  });
}

export const useHousehold = () => useQuery(householdQueryOptions());

/**
 * Who is looking, when the screens should say who did what (« ajouté par Marie »): only in a household
 * of several people, where it is news. Null until the household is known — a screen never waits for it
 * — and while the person is alone, where it would be noise.
 */
export function useWhoIsLooking(): { you: number } | null {
  const { data } = useQuery({
    ...householdQueryOptions(),
    select: (household) => (household.members.length > 1 ? household.you : null),
  });
  return typeof data === 'number' ? { you: data } : null;
}

export const isOwner = (household: HouseholdDetails) =>
  household.members.some((member) => member.userId === household.you && member.role === 'owner');
