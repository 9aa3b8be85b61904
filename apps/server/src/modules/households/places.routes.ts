import { createPlace, deletePlace, listPlaces, updatePlace } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { PlacesService } from './places.service.js';

export function placesRoutes(places: PlacesService) {
  return [
    route(listPlaces, ({ auth }) => places.list(auth.householdId)),
    route(createPlace, ({ auth, body }) => places.create(auth.householdId, body)),
    route(updatePlace, ({ auth, params, body }) => places.update(auth.householdId, params.placeId, body)),
    route(deletePlace, ({ auth, params }) => places.remove(auth.householdId, params.placeId)),
  ];
}
