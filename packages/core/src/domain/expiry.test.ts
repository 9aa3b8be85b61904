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
    ['2026-11-20', 'DLC dépassée depuis 1\u00a0jour', 'expired'],
    ['2026-11-19', 'DLC dépassée depuis 2\u00a0jours', 'expired'],
  ])('%s → "%s"', (expiresOn, label, tone) => {
    expect(expiryStatus(expiresOn, TODAY, 'dlc')).toMatchObject({ label, tone });
  });

  it('says "Vide" when nothing is in stock and "Sans date" when the stock does not expire', () => {
    expect(expiryStatus(null, TODAY, 'dlc', false)).toEqual({ label: 'Vide', tone: 'empty', daysLeft: null });
    expect(expiryStatus(null, TODAY, 'ddm')).toEqual({ label: 'Sans date', tone: 'none', daysLeft: null });
  });

  it('counts calendar days across daylight-saving changes', () => {
    expect(expiryStatus('2027-03-29', '2027-03-27', 'dlc').label).toBe('dans 2 jours');
    expect(expiryStatus('2026-10-26', '2026-10-24', 'ddm').label).toBe('dans 2 jours');
  });

  it('is never more urgent for a later date', () => {
    const order = ['expired', 'today', 'urgent', 'soon', 'fresh'];
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 30 }), (offset, gap) => {
        const day = (n: number) => toCalendarDate(new Date(2026, 10, 21 + n));
        const earlier = expiryStatus(day(offset), TODAY, 'dlc');
        const later = expiryStatus(day(offset + gap), TODAY, 'dlc');
        expect(order.indexOf(later.tone)).toBeGreaterThanOrEqual(order.indexOf(earlier.tone));
      }),
    );
  });

  it('says a DDM past is still good, in amber, and a DLC past in red', () => {
    expect(expiryStatus('2026-11-18', TODAY, 'ddm')).toEqual({
      label: 'DDM dépassée — encore bonne',
      tone: 'ddm-passed',
      daysLeft: -3,
    });
    expect(expiryStatus('2026-11-18', TODAY, 'dlc').tone).toBe('expired');
    expect(expiryStatus('2026-11-22', TODAY, 'ddm')).toMatchObject({ label: 'demain', tone: 'urgent' });
  });
});
