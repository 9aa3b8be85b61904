import { describe, expect, it } from 'vitest';
import { parisHour, parisInstant } from './calendar.js';

// The hour of a member's digest is a Europe/Paris hour; the server's clock is UTC.
describe('the Paris clock', () => {
  it('agrees with the time-zone database on the hour, every half hour of 12 years', () => {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2036, 0, 1); time += 1_800_000) {
      const now = new Date(time);
      if (parisHour(now) !== Number(hour.format(now))) mismatches.push(now.toISOString());
    }
    expect(mismatches).toEqual([]);
    // 220 000 Intl calls: seconds on a loaded machine, never a fault of the rule.
  }, 60_000);

  it('finds the instant of a wall-clock time, on ordinary days and on both clock changes', () => {
    expect(parisInstant('2026-11-26', 18).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(parisInstant('2026-07-14', 18, 30).toISOString()).toBe('2026-07-14T16:30:00.000Z');
    // 29 March 2026: 02:00 → 03:00. 02:30 does not exist: it is the instant the clocks show 03:30.
    expect(parisInstant('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisInstant('2026-03-29', 3).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(parisInstant('2026-03-29', 1).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // 25 October 2026: 03:00 → 02:00. 02:30 happens twice: the first one.
    expect(parisInstant('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parisInstant('2026-10-25', 18).toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(parisInstant('2026-10-24', 18).toISOString()).toBe('2026-10-24T16:00:00.000Z');
  });
});
