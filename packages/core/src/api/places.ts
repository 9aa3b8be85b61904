import { endpoint } from './endpoint.js';

const BASE = '/places';

/** The household's places, the fridge, the freezer and the pantry first (decision 0062). */
export const listPlaces = /* @__PURE__ */ endpoint({
  name: 'listPlaces',
  method: 'GET',
  path: BASE,
  tag: 'households',
  schemas: { responses: { 200: 'placeListSchema' } },
});

export const createPlace = /* @__PURE__ */ endpoint({
  name: 'createPlace',
  method: 'POST',
  path: BASE,
  tag: 'households',
  creates: true,
  errors: ['place-name-taken', 'quota-exceeded'],
  schemas: { body: 'createPlaceBodySchema', responses: { 201: 'placeSchema' } },
});

export const updatePlace = /* @__PURE__ */ endpoint({
  name: 'updatePlace',
  method: 'PATCH',
  path: `${BASE}/:placeId`,
  tag: 'households',
  errors: ['not-found', 'place-name-taken', 'place-built-in'],
  schemas: { params: 'placeParamsSchema', body: 'updatePlaceBodySchema', responses: { 200: 'placeSchema' } },
});

/** 409 `place-in-use` while a unit is there; 409 `place-built-in` for the fridge, freezer and pantry. */
export const deletePlace = /* @__PURE__ */ endpoint({
  name: 'deletePlace',
  method: 'DELETE',
  path: `${BASE}/:placeId`,
  tag: 'households',
  errors: ['not-found', 'place-in-use', 'place-built-in'],
  schemas: { params: 'placeParamsSchema', responses: { 204: null } },
});
