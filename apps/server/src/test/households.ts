import type { CreatedInvitation, HouseholdDetails, JoinedHousehold } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerUser } from './test-app.js';

type Headers = Record<string, string>;
export type Person = Awaited<ReturnType<typeof registerUser>> & { userId: number };

/** A fresh account, with its user id (read from /api/me). */
export async function person(app: FastifyInstance, email?: string): Promise<Person> {
  const registered = await registerUser(app, email);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: registered.headers });
  return { ...registered, userId: (me.json() as { user: { id: number } }).user.id };
}

export async function household(app: FastifyInstance, headers: Headers): Promise<HouseholdDetails> {
  const response = await app.inject({ method: 'GET', url: '/api/household', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HouseholdDetails;
}

export async function invite(app: FastifyInstance, headers: Headers): Promise<CreatedInvitation> {
  const response = await app.inject({ method: 'POST', url: '/api/household/invitations', headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedInvitation;
}

export const joinWith = (app: FastifyInstance, headers: Headers, code: string, bringData = false) =>
  app.inject({ method: 'POST', url: '/api/household/join', headers, payload: { code, bringData } });

/** `guest` joins `host`'s household (bringing nothing); answers where they are now. */
export async function joinHouseholdOf(app: FastifyInstance, host: Headers, guest: Headers, bringData = false) {
  const { code } = await invite(app, host);
  const response = await joinWith(app, guest, code, bringData);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JoinedHousehold;
}
