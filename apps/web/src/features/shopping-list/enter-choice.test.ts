import { describe, expect, it } from 'vitest';
import { enterChoice } from './enter-choice';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('enterChoice — what Enter adds in the shopping list’s field (decision 0058)', () => {
  it.each([
    ['lait', ['Yaourt au lait', 'Lait demi-écrémé'], 'Lait demi-écrémé'],
    ['LAIT', ['Lait demi-écrémé'], 'Lait demi-écrémé'],
    ['lait demi', ['Lait demi-écrémé'], 'Lait demi-écrémé'],
    ['pomme', ['Pommes de terre'], 'Pommes de terre'],
    ['pomme', ['Pommes de terre', 'Pommes'], 'Pommes de terre'],
    ['pommes', ['Pommes de terre', 'Pommes'], 'Pommes'],
    ['oeufs', ['Œufs bio'], 'Œufs bio'],
    ['creme', ['Crème fraîche'], 'Crème fraîche'],
    ['  pain   de mie ', ['Pain de mie complet'], 'Pain de mie complet'],
    ['huile d', ['Huile d’olive'], 'Huile d’olive'],
    ['chou', ['Chou-fleur'], 'Chou-fleur'],
    ['tomate', ['Tomates cerises'], 'Tomates cerises'],
    ['noix', ['Noix de coco'], 'Noix de coco'],
  ])('« %s » among %j takes « %s »', (typed, names, expected) => {
    expect(enterChoice(typed, named(...names))?.name).toBe(expected);
  });

  it.each([
    ['lait', ['Laitue', 'Yaourt au lait', 'Café au lait']],
    ['cour', ['Courgettes']],
    ['lait d', ['Lait demi-écrémé']],
    ['demi', ['Lait demi-écrémé']],
    ['piles', []],
    ['  ', ['Pain']],
  ])('« %s » among %j stays free text', (typed, names) => {
    expect(enterChoice(typed, named(...names))).toBeNull();
  });
});
