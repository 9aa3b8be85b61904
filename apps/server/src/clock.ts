/** Time is a dependency so tests can move it (session expiry, expiry dates). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be set: the tests', and the server's own when NODE_ENV=test (the e2e's test clock). */
export type SettableClock = Clock & { set(date: Date): void; advance(ms: number): void };

export function createSettableClock(start: Date = new Date()): SettableClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set(date) {
      now = date.getTime();
    },
    advance(ms) {
      now += ms;
    },
  };
}

/**
 * The server's clock when NODE_ENV=test: the real time, shifted by what `set` asked (a browser journey
 * moves the server to 18:00 for the daily digest), and running on from there.
 */
export function createShiftedClock(): SettableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(date) {
      offset = date.getTime() - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
  };
}

export const isSettable = (clock: Clock): clock is SettableClock => 'set' in clock && typeof clock.set === 'function';
