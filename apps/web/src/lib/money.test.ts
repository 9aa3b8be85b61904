import { describe, expect, it } from 'vitest';
import { formatEuros, perUnit, readPrice } from './money';

describe('readPrice', () => {
  it.each([
    ['2,40', 240],
    ['2.40', 240],
    ['2,4', 240],
    ['2', 200],
    ['0,99', 99],
    [' 12,50 € ', 1250],
    ['1 250,00', 125_000],
    ['100000', 10_000_000],
  ])('reads « %s » as %i cents', (text, cents) => {
    expect(readPrice(text)).toEqual({ ok: true, cents });
  });

  it('reads an empty field as no price', () => {
    expect(readPrice('  ')).toEqual({ ok: true, cents: null });
  });

  it.each(['-1', '2,405', 'deux euros', '2,40,1', ',50'])('refuses « %s », saying how to write a price', (text) => {
    expect(readPrice(text)).toEqual({ ok: false, message: 'Un prix en euros, par exemple 2,40.' });
  });

  it('refuses more than 100 000 €', () => {
    expect(readPrice('100000,01')).toEqual({ ok: false, message: '100 000 € au plus.' });
  });
});

describe('formatEuros and perUnit', () => {
  it('writes cents as the French do', () => {
    expect(formatEuros(240)).toBe('2,40\u00a0€');
    expect(formatEuros(5)).toBe('0,05\u00a0€');
    expect(formatEuros(125_000)).toBe('1\u202f250,00\u00a0€');
    expect(formatEuros(10_000_000)).toBe('100\u202f000,00\u00a0€');
  });

  it('shares a pack’s price among its units, to the nearest cent', () => {
    expect(perUnit(240, 6)).toBe(40);
    expect(perUnit(100, 3)).toBe(33);
  });
});
