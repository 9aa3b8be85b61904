// @engine-independent: parses durations, no database (decision 0073).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDurationMinutes } from './iso-duration.js';

describe('isoDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT90M', 90],
    ['PT20M', 20],
    ['pt1h', 60],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['P1W', 10_080],
    ['PT45M30S', 46],
    ['PT0M', 0],
    [' PT10M ', 10],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(isoDurationMinutes(text)).toBe(minutes);
  });

  it.each([['P'], ['PT'], ['P1DT'], ['1H30'], ['45 min'], ['PT-5M'], ['P1M'], ['P1Y'], ['PTH'], [''], ['PT1H30']])(
    'refuses %j',
    (text) => {
      expect(isoDurationMinutes(text)).toBeNull();
    },
  );

  it('refuses what is not a string', () => {
    for (const value of [45, null, undefined, {}, ['PT1H']]) expect(isoDurationMinutes(value)).toBeNull();
  });

  it('reads any hours and minutes written the ISO way', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(600), (hours, minutes) => {
        expect(isoDurationMinutes(`PT${hours}H${minutes}M`)).toBe(hours * 60 + minutes);
      }),
    );
  });

  it('never throws and answers null or a whole number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const minutes = isoDurationMinutes(text);
        expect(minutes === null || Number.isInteger(minutes)).toBe(true);
      }),
    );
  });
});
