import { describe, expect, it } from 'vitest';
import { isMealAhead, mealInstant, planSoonUntil } from './plan.js';

const TIMES = { lunchTime: '12:30', dinnerTime: '19:30' };

describe('isMealAhead', () => {
  it('is ahead until the meal’s time, Paris time, on either side of a clock change', () => {
    // Saturday 21 November 2026 at 23:53 in Paris (UTC+1).
    const late = new Date('2026-11-21T22:53:00Z');
    expect(isMealAhead('2026-11-21', 'lunch', TIMES, late)).toBe(false);
    expect(isMealAhead('2026-11-21', 'dinner', TIMES, late)).toBe(false);
    expect(isMealAhead('2026-11-22', 'lunch', TIMES, late)).toBe(true);
    const noon = new Date('2026-11-21T11:00:00Z');
    expect(isMealAhead('2026-11-21', 'lunch', TIMES, noon)).toBe(true);
    expect(isMealAhead('2026-11-21', 'lunch', { ...TIMES, lunchTime: '11:45' }, noon)).toBe(false);
    // A week without its times (an offline copy from before they were answered): the defaults.
    expect(isMealAhead('2026-11-21', 'dinner', {}, late)).toBe(false);
    expect(mealInstant('2026-11-22', 'dinner', {}).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    // Summer time (UTC+2): 12:30 in Paris is 10:30 UTC.
    expect(mealInstant('2026-06-10', 'lunch', TIMES).toISOString()).toBe('2026-06-10T10:30:00.000Z');
  });
});

describe('planSoonUntil', () => {
  it('counts the lead time from the meal’s day, never under 3 days', () => {
    expect(planSoonUntil('2026-11-28', 3)).toBe('2026-12-01');
    expect(planSoonUntil('2026-11-28', 1)).toBe('2026-12-01');
    expect(planSoonUntil('2026-11-28', 7)).toBe('2026-12-05');
  });
});
