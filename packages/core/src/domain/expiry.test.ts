import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCalendarDate } from '../dates/calendar.js';
import { expiryStatus } from './expiry.js';

const TODAY = '2026-11-21';

describe('expiryStatus', () => {
  it.each([
    ['2026-11-21', 'aujourd’hui', 'today'],
    ['2026-11-22', 'demain', 'urgent'],
    ['2026-11-23', 'dans 2 jours', 'urgent'],
    ['2026-11-26', 'dans 5 jours', 'soon'],
    ['2026-12-21', 'dans 30 jours', 'fresh'],
    ['2026-11-20', 'expiré depuis 1 jour', 'expired'],
    ['2026-11-19', 'expiré depuis 2 jours', 'expired'],
  ])('%s → "%s"', (expiresOn, label, tone) => {
    expect(expiryStatus(expiresOn, TODAY)).toMatchObject({ label, tone });
  });

  it('says "Vide" when nothing is in stock and "Sans date" when the stock does not expire', () => {
    expect(expiryStatus(null, TODAY, false)).toEqual({ label: 'Vide', tone: 'empty', daysLeft: null });
    expect(expiryStatus(null, TODAY)).toEqual({ label: 'Sans date', tone: 'none', daysLeft: null });
  });

  it('counts calendar days across daylight-saving changes', () => {
    expect(expiryStatus('2027-03-29', '2027-03-27').label).toBe('dans 2 jours');
    expect(expiryStatus('2026-10-26', '2026-10-24').label).toBe('dans 2 jours');
  });

  it('is never more urgent for a later date', () => {
    const order = ['expired', 'today', 'urgent', 'soon', 'fresh'];
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 30 }), (offset, gap) => {
        const day = (n: number) => toCalendarDate(new Date(2026, 10, 21 + n));
        const earlier = expiryStatus(day(offset), TODAY);
        const later = expiryStatus(day(offset + gap), TODAY);
        expect(order.indexOf(later.tone)).toBeGreaterThanOrEqual(order.indexOf(earlier.tone));
      }),
    );
  });
});
