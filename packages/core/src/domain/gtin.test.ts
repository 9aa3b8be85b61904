import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandUpcE, gs1CheckDigit, hasValidCheckDigit, isInStoreCode, normalizeGtin } from './gtin.js';

// The real barcode photos committed with the repository (fixtures/barcodes/README.md).
const FIXTURES = join(import.meta.dirname, '../../../../fixtures/barcodes');

function fixtureCodes(folder: string): string[] {
  return readdirSync(join(FIXTURES, folder))
    .filter((file) => /^[\w-]+\.txt$/.test(file) && !file.endsWith('.result.txt'))
    .map((file) => readFileSync(join(FIXTURES, folder, file), 'utf8').trim());
}

describe('check digits', () => {
  it('accepts every real code of the fixture photos', () => {
    for (const folder of ['ean13-1', 'ean8-1', 'upca-1']) {
      for (const code of fixtureCodes(folder)) expect(hasValidCheckDigit(code), `${folder} ${code}`).toBe(true);
    }
  });

  it('rejects any single-digit typo of a valid EAN-13', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{12}$/),
        fc.nat(12),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const code = `${body}${gs1CheckDigit(body)}`;
          const digit = (Number(code[position]) + shift) % 10;
          const typo = `${code.slice(0, position)}${digit}${code.slice(position + 1)}`;
          expect(hasValidCheckDigit(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('normalizeGtin', () => {
  it('keeps EAN-13 and EAN-8, turns UPC-A into its EAN-13', () => {
    expect(normalizeGtin('3560070169443')).toEqual({
      ok: true,
      gtin: '3560070169443',
      format: 'EAN-13',
      inStore: false,
    });
    expect(normalizeGtin('48512343')).toMatchObject({ ok: true, gtin: '48512343', format: 'EAN-8' });
    expect(normalizeGtin('036602301467')).toMatchObject({ ok: true, gtin: '0036602301467', format: 'UPC-A' });
    expect(normalizeGtin('0036602301467')).toMatchObject({ ok: true, gtin: '0036602301467', format: 'UPC-A' });
    expect(normalizeGtin('03560070169443')).toMatchObject({ ok: true, gtin: '3560070169443' });
  });

  it('ignores spaces and dashes a person may type', () => {
    expect(normalizeGtin(' 3 560070 169443 ')).toMatchObject({ ok: true, gtin: '3560070169443' });
  });

  it('expands UPC-E when the decoder says so', () => {
    // UPC-E 04252614 ↔ UPC-A 042100005264 (GS1 example).
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('425261')).toBe('042100005264');
    expect(normalizeGtin('04252614', 'UPC-E')).toMatchObject({ ok: true, gtin: '0042100005264', format: 'UPC-E' });
    expect(normalizeGtin('04252615', 'UPC-E')).toEqual({ ok: false, reason: 'bad-check-digit' });
  });

  it('explains what is wrong', () => {
    expect(normalizeGtin('35600701694A3')).toEqual({ ok: false, reason: 'not-digits' });
    expect(normalizeGtin('12345')).toEqual({ ok: false, reason: 'bad-length' });
    expect(normalizeGtin('3560070169444')).toEqual({ ok: false, reason: 'bad-check-digit' });
  });

  it('is idempotent on every valid code', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 11, 12, 13), fc.nat(), (bodyLength, seed) => {
        const body = String(seed).padStart(bodyLength, '7').slice(0, bodyLength);
        const first = normalizeGtin(`${body}${gs1CheckDigit(body)}`);
        if (!first.ok) return;
        expect(normalizeGtin(first.gtin)).toMatchObject({ ok: true, gtin: first.gtin });
      }),
    );
  });
});

describe('in-store codes', () => {
  it('flags variable-weight and restricted codes, never real products', () => {
    expect(isInStoreCode('2123456000007')).toBe(true);
    expect(isInStoreCode('0212345000004')).toBe(true);
    expect(isInStoreCode('20123457')).toBe(true);
    expect(isInStoreCode('3560070169443')).toBe(false);
    expect(isInStoreCode('0036602301467')).toBe(false);
    expect(normalizeGtin('2000000000008')).toMatchObject({ ok: true, inStore: true });
  });
});
