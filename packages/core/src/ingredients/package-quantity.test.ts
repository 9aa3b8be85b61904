import { describe, expect, it } from 'vitest';
import {
  type PackageQuantity,
  packageShare,
  packagesUsed,
  packageUse,
  parsePackageQuantity,
  unitPackage,
} from './package-quantity.js';
import { parseIngredient } from './parse-ingredient.js';

describe('parsePackageQuantity', () => {
  it.each([
    ['1 L', { amount: 1, unit: 'l', count: null }],
    ['1 l', { amount: 1, unit: 'l', count: null }],
    ['1,5 L', { amount: 1.5, unit: 'l', count: null }],
    ['1.5 l', { amount: 1.5, unit: 'l', count: null }],
    ['500 g', { amount: 500, unit: 'g', count: null }],
    ['250g', { amount: 250, unit: 'g', count: null }],
    ['1,5 kg', { amount: 1.5, unit: 'kg', count: null }],
    ['1 kg', { amount: 1, unit: 'kg', count: null }],
    ['75 cl', { amount: 75, unit: 'cl', count: null }],
    ['33cl', { amount: 33, unit: 'cl', count: null }],
    ['500 ml', { amount: 500, unit: 'ml', count: null }],
    ['200 g ℮', { amount: 200, unit: 'g', count: null }],
    ['6 x 125 g', { amount: 750, unit: 'g', count: 6 }],
    ['6x125g', { amount: 750, unit: 'g', count: 6 }],
    ['4 × 1 L', { amount: 4, unit: 'l', count: 4 }],
    ['6 x 1,5 L', { amount: 9, unit: 'l', count: 6 }],
    ['125 g x 4', { amount: 500, unit: 'g', count: 4 }],
    ['400 g (2 x 200 g)', { amount: 400, unit: 'g', count: 2 }],
    ['Pack de 4 x 25 cl', { amount: 100, unit: 'cl', count: 4 }],
    ['150 g (égoutté : 100 g)', { amount: 150, unit: 'g', count: null }],
    ['6 œufs', { amount: 6, unit: null, count: 6 }],
    ['12 oeufs', { amount: 12, unit: null, count: 12 }],
    ['x6', { amount: 6, unit: null, count: 6 }],
    ['x 10', { amount: 10, unit: null, count: 10 }],
    ['6 pièces', { amount: 6, unit: null, count: 6 }],
    ['lot de 3', { amount: 3, unit: null, count: 3 }],
    ['4 pots', { amount: 4, unit: null, count: 4 }],
  ] as const)('reads « %s »', (text, expected) => {
    expect(parsePackageQuantity(text)).toEqual(expected);
  });

  it.each([[''], [null], ['format familial'], ['Poids variable'], ['0 g'], ['0 x 125 g'], ['0,0 L']])(
    'reads no amount in « %s »',
    (text) => {
      expect(parsePackageQuantity(text)).toBeNull();
    },
  );
});

describe('packageUse', () => {
  const use = (line: string, pack: string, factor = 1) =>
    packageUse(parseIngredient(line), parsePackageQuantity(pack) as PackageQuantity | null, factor);

  it.each([
    ['6 œufs', '6 œufs', 1, 'whole'],
    ['6 œufs', '12 œufs', 1, 'part'],
    ['3 œufs', '6 œufs', 2, 'whole'],
    ['2 œufs', 'x6', 1, 'part'],
    ['1 L de lait', '1 L', 1, 'whole'],
    ['1/2 litre de lait', '1 L', 1, 'part'],
    ['1/2 litre de lait', '1 L', 2, 'whole'],
    ['75 cl de lait', '1 L', 1, 'part'],
    ['100 cl de lait', '1 L', 1, 'whole'],
    ['250 g de beurre', '250 g', 1, 'whole'],
    ['200 g de beurre', '250 g', 1, 'part'],
    ['1 kg de farine', '1 kg', 1, 'whole'],
    ['1 kg 500 de farine', '1 kg', 1, 'whole'],
    ['500 g de farine', '1,5 kg', 1, 'part'],
    ['4 yaourts', '6 x 125 g', 1, 'part'],
    ['6 yaourts', '6 x 125 g', 1, 'whole'],
    ['250 g de yaourt', '6 x 125 g', 1, 'part'],
    ['1 boîte de tomates pelées', '400 g', 1, 'whole'],
    ['½ boîte de tomates pelées', '400 g', 1, 'part'],
    ['1 sachet de levure', '', 1, 'whole'],
    ['3 à 4 pommes', '4 pièces', 1, 'part'],
    ['2 c. à soupe d’huile', '1 L', 1, 'unknown'],
    ['200 g de farine', '6 pièces', 1, 'unknown'],
    ['2 carottes', '1 kg', 1, 'unknown'],
    ['sel', '500 g', 1, 'unknown'],
    ['200 g de farine', 'format familial', 1, 'unknown'],
  ] as const)('« %s » of « %s » × %d: %s', (line, pack, factor, expected) => {
    expect(use(line, pack, factor)).toBe(expected);
  });
});

describe('packagesUsed', () => {
  const used = (line: string, pack: string | null, factor = 1) =>
    packagesUsed(parseIngredient(line), parsePackageQuantity(pack), factor);

  it.each([
    ['4 œufs', '6 œufs', 1, { whole: 0, opensAnother: true }],
    ['6 œufs', '6 œufs', 1, { whole: 1, opensAnother: false }],
    ['4 œufs', '6 œufs', 2, { whole: 1, opensAnother: true }],
    ['5 cl de lait', '1 L', 1, { whole: 0, opensAnother: true }],
    ['1 L de lait', '1 L', 1, { whole: 1, opensAnother: false }],
    ['750 g de farine', '500 g', 2, { whole: 3, opensAnother: false }],
    ['2 boîtes de tomates', null, 1, { whole: 2, opensAnother: false }],
    ['3 à 4 yaourts', '4 x 125 g', 1, { whole: 0, opensAnother: true }],
  ])('%s of « %s » ×%d', (line, pack, factor, expected) => {
    expect(used(line, pack, factor)).toEqual(expected);
  });

  it('cannot tell without an amount, a package quantity or units that agree', () => {
    expect(used('sel', '1 kg')).toBeNull();
    expect(used('200 g de beurre', null)).toBeNull();
    expect(used('2 c. à soupe d’huile', '1 L')).toBeNull();
  });
});

describe('packageShare', () => {
  const share = (line: string, pack: string | null, factor = 1) =>
    packageShare(parseIngredient(line), parsePackageQuantity(pack), factor);

  it.each([
    ['200 g de farine', '1 kg', 1, 0.2],
    ['250 g de farine', '1 kg', 2, 0.5],
    ['9 œufs', '6 œufs', 1, 1.5],
    ['50 cl de lait', '1 L', 2, 1],
    ['2 boîtes de tomates', null, 1, 2],
    ['3 à 4 yaourts', '4 x 125 g', 1, 0.75],
  ])('%s of « %s » ×%d', (line, pack, factor, expected) => {
    expect(share(line, pack, factor)).toBeCloseTo(expected, 9);
  });

  it('cannot tell without an amount, a package quantity or units that agree', () => {
    expect(share('sel', '1 kg')).toBeNull();
    expect(share('200 g de beurre', null)).toBeNull();
    expect(share('2 c. à soupe d’huile', '1 L')).toBeNull();
  });
});

describe('unitPackage', () => {
  const of = (productQuantity: string | null, line: string) => unitPackage(productQuantity, parseIngredient(line));

  it('is the product’s package when it says one', () => {
    expect(of('6 œufs', '4 œufs')).toEqual({ amount: 6, unit: null, count: 6 });
    expect(of('1 L', '20 cl de lait')).toEqual({ amount: 1, unit: 'l', count: null });
  });

  it('is one piece for a product that says nothing, counted in pieces by the recipe', () => {
    expect(of(null, '3 citrons')).toEqual({ amount: 1, unit: null, count: null });
    expect(of('  ', '2 œufs')).toEqual({ amount: 1, unit: null, count: null });
  });

  it('stays unknown for a quantity written but unread, an amount with a unit, or no amount', () => {
    expect(of('paquet familial', '3 biscuits')).toBeNull();
    expect(of(null, '20 g de beurre')).toBeNull();
    expect(of(null, 'Pain')).toBeNull();
  });
});
