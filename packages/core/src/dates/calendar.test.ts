import { describe, expect, it } from 'vitest';
import { expiringSoonLimit } from '../domain/expiring-soon.js';
import { addDays, parisToday } from './calendar.js';

describe('expiring soon', () => {
  it("takes today's date in Paris, whatever the server's timezone", () => {
    expect(parisToday(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(parisToday(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
    expect(parisToday(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(parisToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('agrees with the time-zone database for every hour of 25 years, clock changes included', () => {
    const paris = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2015, 0, 1); time < Date.UTC(2040, 0, 1); time += 3_600_000) {
      const now = new Date(time);
      if (parisToday(now) !== paris.format(now)) mismatches.push(now.toISOString());
    }
    expect(mismatches).toEqual([]);
    // Around the changes of 2026: 29 March and 25 October, 01:00 UTC.
    expect(parisToday(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(parisToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(parisToday(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(parisToday(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(parisToday(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(parisToday(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    // 220 000 Intl calls: seconds on a loaded machine, never a fault of the rule.
  }, 60_000);

  it('moves calendar dates across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
    expect(addDays('2026-10-24', 3)).toBe('2026-10-27');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
  });

  it('reaches 3 days after today', () => {
    expect(expiringSoonLimit(parisToday(new Date('2026-11-21T10:00:00Z')))).toBe('2026-11-24');
  });
});
