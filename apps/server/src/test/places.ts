import type { Place } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

/** The household's places (`GET /api/places`). */
export async function listPlaces(app: FastifyInstance, headers: Headers): Promise<Place[]> {
  const response = await app.inject({ method: 'GET', url: '/api/places', headers });
  if (response.statusCode !== 200) throw new Error(`places failed: ${response.statusCode} ${response.body}`);
  return response.json() as Place[];
}

/** The household's place of this name (« Frigo », « Congélateur », « Placard », its own). */
export async function placeNamed(app: FastifyInstance, headers: Headers, name: string): Promise<Place> {
  const place = (await listPlaces(app, headers)).find((candidate) => candidate.name === name);
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

export async function createPlace(app: FastifyInstance, headers: Headers, body: { name: string; kind?: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/places', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create place failed: ${response.statusCode} ${response.body}`);
  return response.json() as Place;
}
