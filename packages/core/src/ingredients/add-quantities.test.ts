import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuantities, unitsAgree } from './add-quantities.js';
import { parseIngredient, type Quantity } from './parse-ingredient.js';
import { UNIT_KEYS, type UnitKey } from './units.js';

const of = (line: string): Quantity => {
  const { amount, amountMax, unit } = parseIngredient(line);
  return { amount, amountMax, unit };
};
const q = (amount: number | null, unit: UnitKey | null, amountMax: number | null = null): Quantity => ({
  amount,
  amountMax,
  unit,
});

describe('addQuantities', () => {
  it.each([
    ['200 g de farine', '50 g de Farine', q(250, 'g')],
    ['200 g de farine', '1 kg de farine', q(1.2, 'kg')],
    ['600 g de farine', '400 g de farine', q(1, 'kg')],
    ['500 g de bœuf', '1 kg 500 de bœuf', q(2, 'kg')],
    ['20 cl de crème', '10 cl de crème', q(30, 'cl')],
    ['20 cl de crème', '100 ml de crème', q(300, 'ml')],
    ['75 cl de lait', '1/2 litre de lait', q(1.25, 'l')],
    ['1 c. à soupe de sucre', '1 c. à café de sucre', q(4, 'tsp')],
    ['1 c. à café de sel', '2 c. à café de sel', q(1, 'tbsp')],
    ['1 c. à soupe d’huile', '½ c. à soupe d’huile', q(1.5, 'tbsp')],
    ['2 œufs', '3 œufs', q(5, null)],
    ['3 à 4 pommes de terre', '2 pommes de terre', q(5, null, 6)],
    ['1 boîte de tomates', '2 boîtes de tomates', q(3, 'can')],
    ['une pincée de sel', '2 pincées de sel', q(3, 'pinch')],
    ['0,1 l de lait', '0,2 l de lait', q(30, 'cl')],
  ])('« %s » + « %s »', (a, b, sum) => {
    expect(addQuantities(of(a), of(b))).toEqual(sum);
  });

  it.each([
    ['200 g de farine', '2 c. à soupe de farine'],
    ['1 boîte de tomates', '400 g de tomates'],
    ['2 œufs', '1 boîte d’œufs'],
    ['sel', '1 pincée de sel'],
    ['2 c. à soupe d’huile', '10 cl d’huile'],
  ])('keeps « %s » and « %s » apart: their units do not agree', (a, b) => {
    expect(addQuantities(of(a), of(b))).toBeNull();
  });

  const unit = fc.constantFrom(...UNIT_KEYS, null);
  const quantity = fc.record({
    amount: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
    amountMax: fc.constant(null),
    unit,
  });

  it('is commutative, and adds only what agrees', () => {
    fc.assert(
      fc.property(quantity, quantity, (a, b) => {
        const sum = addQuantities(a, b);
        expect(addQuantities(b, a)).toEqual(sum);
        if (sum === null) expect(a.amount === null || b.amount === null || !unitsAgree(a.unit, b.unit)).toBe(true);
        else expect(sum.amount).toBeGreaterThan(0);
      }),
    );
  });
});
