import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingredientText, parseIngredient, parseIngredientLine } from './parse-ingredient.js';
import { INGREDIENT_CASES } from './testing/ingredient-lines.js';

describe('parseIngredient', () => {
  it.each(INGREDIENT_CASES)('reads « %s »', (line, amount, amountMax, unit, food) => {
    const parsed = parseIngredient(line);
    expect({ amount: parsed.amount, amountMax: parsed.amountMax, unit: parsed.unit, food: parsed.food }).toEqual({
      amount,
      amountMax,
      unit,
      food,
    });
  });

  it('says where the amount and its unit are written, as they are written', () => {
    const at = (line: string) => {
      const { written } = parseIngredient(line);
      return written && [line.slice(written.start, written.end), line.slice(written.unitStart, written.unitEnd)];
    };
    expect(at('200 g de farine')).toEqual(['200 g', 'g']);
    expect(at('1 c. à s. d’huile d’olive')).toEqual(['1 c. à s.', 'c. à s.']);
    expect(at('3 à 4 pommes de terre')).toEqual(['3 à 4', '']);
    expect(at('1 kg 500 de bœuf')).toEqual(['1 kg 500', 'kg']);
    expect(at('une pincée de sel')).toEqual(['une pincée', 'pincée']);
    expect(at('un demi-litre de lait')).toEqual(['un demi-litre', 'litre']);
    expect(at('¼ de c. à café de piment')).toEqual(['¼ de c. à café', 'c. à café']);
    expect(at('1 petite boîte de thon')).toEqual(['1 petite boîte', 'petite boîte']);
    expect(at('Farine : 250 g')).toEqual(['250 g', 'g']);
    expect(at('- 200 g de farine')).toEqual(['200 g', 'g']);
    expect(at('sel, poivre')).toBeNull();
  });

  it('gives one food to lines a shopping list must merge', () => {
    const foods = ['200 g de farine', '50 g de Farine', 'Farine : 1 kg', 'un peu de farine'].map(
      (line) => parseIngredient(line).food,
    );
    expect(new Set(foods)).toEqual(new Set(['farine']));
    expect(parseIngredient('2 jaunes d’œufs').food).toBe(parseIngredient('1 jaune d’œuf').food);
    expect(parseIngredient('3 pommes de terre').food).toBe(parseIngredient('1 grosse pomme de terre').food);
  });

  // Lines made of what recipes write: numbers, units, words, punctuation — and anything else.
  const piece = fc.constantFrom(
    ...['1', '200', '1/2', '½', '1,5', ' ', ' ', 'g', 'kg', 'cl', 'c. à s.', 'à', '-', 'de', 'd’', 'une', 'pincée'],
    ...['œufs', 'Farine', 'pommes', 'de terre', '(400 g)', ',', ':', 'x', '/', '0', 'demi', 'douzaine', 'É'],
  );
  const line = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 80 }),
  );

  it('never throws, and says where the amount is inside the line', () => {
    fc.assert(
      fc.property(line, (text) => {
        const parsed = parseIngredient(text);
        if (parsed.written === null) {
          expect(parsed.amount).toBeNull();
          return;
        }
        const { start, end, unitStart, unitEnd } = parsed.written;
        expect(0 <= start && start < end && end <= text.length).toBe(true);
        expect(start <= unitStart && unitStart <= unitEnd && unitEnd <= end).toBe(true);
        expect(Number.isFinite(parsed.amount)).toBe(true);
        if (parsed.amountMax !== null) expect(parsed.amountMax).toBeGreaterThan(parsed.amount as number);
      }),
    );
  });
});

describe('parseIngredientLine', () => {
  it('reads the quantity typed apart with its label', () => {
    expect(parseIngredientLine({ quantity: '200 g', label: 'Farine' })).toMatchObject({
      amount: 200,
      unit: 'g',
      food: 'farine',
    });
    expect(parseIngredientLine({ quantity: '3', label: 'Œufs' })).toMatchObject({
      amount: 3,
      unit: null,
      food: 'oeuf',
    });
    expect(parseIngredientLine({ quantity: '2', label: 'gousses d’ail' })).toMatchObject({
      amount: 2,
      unit: 'clove',
      food: 'ail',
    });
    expect(parseIngredientLine({ quantity: null, label: '1 pincée de sel' })).toMatchObject({
      amount: 1,
      unit: 'pinch',
    });
  });

  it('names the label’s food when the quantity typed apart says no amount', () => {
    expect(parseIngredientLine({ quantity: 'selon le goût', label: 'Sel' })).toMatchObject({
      amount: null,
      food: 'sel',
    });
  });

  it('puts the quantity before the label, as the person reads the line', () => {
    expect(ingredientText({ quantity: ' 200 g ', label: 'Farine' })).toBe('200 g Farine');
    expect(ingredientText({ quantity: null, label: 'Sel' })).toBe('Sel');
    expect(ingredientText({ quantity: '', label: 'Sel' })).toBe('Sel');
  });
});
