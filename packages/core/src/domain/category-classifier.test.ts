import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryFromOffTags, categoryFromWords } from './category-classifier.js';

describe('categoryFromOffTags', () => {
  it.each([
    [
      [
        'en:plant-based-foods-and-beverages',
        'en:beverages',
        'en:fruit-based-beverages',
        'en:juices-and-nectars',
        'en:orange-juices',
      ],
      6,
    ],
    [['en:dairies', 'en:fermented-foods', 'en:desserts', 'en:yogurts', 'en:fruit-yogurts'], 2],
    [['en:dairies', 'en:cheeses', 'en:french-cheeses', 'en:camemberts'], 2],
    [['en:meats', 'en:prepared-meats', 'en:hams', 'en:white-hams'], 4],
    [['en:seafood', 'en:fishes', 'en:fatty-fishes', 'en:salmons', 'en:smoked-salmons'], 4],
    [['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:biscuits'], 5],
    [['en:breakfasts', 'en:spreads', 'en:sweet-spreads', 'en:hazelnut-spreads'], 5],
    [
      ['en:plant-based-foods', 'en:cereals-and-potatoes', 'en:cereals-and-their-products', 'en:pastas', 'en:spaghetti'],
      3,
    ],
    [
      [
        'en:plant-based-foods',
        'en:fruits-and-vegetables-based-foods',
        'en:vegetables-based-foods',
        'en:fresh-vegetables',
        'en:carrots',
      ],
      1,
    ],
    [['en:beverages', 'en:waters', 'en:spring-waters'], 6],
    [['en:condiments', 'en:salts'], 7],
  ])('%j → category %i', (tags, expected) => {
    expect(categoryFromOffTags(tags)).toBe(expected);
  });

  it('falls back to "Autre" (7) when OFF says nothing', () => {
    expect(categoryFromOffTags(undefined)).toBe(7);
    expect(categoryFromOffTags([])).toBe(7);
  });

  it('always answers one of the seven categories, whatever the tags', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        const category = categoryFromOffTags(tags);
        expect(category).toBeGreaterThanOrEqual(1);
        expect(category).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('French words (decision 0057)', () => {
  it.each([
    ['200 g de lardons', 4],
    ['Lardons fumés', 4],
    ['3 œufs', 4],
    ['2 jaunes d’œufs', 4],
    ['20 cl de crème fraîche épaisse', 2],
    ['100 g de gruyère râpé', 2],
    ['1 pâte brisée', 3],
    ['Pommes de terre', 3],
    ['2 pommes', 1],
    ['Jus d’orange', 6],
    ['Yaourts aux fruits', 2],
    ['Sucre glace', 5],
    ['1 escalope de veau', 4],
    ['Champignons de Paris', 1],
    ['Poireaux', 1],
    ['Sel, poivre', 7],
    ['Bouillon de légumes en cube', 1],
  ])('« %s » → category %i', (text, expected) => {
    expect(categoryFromWords(text)).toBe(expected);
  });

  it('reads a French tag Open Food Facts gives no English name for, as whole words', () => {
    expect(categoryFromOffTags(['fr:lardons-fumes'])).toBe(4);
    expect(categoryFromOffTags(['fr:champignons-de-paris'])).toBe(1);
    // English tags keep their patterns first.
    expect(categoryFromOffTags(['en:dairies', 'en:fruit-yogurts'])).toBe(2);
  });

  it('always answers one of the seven categories, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const category = categoryFromWords(text);
        expect(category).toBeGreaterThanOrEqual(1);
        expect(category).toBeLessThanOrEqual(7);
      }),
    );
  });
});
