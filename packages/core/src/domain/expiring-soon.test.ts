import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.js';
import { EXPIRING_SOON_DAYS, expiringSoonLimit, isExpiringSoon } from './expiring-soon.js';

describe('isExpiringSoon', () => {
  it('counts today, the next three days and anything already expired; not later, not undated units', () => {
    const today = '2026-11-23';
    expect(isExpiringSoon('2026-11-01', today)).toBe(true);
    expect(isExpiringSoon(today, today)).toBe(true);
    expect(isExpiringSoon('2026-11-26', today)).toBe(true);
    expect(isExpiringSoon('2026-11-27', today)).toBe(false);
    expect(isExpiringSoon(null, today)).toBe(false);
  });

  it('agrees with the limit the server compares to in SQL, for any day', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: -30, max: 30 }), (date, offset) => {
        const today = date.toISOString().slice(0, 10);
        const expiresOn = addDays(today, offset);
        expect(isExpiringSoon(expiresOn, today)).toBe(expiresOn <= expiringSoonLimit(today));
        expect(isExpiringSoon(expiresOn, today)).toBe(offset <= EXPIRING_SOON_DAYS);
      }),
    );
  });
});
