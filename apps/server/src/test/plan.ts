import type { PlanSlot, PlanWeek } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** GET /api/plan?week=…, expected to answer 200. */
export async function getWeek(app: FastifyInstance, headers: Headers, week: string): Promise<PlanWeek> {
  const response = await app.inject({ method: 'GET', url: `/api/plan?week=${week}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlanWeek;
}

/** PUT a slot, expected to answer 200. */
export async function putSlot(
  app: FastifyInstance,
  headers: Headers,
  date: string,
  meal: 'lunch' | 'dinner',
  body: Record<string, unknown>,
): Promise<PlanWeek> {
  const response = await app.inject({ method: 'PUT', url: `/api/plan/slots/${date}/${meal}`, headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlanWeek;
}

/** The slot of a week's answer. */
export function slotAt(week: PlanWeek, date: string, meal: 'lunch' | 'dinner'): PlanSlot {
  const slot = week.days.find((day) => day.date === date)?.slots.find((candidate) => candidate.meal === meal);
  if (!slot) throw new Error(`no slot ${date} ${meal}`);
  return slot;
}
