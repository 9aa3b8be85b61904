import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDay, formatSince } from './date-time';

// Run in Europe/Paris (the suite's TZ): 2025-06-01T07:00Z is 09:00 there.
const NOW = new Date('2025-06-10T10:00:00.000Z');

describe('instants in French words', () => {
  it('writes the first of a month « 1er », in full and short forms, with the year when it is not this one', () => {
    expect(formatDateTime('2025-06-01T07:00:00.000Z', NOW)).toBe('1er juin à 09:00');
    expect(formatDateTime('2024-12-01T07:00:00.000Z', NOW)).toBe('1er décembre 2024 à 08:00');
    expect(formatShortDay('2025-06-01T07:00:00.000Z', NOW)).toBe('1er juin');
    expect(formatShortDay('2024-11-12T07:00:00.000Z', NOW)).toBe('12 nov. 2024');
    expect(formatSince('2025-06-01T07:00:00.000Z', NOW)).toBe('le 1er juin à 09:00');
  });

  it('keeps the other days as numbers', () => {
    expect(formatDateTime('2025-06-17T12:30:00.000Z', NOW)).toBe('17 juin à 14:30');
    expect(formatShortDay('2025-06-02T07:00:00.000Z', NOW)).toBe('2 juin');
  });
});
