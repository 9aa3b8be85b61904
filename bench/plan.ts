/**
 * The week plan's budgets (issue 15, decisions 0046 and 0047), on the household of 10 000 products and
 * 500 recipes seeded by products.ts and recipes.ts: « Proposer ma semaine » over the fourteen meals of
 * an empty week, one request at a time (each on an emptied week: a proposal over a full week does
 * nothing), p99 ≤ 300 ms; then `GET /api/plan?week=` of that week, its fourteen slots filled, p99 ≤ 50 ms.
 */
import { type LoadResult, measure } from './load.js';

const WEEK = '2027-W10';
const MEALS = ['lunch', 'dinner'] as const;

/** The seven dates of 2027-W10 (Monday 8 March 2027). */
const DAYS = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2027, 2, 8 + index)).toISOString().slice(0, 10));
const SLOTS = DAYS.flatMap((date) => MEALS.map((meal) => ({ date, meal })));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] as number;
const round = (value: number) => Math.round(value * 10) / 10;

export type ProposalTimes = { name: string; requests: number; p50: number; p99: number };
export type PlanResults = { load: LoadResult[]; proposals: ProposalTimes };

async function proposals(api: (path: string) => string, token: string, rounds: number): Promise<ProposalTimes> {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { date, meal } of SLOTS) {
      const emptied = await fetch(api(`/plan/slots/${date}/${meal}`), { method: 'DELETE', headers });
      if (!emptied.ok) throw new Error(`empty a slot: ${emptied.status}`);
      await emptied.arrayBuffer();
    }
    const start = performance.now();
    const response = await fetch(api('/plan/propose'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ week: WEEK, slots: SLOTS }),
    });
    const answer = (await response.json()) as { days: { slots: { recipeId: number | null }[] }[] };
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`propose: ${response.status}`);
    const filled = answer.days.flatMap((day) => day.slots).filter((slot) => slot.recipeId !== null).length;
    if (filled !== SLOTS.length) throw new Error(`propose filled ${filled} slots of ${SLOTS.length}`);
  }
  return {
    name: 'POST /api/plan/propose, 14 meals (500 recipes, 10 000 products), 1 client',
    requests: times.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
}

export async function measurePlan(api: (path: string) => string, token: string, seconds: number): Promise<PlanResults> {
  const headers = { authorization: `Bearer ${token}` };
  const proposed = await proposals(api, token, 100);
  // The last proposal left the week's fourteen slots filled.
  const load: LoadResult[] = [];
  for (const connections of [1, 10]) {
    load.push(
      await measure(`GET /api/plan?week= (14 slots filled)`, api(`/plan?week=${WEEK}`), headers, seconds, connections),
    );
  }
  return { load, proposals: proposed };
}
