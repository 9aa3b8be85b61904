import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { dayOfMonthText, formatDayWords, monthName } from './long-dates.js';

describe('formatDayWords', () => {
  it.each([
    ['2026-12-01', {}, '1er décembre'],
    ['2026-12-01', { weekday: true }, 'mardi 1er décembre'],
    ['2026-12-01', { weekday: true, year: true }, 'mardi 1er décembre 2026'],
    ['2026-11-12', { shortMonth: true }, '12 nov.'],
    ['2027-01-01', { shortMonth: true, year: true }, '1er janv. 2027'],
    ['2026-11-26', { weekday: true }, 'jeudi 26 novembre'],
    ['2026-12-02', {}, '2 décembre'],
    ['2026-12-31', {}, '31 décembre'],
  ] as const)('%s %j → %s', (date, options, words) => {
    expect(formatDayWords(date, options)).toBe(words);
  });

  it('writes the first of every month « 1er », and no other day with « er »', () => {
    for (let month = 1; month <= 12; month++) {
      const first = `2026-${String(month).padStart(2, '0')}-01`;
      expect(formatDayWords(first)).toBe(`1er ${monthName(month)}`);
      expect(formatDayWords(addDays(first, 1))).not.toContain('er ');
    }
    expect(dayOfMonthText(21)).toBe('21');
  });

  it('names the months as Intl does in fr-FR, long and short, but the first day', () => {
    for (let month = 1; month <= 12; month++) {
      const day = new Date(Date.UTC(2026, month - 1, 15));
      const intl = (format: 'long' | 'short') =>
        new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: format, timeZone: 'UTC' }).format(day);
      expect(formatDayWords(`2026-${String(month).padStart(2, '0')}-15`)).toBe(intl('long'));
      expect(formatDayWords(`2026-${String(month).padStart(2, '0')}-15`, { shortMonth: true })).toBe(intl('short'));
    }
  });
});
