import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.js';
import { defaultDateKind, expiryPhrase, isToUseFirst, type UnitState, unitState, useFirstLimit } from './date-kind.js';

const TODAY = '2026-11-26';

describe('defaultDateKind', () => {
  it.each([
    [2, [], 'dlc'],
    [4, [], 'dlc'],
    [1, [], 'ddm'],
    [3, [], 'ddm'],
    [7, [], 'ddm'],
    [7, ['en:meals', 'en:prepared-meals', 'en:lasagnas'], 'dlc'],
    [5, ['en:dairies', 'en:desserts', 'en:dairy-desserts'], 'dlc'],
    [2, ['en:dairies', 'en:milks', 'en:uht-milks'], 'ddm'],
    [4, ['en:canned-foods', 'en:fishes', 'en:canned-fishes'], 'ddm'],
    [3, ['en:cereals-and-their-products', 'en:breakfast-cereals', 'en:oatmeals'], 'ddm'],
    [1, ['en:plant-based-foods', 'en:fresh-vegetables'], 'dlc'],
    [3, ['en:pastas', 'en:fresh-pastas'], 'dlc'],
  ] as const)('category %i with %j → %s', (categoryId, tags, kind) => {
    expect(defaultDateKind(categoryId, tags)).toBe(kind);
  });
});

describe('unitState', () => {
  it.each([
    ['2026-11-25', 'dlc', 'dlc-passed'],
    ['2026-11-01', 'dlc', 'dlc-passed'],
    ['2026-11-25', 'ddm', 'ddm-passed'],
    ['2026-11-26', 'dlc', 'today'],
    ['2026-11-26', 'ddm', 'today'],
    ['2026-11-27', 'ddm', 'tomorrow'],
    ['2026-11-28', 'dlc', 'soon'],
    ['2026-11-29', 'dlc', 'soon'],
    ['2026-11-30', 'dlc', 'later'],
    [null, 'dlc', 'undated'],
  ] as const)('%s (%s) → %s', (expiresOn, kind, state) => {
    expect(unitState(expiresOn, kind, TODAY)).toBe(state);
  });

  it('follows the lead time: 7 days ahead is soon with a week, later with 3 days', () => {
    expect(unitState('2026-12-03', 'dlc', TODAY, 7)).toBe('soon');
    expect(unitState('2026-12-03', 'dlc', TODAY, 3)).toBe('later');
  });

  it('counts calendar days across the October and March clock changes', () => {
    expect(unitState('2026-10-26', 'dlc', '2026-10-24')).toBe('soon');
    expect(unitState('2027-03-28', 'ddm', '2027-03-27')).toBe('tomorrow');
  });

  it('says « to use first » exactly for the dates up to the SQL limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 60 }),
        fc.constantFrom('dlc' as const, 'ddm' as const),
        fc.integer({ min: 1, max: 14 }),
        (offset, kind, leadDays) => {
          const expiresOn = addDays(TODAY, offset);
          const state: UnitState = unitState(expiresOn, kind, TODAY, leadDays);
          expect(isToUseFirst(state)).toBe(expiresOn <= useFirstLimit(TODAY, leadDays));
        },
      ),
    );
  });
});

describe('expiryPhrase', () => {
  it.each([
    ['2026-12-05', 'dlc', 'à consommer jusqu’au 05/12/2026'],
    ['2026-12-05', 'ddm', 'à consommer de préférence avant le 05/12/2026'],
    // A shopping-list line does not know its product's kind: the date alone, never a DLC's words.
    ['2026-12-05', null, 'daté du 05/12/2026'],
    [null, 'dlc', 'sans date'],
    [null, null, 'sans date'],
  ] as const)('%s (%s) → %s', (expiresOn, kind, phrase) => {
    expect(expiryPhrase(expiresOn, kind)).toBe(phrase);
  });
});
