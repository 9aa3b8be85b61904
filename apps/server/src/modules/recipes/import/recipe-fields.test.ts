// @engine-independent: parses recipe fields, no database (decision 0073).
import { RECIPE_LIMITS } from '@glouton/core/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, cleanLines, cleanText } from './clean-text.js';
import { methodFrom } from './method.js';
import { durationFrom, imageFrom, servingsFrom, toParsedRecipe } from './recipe-fields.js';

const base = new URL('https://cuisine.example.fr/recettes/x');

describe('servingsFrom', () => {
  it.each([
    ['4 personnes', 4],
    [4, 4],
    [['4', '4 parts'], 4],
    ['Pour 6 à 8 parts', 6],
    ['0 ou 2', 2],
    [{ '@value': '3' }, 3],
    ['Pour 8', 8],
    ['Pour 4 personnes', 4],
    ['1 gâteau (8 parts)', 8],
    ['1 moule de 24 cm, 6 à 8 personnes', 6],
    [['1 tarte', '8 parts'], 8],
    [{ '@type': 'QuantitativeValue', value: 10, unitText: 'personnes' }, 10],
    [{ '@type': 'QuantitativeValue', minValue: '4', maxValue: 6 }, 4],
    [[{ '@type': 'QuantitativeValue', value: '12' }], 12],
  ])('reads %j as %i', (value, servings) => {
    expect(servingsFrom(value)).toBe(servings);
  });

  it.each([['quelques-uns'], [''], [500], ['0'], [null], [{}]])('is null for %j', (value) => {
    expect(servingsFrom(value)).toBeNull();
  });
});

describe('durationFrom', () => {
  it('prefers totalTime, else adds prep and cook, else null', () => {
    expect(durationFrom({ totalTime: 'PT1H', prepTime: 'PT5M', cookTime: 'PT5M' })).toBe(60);
    expect(durationFrom({ prepTime: 'PT15M', cookTime: 'PT1H' })).toBe(75);
    expect(durationFrom({ cookTime: 'PT40M' })).toBe(40);
    expect(durationFrom({ totalTime: '40 minutes', prepTime: 'PT10M' })).toBe(10);
    expect(durationFrom({ totalTime: 'bientôt' })).toBeNull();
    expect(durationFrom({})).toBeNull();
  });

  it('is null beyond a week (the schema limit)', () => {
    expect(durationFrom({ totalTime: 'P8D' })).toBeNull();
  });
});

describe('imageFrom', () => {
  it.each([
    ['https://cdn.fr/a.jpg', 'https://cdn.fr/a.jpg'],
    [['data:image/png;base64,AAA', '/b.jpg'], 'https://cuisine.example.fr/b.jpg'],
    [{ '@type': 'ImageObject', url: 'https://cdn.fr/c.jpg' }, 'https://cdn.fr/c.jpg'],
    [{ contentUrl: '//cdn.fr/d.jpg' }, 'https://cdn.fr/d.jpg'],
    [[{ url: 'javascript:alert(1)' }, { url: 'http://cdn.fr/e.jpg' }], 'http://cdn.fr/e.jpg'],
  ])('reads %j', (value, url) => {
    expect(imageFrom(value, base)).toBe(url);
  });

  it('is null without a usable web address', () => {
    expect(imageFrom(undefined, base)).toBeNull();
    expect(imageFrom('   ', base)).toBeNull();
    expect(imageFrom(`https://cdn.fr/${'a'.repeat(2100)}`, base)).toBeNull();
    expect(imageFrom({ '@id': '#primaryimage' }, base)).toBeNull();
  });
});

describe('methodFrom', () => {
  it('keeps a step’s name when it says more than its text’s first words, never « Étape 1 »', () => {
    const steps = [
      { '@type': 'HowToStep', name: 'Étape 1', text: 'Mélangez.' },
      { '@type': 'HowToStep', name: 'Mélangez la farine…', text: 'Mélangez la farine et le sucre.' },
      { '@type': 'HowToStep', name: 'Le caramel', text: 'Faites fondre le sucre à sec.' },
      { '@type': 'HowToStep', name: 'Cuire 20 min à 180 °C.', text: 'Cuire 20 min' },
    ];
    expect(methodFrom(steps).steps).toEqual([
      'Mélangez.',
      'Mélangez la farine et le sucre.',
      'Le caramel. Faites fondre le sucre à sec.',
      'Cuire 20 min à 180 °C.',
    ]);
  });

  it('compares a step’s name and text in one pass, however many dots they hold', () => {
    const dots = '.'.repeat(8000);
    const steps = methodFrom([{ '@type': 'HowToStep', name: `Mélanger${dots}x`, text: `Mélanger${dots}y` }]).steps;
    expect(steps).toHaveLength(1);
    expect(steps[0]?.startsWith('Mélanger')).toBe(true);
  });

  it('reads sections in sections, lists of lists, ListItems, and a heading step as a section', () => {
    const value = {
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Sortir le beurre.' } },
        {
          '@type': 'HowToSection',
          name: 'La veille',
          itemListElement: [
            [{ '@type': 'HowToSection', name: 'Pâte', itemListElement: ['Pétrir.', 'Laisser lever.'] }],
            { '@type': 'HowToStep', text: 'Réfrigérer.' },
          ],
        },
        { '@type': 'HowToStep', text: 'LE JOUR MÊME' },
        { '@type': 'HowToStep', text: 'Cuire.' },
        // A section with no step never shows.
        { '@type': 'HowToSection', name: 'Service', itemListElement: [] },
      ],
    };
    expect(methodFrom(value)).toEqual({
      steps: ['Sortir le beurre.', 'Pétrir.', 'Laisser lever.', 'Réfrigérer.', 'Cuire.'],
      sections: [
        { name: 'Pâte', firstStep: 1 },
        { name: 'La veille', firstStep: 3 },
        { name: 'Le jour même', firstStep: 4 },
      ],
    });
  });

  it('keeps step texts, drops empty ones, and the sections that name parts of the method', () => {
    const value = [
      { '@type': 'HowToStep', text: 'Préchauffez le four.' },
      { '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', text: ' Fouettez. ' }] },
      { '@type': 'HowToStep', name: 'Servez.' },
      { '@type': 'HowToStep', text: '' },
      'Bon appétit&nbsp;!',
    ];
    expect(methodFrom(value)).toEqual({
      steps: ['Préchauffez le four.', 'Fouettez.', 'Servez.', 'Bon appétit !'],
      sections: [{ name: 'Sauce', firstStep: 1 }],
    });
  });
});

describe('clean-text', () => {
  it('decodes entities, removes tags, keeps a lone "<"', () => {
    expect(cleanText('Cr&egrave;me &amp; <em>sucre</em>')).toBe('Crème & sucre');
    expect(cleanText('&lt;p&gt;Double&lt;/p&gt;')).toBe('Double');
    expect(cleanText('cuire < 5 min')).toBe('cuire < 5 min');
    expect(cleanLines('Un<br>Deux<br/>\r\nTrois')).toEqual(['Un', 'Deux', 'Trois']);
  });

  it('clamps to a length without halving an emoji', () => {
    expect(clamp('abc', 5)).toBe('abc');
    expect(clamp('ab😀', 3)).toBe('ab');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 50 }), (text, max) => {
        const cut = clamp(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
      }),
    );
  });
});

describe('fields of megabytes', () => {
  it('are cut before they are cleaned, then clamped to their limit', () => {
    const hostile = `<${'a'.repeat(3_000_000)}`;
    const parsed = toParsedRecipe(
      {
        name: hostile,
        description: hostile,
        recipeYield: `${'0 '.repeat(1_500_000)}4`,
        recipeIngredient: hostile,
        recipeInstructions: '<p>Mélangez.</p>'.repeat(200_000),
      },
      base,
    );
    // The old code cleaned all 3 MB with a quadratic pattern: hours, far beyond this test's time limit.
    expect(parsed.name).toBe(`<${'a'.repeat(RECIPE_LIMITS.name - 1)}`);
    expect(parsed.description).toHaveLength(RECIPE_LIMITS.description);
    expect(parsed.ingredients).toEqual([{ label: `<${'a'.repeat(RECIPE_LIMITS.label - 1)}`, group: null }]);
    expect(parsed.steps).toEqual(Array.from({ length: RECIPE_LIMITS.steps }, () => 'Mélangez.'));
    // The number is read from the start of a yield only.
    expect(parsed.servings).toBeNull();
  });

  it('stops reading a list once the draft is full', () => {
    const steps = Array.from({ length: 100_000 }, (_, i) => ({ '@type': 'HowToStep', text: `Tournez ${i} fois.` }));
    const parsed = toParsedRecipe(
      { name: 'Longue', recipeInstructions: steps, recipeIngredient: steps.map(String) },
      base,
    );
    expect(parsed.steps).toHaveLength(RECIPE_LIMITS.steps);
    expect(parsed.steps.at(-1)).toBe(`Tournez ${RECIPE_LIMITS.steps - 1} fois.`);
    expect(parsed.ingredients).toHaveLength(RECIPE_LIMITS.ingredients);
  });
});
