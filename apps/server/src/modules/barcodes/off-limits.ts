import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { createHouseholdQuota } from './household-quota.js';
import { createOffPace } from './off-pace.js';

/** OFF publishes 100 product reads per minute per IP; we stay under it (OFF_REQUESTS_PER_MINUTE). */
export const DEFAULT_REQUESTS_PER_MINUTE = 90;
/** A household scanning its shopping scans a few codes a minute; 30 leaves room for the whole bag. */
export const DEFAULT_HOUSEHOLD_REQUESTS_PER_MINUTE = 30;
/**
 * The person is at the scanner, and OFF itself may then take up to OFF_TIMEOUT_MS: a queued look-up
 * waits a few seconds at most, beyond that it is refused at once rather than left spinning.
 */
export const DEFAULT_MAX_QUEUE_WAIT_MS = 3000;

export type OffLimitsOptions = {
  clock: Clock;
  requestsPerMinute: number;
  householdRequestsPerMinute: number;
  maxQueueWaitMs: number;
};

export type Admission = { turnAt: number } | { refusedBy: 'household' | 'server'; retryAfterMs: number };

/**
 * Who may send a look-up to Open Food Facts, and when. Synchronous, so the service can put an admitted
 * look-up in flight before anyone else looks: repeats of that code then join it and cost nothing.
 */
export function createOffLimits({
  clock,
  requestsPerMinute,
  householdRequestsPerMinute,
  maxQueueWaitMs,
}: OffLimitsOptions) {
  const pace = createOffPace({ clock, perMinute: requestsPerMinute, maxWaitMs: maxQueueWaitMs });
  const quota = createHouseholdQuota({ clock, perMinute: householdRequestsPerMinute });

  return {
    admit(householdId: number): Admission {
      // The household first: its refusal must not take a turn from everyone else.
      const householdWait = quota.retryAfterMs(householdId);
      if (householdWait > 0) return { refusedBy: 'household', retryAfterMs: householdWait };
      const turn = pace.reserve();
      if ('retryAfterMs' in turn) return { refusedBy: 'server', retryAfterMs: turn.retryAfterMs };
      quota.record(householdId, turn.turnAt);
      return turn;
    },
  };
}

export type OffLimits = ReturnType<typeof createOffLimits>;

/** 429 `rate-limited`: nothing was sent to OFF; the person can retry later or type the product. */
export function rateLimited({ refusedBy, retryAfterMs }: Extract<Admission, { refusedBy: unknown }>): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message =
    refusedBy === 'household'
      ? `Votre foyer a cherché beaucoup de codes-barres en une minute : réessayez dans ${seconds} s, ou saisissez le produit vous-même, son code-barres sera conservé.`
      : `Open Food Facts est très sollicité en ce moment : réessayez dans ${seconds} s, ou saisissez le produit vous-même, son code-barres sera conservé.`;
  return new AppError('rate-limited', 429, message, undefined, { 'retry-after': String(seconds) });
}
