import { describe, expect, it } from 'vitest';
import { addMonths, monthSpan, parisMonth, parisMonthStart } from './calendar.js';

describe('Europe/Paris months', () => {
  it('begins each month at midnight in Paris, in winter and in summer time', () => {
    expect(parisMonthStart('2026-01')).toBe('2025-12-31T23:00:00.000Z');
    expect(parisMonthStart('2026-04')).toBe('2026-03-31T22:00:00.000Z');
    expect(parisMonthStart('2026-10')).toBe('2026-09-30T22:00:00.000Z');
    expect(parisMonthStart('2026-11')).toBe('2026-10-31T23:00:00.000Z');
  });

  it('agrees with the time-zone database for every month start of 25 years', () => {
    const paris = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (let month = '2015-01'; month < '2040-01'; month = addMonths(month, 1)) {
      const start = new Date(parisMonthStart(month));
      const before = new Date(start.getTime() - 1);
      if (paris.format(start) !== `${month}-01, 00`) mismatches.push(`${month}: ${paris.format(start)}`);
      if (parisMonth(start) !== month || parisMonth(before) !== addMonths(month, -1)) mismatches.push(month);
    }
    expect(mismatches).toEqual([]);
  });

  it('moves and counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-08', 5)).toBe('2026-01');
    expect(addMonths('2026-03', -60)).toBe('2021-03');
    expect(monthSpan('2026-01', '2026-06')).toBe(6);
    expect(monthSpan('2025-11', '2026-02')).toBe(4);
    expect(monthSpan('2026-03', '2026-03')).toBe(1);
    // 23:30 UTC on 31 March is already April in Paris.
    expect(parisMonth(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03');
    expect(parisMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
  });

  it('refuses what is not a month', () => {
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
    expect(() => parisMonthStart('2026-1')).toThrow(RangeError);
  });
});
