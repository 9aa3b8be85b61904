import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse-ingredient.js';
import { formatQuantity, roundAmount, scaleIngredient, scaleQuantity } from './scale.js';
import { INGREDIENT_CASES } from './testing/ingredient-lines.js';

/** What a person reads: non-breaking spaces shown as spaces. */
const shown = (text: string | null) => text?.replaceAll('\u00a0', ' ') ?? null;
const scaled = (label: string, factor: number) => shown(scaleIngredient({ label }, factor).label);

describe('scaleIngredient', () => {
  it.each([
    // [line, factor, as shown]
    ['250 g de farine', 1.5, '375 g de farine'],
    ['200 g de farine', 2, '400 g de farine'],
    ['200 g de farine', 1 / 3, '67 g de farine'],
    ['600 g de pommes de terre', 2, '1,2 kg de pommes de terre'],
    ['1 kg de pommes', 0.5, '500 g de pommes'],
    ['1 kg 500 de bœuf', 0.5, '750 g de bœuf'],
    ['1 kg 500 de bœuf', 2, '3 kg de bœuf'],
    ['7 g de levure', 0.5, '3,5 g de levure'],
    ['1 g de safran', 0.25, '0,5 g de safran'],
    ['125 g de beurre', 1 / 3, '42 g de beurre'],
    ['1/2 litre de lait', 2, '1 litre de lait'],
    ['1/2 litre de lait', 3, '1,5 litre de lait'],
    ['1/2 litre de lait', 4, '2 litres de lait'],
    ['1/2 litre de lait', 0.5, '25 cl de lait'],
    ['1 litre de bouillon', 1.5, '1,5 litre de bouillon'],
    ['75 cl de vin rouge', 2, '1,5 L de vin rouge'],
    ['20 cl de crème', 0.5, '10 cl de crème'],
    ['10 cl de crème liquide', 0.25, '2,5 cl de crème liquide'],
    ['250 ml de lait', 6, '1,5 L de lait'],
    ['1 c. à s. d’huile d’olive', 1.5, '1,5 c. à s. d’huile d’olive'],
    ['1 c. à soupe de sucre', 0.5, '½ c. à soupe de sucre'],
    ['1 cuillère à soupe de miel', 2, '2 cuillères à soupe de miel'],
    ['3 cuillères à café de sel', 1 / 3, '1 cuillère à café de sel'],
    ['1 c. à café de cannelle', 0.25, '¼ c. à café de cannelle'],
    ['2 c. à café de cumin', 0.375, '¾ c. à café de cumin'],
    ['1 c. à café de sel', 1 / 3, '¼ c. à café de sel'],
    ['¼ de c. à café de piment', 2, '½ c. à café de piment'],
    // Eggs and packages are bought whole: never « ½ œuf » nor « 4,5 œufs ».
    ['2 œufs', 1 / 3, '1 œuf'],
    ['2 œufs', 0.5, '1 œuf'],
    ['2 œufs', 1.5, '3 œufs'],
    ['3 œufs', 0.5, '2 œufs'],
    ['3 œufs', 1.5, '5 œufs'],
    ['3 œufs', 0.75, '2 œufs'],
    ['1 œuf', 3, '3 œufs'],
    ['1 oignon rouge', 2, '2 oignons rouges'],
    ['2 gros oignons', 0.5, '1 gros oignon'],
    ['3 à 4 pommes de terre', 2, '6 à 8 pommes de terre'],
    ['3 à 4 pommes de terre', 0.25, '1 pomme de terre'],
    ['1 poireau', 2, '2 poireaux'],
    ['4 jaunes d’œufs', 0.25, '1 jaune d’œufs'],
    ['une douzaine d’œufs', 0.5, '6 œufs'],
    ['une pincée de sel', 2, '2 pincées de sel'],
    ['une pincée de sel', 0.5, '1 pincée de sel'],
    ['3 gouttes de tabasco', 0.5, '2 gouttes de tabasco'],
    ['1 boîte de tomates pelées (400 g)', 2, '2 boîtes de tomates pelées (400 g)'],
    ['1 petite boîte de thon', 2, '2 petites boîtes de thon'],
    ['2 gousses d’ail', 0.5, '1 gousse d’ail'],
    ['1 sachet de levure', 0.5, '1 sachet de levure'],
    ['1 sachet de levure', 1.5, '2 sachets de levure'],
    ['1 boîte de tomates pelées (400 g)', 1.25, '1 boîte de tomates pelées (400 g)'],
    ['1 gousse d’ail', 0.5, '½ gousse d’ail'],
    ['2 CS d’huile', 2, '4 CS d’huile'],
    ['150 à 200 g de lardons', 1.5, '225 à 300 g de lardons'],
    ['Farine : 250 g', 2, 'Farine : 500 g'],
    ['Beurre (50 g)', 0.5, 'Beurre (25 g)'],
    ['un demi-litre de lait', 2, '1 litre de lait'],
    ['12 crevettes', 1.25, '15 crevettes'],
    ['10 feuilles de basilic', 0.75, '7,5 feuilles de basilic'],
    ['sel, poivre', 2, 'sel, poivre'],
    ['quelques brins de persil', 3, 'quelques brins de persil'],
  ])('« %s » × %d → « %s »', (line, factor, expected) => {
    expect(scaled(line, factor)).toBe(expected);
  });

  it('says where the label holds the amount, scaled or not', () => {
    const amountIn = (line: { quantity?: string; label: string }, factor: number) => {
      const { label, labelAmount } = scaleIngredient(line, factor);
      return labelAmount && shown(label.slice(labelAmount.start, labelAmount.end));
    };
    expect(amountIn({ label: '250 g de farine' }, 1.5)).toBe('375 g');
    expect(amountIn({ label: '250 g de farine' }, 1)).toBe('250 g');
    expect(amountIn({ label: 'Farine : 250 g' }, 2)).toBe('500 g');
    expect(amountIn({ label: 'une pincée de sel' }, 3)).toBe('3 pincées');
    expect(amountIn({ quantity: '200 g', label: 'Farine' }, 2)).toBeNull();
    expect(amountIn({ label: 'sel, poivre' }, 2)).toBeNull();
  });

  it('scales a quantity typed apart, and the label’s noun with it', () => {
    const at = (quantity: string | null, label: string, factor: number) => {
      const result = scaleIngredient({ quantity, label }, factor);
      return [shown(result.quantity), shown(result.label)];
    };
    expect(at('200 g', 'Farine', 2)).toEqual(['400 g', 'Farine']);
    expect(at('3', 'Œufs', 1 / 3)).toEqual(['1', 'Œuf']);
    // A recipe for 4 at 6 parts: « 4,5 Œufs » was no amount anyone buys.
    expect(at('3', 'Œufs', 1.5)).toEqual(['5', 'Œufs']);
    expect(at('3', 'Œufs', 0.5)).toEqual(['2', 'Œufs']);
    expect(at('1', 'Citron', 2)).toEqual(['2', 'Citrons']);
    // The number does not change: the words are left as written (a product's name, often).
    expect(at('4', 'Œufs plein air', 1.5)).toEqual(['6', 'Œufs plein air']);
    expect(at('2', 'Yaourts nature bio', 2)).toEqual(['4', 'Yaourts nature bio']);
    expect(at('1', 'Œuf plein air', 2)).toEqual(['2', 'Œufs plein air']);
    expect(at('1 pincée', 'Muscade', 3)).toEqual(['3 pincées', 'Muscade']);
    expect(at('2', 'gousses d’ail', 2)).toEqual(['4 gousses', 'd’ail']);
    expect(at('selon le goût', 'Sel', 2)).toEqual(['selon le goût', 'Sel']);
    expect(at(null, 'Sel', 2)).toEqual([null, 'Sel']);
    expect(at('', '200 g de farine', 2)).toEqual([null, '400 g de farine']);
  });

  it('gives every line back as written at a factor of 1', () => {
    for (const [line] of INGREDIENT_CASES) {
      expect(scaleIngredient({ label: line }, 1)).toMatchObject({ quantity: null, label: line });
    }
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 20 }), { nil: null }),
        fc.string({ maxLength: 60 }),
        (quantity, label) => {
          const result = scaleIngredient({ quantity, label }, 1);
          expect(result.label).toBe(label);
          expect(result.quantity).toBe(quantity?.trim() ? quantity : null);
          if (result.labelAmount) expect(result.labelAmount.end).toBeLessThanOrEqual(label.length);
        },
      ),
    );
  });

  // Words around the amount: what recipes write after a number.
  const words = fc.constantFrom(
    'farine',
    'de',
    'pommes',
    'terre',
    'huile',
    'd’olive',
    'Sel',
    '(400 g)',
    'rouges',
    ',',
    'émincés',
  );
  const amount = fc.constantFrom('200 g', '1 c. à s.', '3 à 4', '½', '1,5 kg', 'une pincée', '2', '10 cl', '1 boîte');

  it('keeps the words of a line when it scales it: only the amount and a count’s noun change', () => {
    const stem = (word: string) => word.toLowerCase().replace(/(?:s|x)$/u, '');
    fc.assert(
      fc.property(
        amount,
        fc.array(words, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (head, rest, factor) => {
          const line = `${head} ${rest.join(' ')}`;
          const { written } = parseIngredient(line);
          const after = line
            .slice(written?.end ?? 0)
            .split(/\s+/)
            .filter(Boolean)
            .map(stem);
          const result = scaleIngredient({ label: line }, factor).label;
          const resultWords = result.split(/[\s\u00a0]+/).map(stem);
          for (const word of after) expect(resultWords).toContain(word);
        },
      ),
    );
  });
});

describe('scaleQuantity and roundAmount', () => {
  it.each([
    [{ amount: 200, amountMax: null, unit: 'g' }, 1.5, { amount: 300, amountMax: null, unit: 'g' }],
    [{ amount: 333, amountMax: null, unit: 'g' }, 1, { amount: 335, amountMax: null, unit: 'g' }],
    [{ amount: 1, amountMax: 2, unit: null }, 0.2, { amount: 1, amountMax: null, unit: null }],
    [{ amount: 2, amountMax: 3, unit: 'tbsp' }, 0.5, { amount: 1, amountMax: 1.5, unit: 'tbsp' }],
    [{ amount: 900, amountMax: null, unit: 'ml' }, 2, { amount: 1.8, amountMax: null, unit: 'l' }],
    [{ amount: null, amountMax: null, unit: null }, 2, { amount: null, amountMax: null, unit: null }],
  ] as const)('%j × %d', (quantity, factor, expected) => {
    expect(scaleQuantity(quantity, factor)).toEqual(expected);
  });

  it('never rounds an amount down to nothing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.constantFrom('g', 'kg', 'cl', 'tsp', 'pinch', null),
        (value, unit) => {
          expect(roundAmount(value, unit)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('writes amounts the French way', () => {
    expect(shown(formatQuantity({ amount: 1.5, amountMax: null, unit: 'tbsp' }))).toBe('1,5 c. à soupe');
    expect(shown(formatQuantity({ amount: 0.5, amountMax: null, unit: 'tsp' }))).toBe('½ c. à café');
    expect(shown(formatQuantity({ amount: 0.5, amountMax: null, unit: 'kg' }))).toBe('0,5 kg');
    expect(shown(formatQuantity({ amount: 2, amountMax: null, unit: 'can' }))).toBe('2 boîtes');
    expect(shown(formatQuantity({ amount: 1, amountMax: null, unit: 'l' }))).toBe('1 L');
    expect(shown(formatQuantity({ amount: 3, amountMax: 4, unit: null }))).toBe('3 à 4');
    expect(formatQuantity({ amount: null, amountMax: null, unit: null })).toBe('');
  });
});
