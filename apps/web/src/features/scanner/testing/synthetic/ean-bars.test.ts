import { gs1CheckDigit } from '@glouton/core/domain';
import { describe, expect, it } from 'vitest';
import { eanModules, randomCode } from './ean-bars';
import { seeded } from './random';

describe('synthetic barcode modules', () => {
  it('draws each format with its module count and guard bars', () => {
    const ean13 = eanModules('4006381333931', 'EAN-13');
    expect(ean13).toHaveLength(95);
    expect([ean13.slice(0, 3), ean13.slice(45, 50), ean13.slice(92)]).toEqual(['101', '01010', '101']);
    expect(eanModules('036602301467', 'UPC-A')).toHaveLength(95);
    expect(eanModules('96385074', 'EAN-8')).toHaveLength(67);
    const upcE = eanModules('06682337', 'UPC-E');
    expect(upcE).toHaveLength(51);
    expect(upcE.slice(45)).toBe('010101');
  });

  it('encodes the digits with GS1 number sets (EAN-8 96385074, left half A, right half C)', () => {
    // GS1 General Specifications: 9 in set A is 0001011, 5 in set C is 1001110.
    const modules = eanModules('96385074', 'EAN-8');
    expect(modules.slice(3, 10)).toBe('0001011');
    expect(modules.slice(36, 43)).toBe('1001110');
  });

  it('draws valid codes, UPC-E of number system 0 only', () => {
    const random = seeded(3);
    for (const format of ['EAN-13', 'UPC-A', 'EAN-8'] as const) {
      const code = randomCode(format, random);
      expect(code.at(-1)).toBe(String(gs1CheckDigit(code.slice(0, -1))));
    }
    for (let i = 0; i < 20; i++) expect(randomCode('UPC-E', random)).toMatch(/^0\d{7}$/);
  });
});
