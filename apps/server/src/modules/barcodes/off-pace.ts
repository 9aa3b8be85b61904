import type { Clock } from '../../clock.js';

export const MINUTE_MS = 60_000;

export type PaceTurn = { turnAt: number } | { retryAfterMs: number };

/**
 * The whole server's pace towards Open Food Facts (docs/decisions/0023): a token bucket kept as one
 * "theoretical arrival time" (GCRA). A tenth of the rate may go at once (a household scanning a bag of
 * shopping), the rest is spaced so that no 60 s ever hold more than `perMinute` requests: burst +
 * (perMinute − burst) refilled per minute = perMinute. OFF is spared bursts, not only counted per minute.
 *
 * `reserve()` decides at once and in arrival order (the FIFO): a turn within `maxWaitMs` is taken and
 * kept, so a later caller can never overtake an earlier one; beyond that, nothing is taken and the
 * caller hears when a turn frees up. Time is the injected clock's, so tests decide when tokens refill.
 */
export function createOffPace(options: { clock: Clock; perMinute: number; maxWaitMs: number }) {
  const { clock, perMinute, maxWaitMs } = options;
  const burst = Math.max(1, Math.floor(perMinute / 10));
  const interval = MINUTE_MS / Math.max(1, perMinute - burst);
  const tolerance = (burst - 1) * interval;
  // When the bucket would be full again if nobody asked more: each reservation pushes it one interval.
  let theoretical = Number.NEGATIVE_INFINITY;

  return {
    burst,
    interval,
    reserve(): PaceTurn {
      const now = clock.now().getTime();
      const turnAt = Math.max(now, theoretical - tolerance);
      if (turnAt - now > maxWaitMs + ROUNDING_MS) return { retryAfterMs: turnAt - now };
      theoretical = Math.max(theoretical, now) + interval;
      return { turnAt };
    },
  };
}

export type OffPace = ReturnType<typeof createOffPace>;

const POLL_MS = 50;
// Turns add up fractions of a millisecond on times near 2e12 ms, where a double keeps ~0.0002 ms: a
// turn due now must not be refused for a rounding error. The turn given is exact; it is only accepted.
const ROUNDING_MS = 1;

/**
 * Waits until the injected clock reaches `turnAt`, or as long in real time, whichever comes first. In
 * production both are the same; a test clock that stands still cannot hold a waiter forever, and one
 * moved forward releases it within a poll. Waiters are few: at most what fits in the pace's wait.
 */
export async function waitForTurn(clock: Clock, turnAt: number): Promise<void> {
  const realDeadline = performance.now() + (turnAt - clock.now().getTime());
  for (;;) {
    const left = Math.min(turnAt - clock.now().getTime(), realDeadline - performance.now());
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, POLL_MS)));
  }
}
