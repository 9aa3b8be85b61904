import { describe, expect, it } from 'vitest';
import { unitState } from './date-kind.js';
import { addCalendarMonths, FREEZER_KEEPING, freezerDate, freezesWell, thawedDate, unitDateKind } from './freezing.js';

describe('the freezer table', () => {
  it('has a time for each of the seven categories', () => {
    expect(Object.keys(FREEZER_KEEPING).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('counts months from the day frozen, kept within the month', () => {
    expect(freezerDate(4, '2026-11-21')).toBe('2027-02-21');
    expect(freezerDate(1, '2026-11-21')).toBe('2027-07-21');
    expect(addCalendarMonths('2026-08-31', 3)).toBe('2026-11-30');
    expect(addCalendarMonths('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('offers to freeze meat, bread, fruit and leftovers, not yogurt nor drinks', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((category) => freezesWell(category))).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(freezesWell(2, true)).toBe(true);
  });

  it('gives a thawed unit the next day', () => {
    expect(thawedDate('2026-12-31')).toBe('2027-01-01');
  });
});

describe('unitDateKind: where a frozen or thawed unit stands (decision 0038’s rule, extended)', () => {
  it('reads a frozen unit’s date as a DDM and a thawed one’s as a DLC', () => {
    const frozen = unitDateKind('dlc', { frozenOn: '2026-08-01', thawedOn: null });
    expect(unitState('2026-11-20', frozen, '2026-11-21')).toBe('ddm-passed');
    const thawed = unitDateKind('ddm', { frozenOn: '2026-08-01', thawedOn: '2026-11-20' });
    expect(unitState('2026-11-20', thawed, '2026-11-21')).toBe('dlc-passed');
    expect(unitDateKind('dlc', { frozenOn: null, thawedOn: null })).toBe('dlc');
  });
});
