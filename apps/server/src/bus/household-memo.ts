import type { View } from '@glouton/core/api';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';
import type { Bus } from './bus.js';
import { eventsStaling } from './domain-changes.js';
import type { DomainEvents, EventName } from './domain-events.js';

type Options = {
  bus: Bus;
  clock: Clock;
  /**
   * What the remembered answers show: the changes that make that view stale (core's `STALE_AFTER`, the
   * map the web refreshes by) make what was remembered for the household out of date.
   */
  view: View;
  /** Entries kept at most, all households together (the least recently used go first). */
  max: number;
  /** Every change reaches every app server through the bus; this bound matters only if one were lost. */
  ttlMs: number;
};

/** The households an event is about: its own, or both for a person who moved from one to the other. */
function householdsOf(payload: DomainEvents[EventName]): number[] {
  if ('householdId' in payload) return [payload.householdId];
  if ('fromHouseholdId' in payload) return [payload.fromHouseholdId, payload.toHouseholdId];
  return [];
}

/**
 * Answers remembered per household until the household changes (docs/decisions/0027): a household
 * reads its cupboard and its recipes far more often than it changes them, and often from several phones
 * at once. Each change moves the household on to a new generation, part of every key: what was
 * remembered before can no longer be found, and an answer computed while a change committed is
 * stored under the generation it started with, so it is never served after that change.
 */
export function createHouseholdMemo<T extends NonNullable<unknown>>({ bus, clock, view, max, ttlMs }: Options) {
  const answers = new LRUCache<string, T>({ max, ttl: ttlMs, perf: { now: () => clock.now().getTime() } });
  const generations = new Map<number, number>();
  const generationOf = (householdId: number) => generations.get(householdId) ?? 0;
  for (const name of eventsStaling(view)) {
    bus.on(name, (payload) => {
      for (const householdId of householdsOf(payload)) generations.set(householdId, generationOf(householdId) + 1);
    });
  }

  return {
    async get(householdId: number, key: string, compute: () => Promise<T>): Promise<T> {
      const slot = `${householdId}:${generationOf(householdId)}:${key}`;
      const known = answers.get(slot);
      if (known !== undefined) return known;
      const answer = await compute();
      answers.set(slot, answer);
      return answer;
    },
  };
}

export type HouseholdMemo<T extends NonNullable<unknown>> = ReturnType<typeof createHouseholdMemo<T>>;
