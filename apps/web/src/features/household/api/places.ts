import { createPlace, deletePlace, updatePlace } from '@glouton/core/api';
import type { CreatePlaceBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placesKey } from '../../../lib/places';
import { randomKey } from '../../../lib/random-key';

/** « Endroits »: the household's own places added, renamed, deleted (decision 0062); the list follows. */
export function usePlaceChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: placesKey });
  return {
    create: useMutation({
      mutationFn: (body: CreatePlaceBody) => callApi(createPlace, { body }, { idempotencyKey: randomKey() }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ placeId, name }: { placeId: number; name: string }) =>
        callApi(updatePlace, { params: { placeId }, body: { name } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (placeId: number) => callApi(deletePlace, { params: { placeId } }),
      onSuccess: refresh,
    }),
  };
}
