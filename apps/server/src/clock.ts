/** Time is a dependency so tests can move it (session expiry, expiry dates). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
