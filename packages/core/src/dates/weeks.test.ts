import { describe, expect, it } from 'vitest';
import { addWeeks, isoWeekDays, isoWeekMonday, isoWeekOf, weekdayName, weekdayShort } from './weeks.js';

describe('ISO weeks', () => {
  it('names the week of a date, its year decided by its Thursday', () => {
    expect(isoWeekOf('2026-11-26')).toBe('2026-W48');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('gives the seven days from Monday', () => {
    expect(isoWeekDays('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(isoWeekMonday('2025-W01')).toBe('2024-12-30');
  });

  it('refuses weeks that do not exist', () => {
    expect(isoWeekMonday('2026-W54')).toBeNull();
    expect(isoWeekMonday('2025-W53')).toBeNull();
    expect(isoWeekMonday('2026-W53')).toBe('2026-12-28');
    expect(isoWeekMonday('2026-W00')).toBeNull();
    expect(isoWeekMonday('2026-48')).toBeNull();
  });

  it('moves by weeks across years', () => {
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01');
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53');
  });

  it('names weekdays in French', () => {
    expect(weekdayName('2026-11-26')).toBe('jeudi');
    expect(weekdayShort('2026-11-24')).toBe('mar.');
    expect(weekdayShort('2026-11-29')).toBe('dim.');
  });
});
