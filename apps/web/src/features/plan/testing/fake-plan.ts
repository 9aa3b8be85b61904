import { isoWeekDays } from '@glouton/core/dates';
import type { PlanSlot, PlanWeek } from '@glouton/core/schemas';
import { afterEach, beforeEach, vi } from 'vitest';
import { setToken } from '../../../lib/storage';

/** A meal with nothing planned. */
export const emptySlot = (meal: 'lunch' | 'dinner'): PlanSlot => ({
  meal,
  recipeId: null,
  recipeName: null,
  servings: null,
  note: null,
  productId: null,
  productName: null,
  cookedAt: null,
});

/** The week as `GET /plan` answers it: every slot empty but those `fill` names (`2025-06-10/dinner`). */
export function planWeek(name: string, fill: Record<string, Partial<PlanSlot>> = {}): PlanWeek {
  return {
    week: name,
    lunchTime: '12:30',
    dinnerTime: '19:30',
    days: isoWeekDays(name).map((date) => ({
      date,
      slots: (['lunch', 'dinner'] as const).map((meal) => ({ ...emptySlot(meal), ...fill[`${date}/${meal}`] })),
    })),
  };
}

/** Each test of the file starts signed in, the page's clock (Date only) at `now`. */
export function signedInAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    setToken('t');
  });
  afterEach(() => vi.useRealTimers());
}
