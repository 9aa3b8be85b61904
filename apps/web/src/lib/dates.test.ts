import { describe, expect, it } from 'vitest';
import { formatShortDate, formatTime, frenchLocale, parseShortDate } from './dates';

describe('French dates', () => {
  it('carries the contract locale: Monday first, ISO weeks, HH:mm, DD/MM/YYYY, PD/MD', () => {
    expect(frenchLocale.weekStartsOn).toBe(1);
    expect(frenchLocale.firstWeekContainsDate).toBe(4);
    expect(frenchLocale.formats).toEqual({ time: 'HH:mm', shortDate: 'DD/MM/YYYY' });
    expect(frenchLocale.meridiem).toEqual({ am: 'PD', pm: 'MD' });
  });

  it('formats and parses like the rest of the app', () => {
    expect(formatTime(new Date(2025, 0, 4, 14, 5))).toBe('14:05');
    expect(formatShortDate('2025-01-04')).toBe('04/01/2025');
    expect(parseShortDate('31/12/2025')).toBe('2025-12-31');
  });
});
