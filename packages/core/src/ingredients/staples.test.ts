import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-ingredient.js';
import { cleanStaples, DEFAULT_STAPLES, shoppingLabel, stapleMatcher } from './staples.js';

const food = (label: string) => parseIngredientLine({ label }).food;

describe('stapleMatcher', () => {
  const isStaple = stapleMatcher(DEFAULT_STAPLES);

  it.each([
    ['Sel', true],
    ['Sel, poivre', true],
    ['Sel et poivre', true],
    ['Gros sel', true],
    ['Sel fin', true],
    ['Poivre du moulin', true],
    ['2 c. à soupe d’huile d’olive', true],
    ['1 sachet de levure chimique', true],
    ['50 cl d’eau', true],
    ['Huile pour la friture', true],
    ['Eau de fleur d’oranger', false],
    ['Huile de sésame', false],
    ['Sel, poivre, muscade', false],
    ['200 g de lardons', false],
    ['Céleri', false],
    ['Poivron rouge', false],
  ])('« %s » → %s', (label, expected) => {
    expect(isStaple(food(label))).toBe(expected);
  });

  it('follows the household’s own list, and never calls a line without food a staple', () => {
    expect(stapleMatcher(['Muscade'])(food('Sel'))).toBe(false);
    expect(stapleMatcher(['Muscade', 'Sel', 'Poivre'])(food('Sel, poivre, muscade'))).toBe(true);
    expect(stapleMatcher([])(food('Sel'))).toBe(false);
    expect(isStaple(null)).toBe(false);
  });
});

describe('cleanStaples', () => {
  it('trims, keeps one of each thing (folded), the first spelling', () => {
    expect(cleanStaples(['  Sel ', 'sel', 'Huile   d’olive', '', 'Poivre'])).toEqual([
      'Sel',
      'Huile d’olive',
      'Poivre',
    ]);
  });
});

describe('shoppingLabel', () => {
  it.each([
    [{ label: '20 cl de crème fraîche épaisse', quantity: null }, 'Crème fraîche épaisse'],
    [{ label: '200 g de lardons', quantity: null }, 'Lardons'],
    [{ label: 'lardons', quantity: '200 g' }, 'Lardons'],
    [{ label: '1 pâte brisée', quantity: null }, 'Pâte brisée'],
  ])('%j → « %s »', (line, expected) => {
    expect(shoppingLabel(line)).toBe(expected);
  });
});
