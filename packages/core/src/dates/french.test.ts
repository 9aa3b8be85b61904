import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateFnsFrench,
  daysBetween,
  formatDuration,
  formatMeridiem,
  formatShortDate,
  formatTime,
  frenchLocale,
  fromCalendarDate,
  isoWeekNumber,
  parseShortDate,
  toCalendarDate,
} from './index.js';

describe('French locale (product contract)', () => {
  it('starts weeks on Monday and numbers them the ISO way', () => {
    expect(frenchLocale.weekStartsOn).toBe(1);
    expect(frenchLocale.firstWeekContainsDate).toBe(4);
    expect(dateFnsFrench.options).toMatchObject({ weekStartsOn: 1, firstWeekContainsDate: 4 });
    // 4 January is always in week 1; 1 January 2027 (a Friday) still belongs to week 53 of 2026.
    expect(isoWeekNumber(new Date(2027, 0, 4))).toBe(1);
    expect(isoWeekNumber(new Date(2027, 0, 1))).toBe(53);
  });

  it('carries the PD/MD markers and the HH:mm and DD/MM/YYYY formats', () => {
    expect(frenchLocale.meridiem).toEqual({ am: 'PD', pm: 'MD' });
    expect(frenchLocale.formats).toEqual({ time: 'HH:mm', shortDate: 'DD/MM/YYYY' });
    expect(formatMeridiem(new Date(2026, 10, 21, 9, 0))).toBe('PD');
    expect(formatMeridiem(new Date(2026, 10, 21, 15, 0))).toBe('MD');
  });

  it('formats 24-hour time and short dates', () => {
    expect(formatTime(new Date(2026, 10, 21, 7, 5))).toBe('07:05');
    expect(formatTime(new Date(2026, 10, 21, 21, 45))).toBe('21:45');
    expect(formatShortDate(new Date(2026, 0, 3))).toBe('03/01/2026');
    expect(formatShortDate('2026-11-21')).toBe('21/11/2026');
  });
});

describe('calendar dates', () => {
  it('parses DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseShortDate('21/11/2026')).toBe('2026-11-21');
    expect(parseShortDate(' 01/03/2024 ')).toBe('2024-03-01');
    expect(parseShortDate('31/02/2026')).toBeNull();
    expect(parseShortDate('2026-11-21')).toBeNull();
  });

  it('round-trips any day without a timezone shift', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (date) => {
        const day = toCalendarDate(date);
        expect(toCalendarDate(fromCalendarDate(day))).toBe(day);
        expect(parseShortDate(formatShortDate(day))).toBe(day);
      }),
    );
  });

  it('counts days across the daylight-saving changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-21', '2026-11-19')).toBe(-2);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => fromCalendarDate('2026-02-30')).toThrow(RangeError);
    expect(() => fromCalendarDate('21/11/2026')).toThrow(RangeError);
  });

  it('formats durations the French way: « 45 min », « 1 h 30 »', () => {
    // Non-breaking spaces: a duration never breaks across two lines.
    expect(formatDuration(0)).toBe('0\u00a0min');
    expect(formatDuration(45)).toBe('45\u00a0min');
    expect(formatDuration(60)).toBe('1\u00a0h');
    expect(formatDuration(65)).toBe('1\u00a0h\u00a005');
    expect(formatDuration(135)).toBe('2\u00a0h\u00a015');
  });
});
