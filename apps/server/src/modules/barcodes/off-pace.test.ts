import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../test/test-app.js';
import { createOffPace, MINUTE_MS, waitForTurn } from './off-pace.js';

/** A small deterministic generator: the demand below is irregular but the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
}

/** The most turns found in any minute [t, t + 60 s). Turns come sorted. */
function busiestMinute(turns: number[]): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < turns.length; last++) {
    while ((turns[last] as number) - (turns[first] as number) >= MINUTE_MS) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('the server-wide pace towards Open Food Facts', () => {
  it('lets a tenth of the rate go at once, then spaces the rest', () => {
    const clock = createTestClock();
    const pace = createOffPace({ clock, perMinute: 90, maxWaitMs: 3000 });
    const start = clock.now().getTime();
    const turns = Array.from({ length: 13 }, () => pace.reserve());
    expect(pace.burst).toBe(9);
    expect(turns.slice(0, 9)).toEqual(Array(9).fill({ turnAt: start }));
    // 81 more per minute after the 9 at once: 90 in the first minute, never more.
    expect(turns.slice(9).map((turn) => ('turnAt' in turn ? turn.turnAt - start : null))).toEqual(
      [1, 2, 3, 4].map((n) => expect.closeTo((n * MINUTE_MS) / 81, 3)),
    );
  });

  it('refuses a turn beyond the longest wait without taking it, and says when one frees up', () => {
    const clock = createTestClock();
    const pace = createOffPace({ clock, perMinute: 90, maxWaitMs: 3000 });
    for (let i = 0; i < 13; i++) pace.reserve();
    const refused = pace.reserve();
    expect(refused).toEqual({ retryAfterMs: expect.closeTo((5 * MINUTE_MS) / 81, 3) });
    // The refusal took nothing: once the clock reaches that turn, it is given at once.
    clock.advance(Math.ceil((5 * MINUTE_MS) / 81));
    expect(pace.reserve()).toEqual({ turnAt: clock.now().getTime() });
  });

  it.each([1, 5, 20, 90, 600])('never gives more than %i turns in any minute, whatever the demand', (perMinute) => {
    const clock = createTestClock();
    const pace = createOffPace({ clock, perMinute, maxWaitMs: 3000 });
    const random = seeded(perMinute);
    const turns: number[] = [];
    let refused = 0;
    // Ten simulated minutes of bursts and lulls, from every household at once.
    while (clock.now().getTime() < createTestClock().now().getTime() + 10 * MINUTE_MS) {
      for (let asked = random(perMinute / 4 + 3); asked > 0; asked--) {
        const turn = pace.reserve();
        if ('turnAt' in turn) turns.push(turn.turnAt);
        else refused++;
      }
      clock.advance(random(4000));
    }
    expect(turns).toEqual([...turns].sort((a, b) => a - b)); // first come, first served
    expect(busiestMinute(turns)).toBeLessThanOrEqual(perMinute);
    expect(refused).toBeGreaterThan(0); // the demand did exceed the pace
    expect(turns.length).toBeGreaterThanOrEqual(Math.max(1, perMinute - pace.burst) * 9); // and the pace was used
  });
});

// Real time is faked here (timers and performance.now): the tests say what waits, never how long a run took.
describe('waiting for a turn', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the promise has settled, without waiting for it. */
  function settled(promise: Promise<void>) {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  }

  it('ends as soon as the clock reaches the turn', async () => {
    const clock = createTestClock();
    const waiting = settled(waitForTurn(clock, clock.now().getTime() + 10 * MINUTE_MS));
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.done).toBe(false);
    clock.advance(10 * MINUTE_MS);
    await vi.advanceTimersByTimeAsync(50); // one poll
    expect(waiting.done).toBe(true);
  });

  it('ends after as long in real time when the clock stands still', async () => {
    const clock = createTestClock();
    const waiting = settled(waitForTurn(clock, clock.now().getTime() + 120));
    await vi.advanceTimersByTimeAsync(119);
    expect(waiting.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.done).toBe(true);
  });

  it('does not wait for a turn already due', async () => {
    const clock = createTestClock();
    const waiting = settled(waitForTurn(clock, clock.now().getTime()));
    await Promise.resolve();
    await Promise.resolve();
    expect(waiting.done).toBe(true);
  });
});
