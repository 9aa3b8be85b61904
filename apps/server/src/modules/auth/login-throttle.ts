// How failed log-ins slow the next attempts down (decision 0024); the counts are kept by
// login-throttle.repository.ts, so that every app server counts the same.

/** Failures allowed before each new attempt must wait; the wait then doubles, up to a minute. */
export const FREE_FAILURES = 5;
export const MAX_WAIT_MS = 60_000;
/** A throttle nobody touched for a day is forgotten. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** How long an account must wait after `failures` consecutive failed log-ins. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}
