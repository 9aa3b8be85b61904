// @engine-independent: matches words in memory, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { createMatcher, words } from './ingredient-matching.js';

const product = (id: number, name: string, inStock = false) => ({ id, name, inStock });
const cupboard = [
  product(1, 'Farine'),
  product(2, 'Crème Fraîche'),
  product(3, 'Crème'),
  product(4, 'Œuf', true),
  product(5, 'Sel'),
  product(6, 'Lait de coco'),
  product(7, 'Lait'),
  product(8, 'Tomate'),
];

describe('createMatcher', () => {
  const match = createMatcher(cupboard);

  it.each([
    ['200 g de farine', 1],
    ['20 cl de crème fraîche épaisse', 2],
    ['1 c. à soupe de CREME FRAICHE', 2],
    ['un peu de crème', 3],
    ['3 œufs', 4],
    ['2 oeufs battus', 4],
    ['Sel, poivre', 5],
    ['40 cl de lait de coco', 6],
    ['1/2 l de lait entier', 7],
    ['4 tomates mûres', 8],
  ])('links "%s" to product %i', (line, id) => {
    expect(match(line)?.id).toBe(id);
  });

  it.each([['2 c. à soupe de persil'], ['Selles de lapin'], ['farineux'], ['tomatée'], ['']])(
    'links "%s" to nothing (whole words only)',
    (line) => {
      expect(match(line)).toBeNull();
    },
  );

  it('prefers, between equal names, the product in stock, then the oldest', () => {
    const twins = createMatcher([product(10, 'Beurre'), product(11, 'beurre', true), product(12, 'BEURRE', true)]);
    expect(twins('50 g de beurre')?.id).toBe(11);
    expect(createMatcher([product(21, 'Beurre'), product(20, 'Beurre')])('beurre')?.id).toBe(20);
  });

  it('links nothing when the household has no product', () => {
    expect(createMatcher([])('200 g de farine')).toBeNull();
  });

  it('folds case, accents, ligatures and punctuation', () => {
    expect(words("Pâte brisée (l'originale)")).toEqual(['pate', 'brisee', 'l', 'originale']);
  });

  it('finds each line among thousands of products', () => {
    // How long it takes is the bench's business (a household of 10 000 products), not a test's.
    const many = Array.from({ length: 10_000 }, (_, i) => product(100 + i, `Produit ${i} maison`));
    const lines = Array.from({ length: 100 }, (_, i) => `${i} g de produit ${i * 7} maison`);
    const bigMatch = createMatcher(many);
    const found = lines.map((line) => bigMatch(line));
    expect(found.map((entry) => entry?.name)).toEqual(lines.map((_, i) => `Produit ${i * 7} maison`));
  });
});
