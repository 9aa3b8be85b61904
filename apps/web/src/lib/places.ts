import { listPlaces } from '@glouton/core/api';
import type { Place } from '@glouton/core/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The household's places (decision 0062): the product page moves and freezes units into them, the
 * products list filters by them, « Foyer » manages them. Shared by those features, so kept here.
 */
export const placesKey = ['places'] as const;

export function placesQueryOptions() {
  return queryOptions({
    queryKey: placesKey,
    queryFn: ({ signal }) => callApi(listPlaces, {}, { signal }),
    // Places change rarely; « Foyer » refreshes them after each change it makes.
    staleTime: 5 * 60_000,
  });
}

export const usePlaces = () => useQuery(placesQueryOptions());

/** The place of this id, when known (a unit added offline has none until the server answers). */
export const placeOf = (places: readonly Place[] | undefined, id: number) => places?.find((place) => place.id === id);
