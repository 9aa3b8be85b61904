// @engine-independent: parses recipe pages, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { headingOf, headingText } from './headings.js';
import { ingredientsFrom } from './ingredients.js';

// A line of a list that is a heading, not an ingredient or a step: told from words and punctuation, for
// every site alike (decision 0040).

describe('headingOf', () => {
  it.each([
    ['Pour la pâte :', 'Pour la pâte'],
    ['Pour la pâte:', 'Pour la pâte'],
    ['Pour un moule de 24 cm :', 'Pour un moule de 24 cm'],
    ['Pour la crème pâtissière', 'Pour la crème pâtissière'],
    ['Pour le décor', 'Pour le décor'],
    ['La garniture', 'La garniture'],
    ['La pâte sablée', 'La pâte sablée'],
    ['Le caramel', 'Le caramel'],
    ['l’appareil à flan', 'l’appareil à flan'],
    ['Garniture', 'Garniture'],
    ['Décoration', 'Décoration'],
    ['GLAÇAGE', 'Glaçage'],
    ['PÂTE SABLÉE :', 'Pâte sablée'],
    ['Sauce :', 'Sauce'],
    ['Ingrédients :', null],
    ['INGRÉDIENTS', null],
  ])('%j is the heading %j', (line, heading) => {
    expect(headingOf(line, 'ingredient')).toBe(heading);
  });

  it.each([
    '200 g de farine',
    'Sel',
    'Poivre du moulin',
    'Pâte feuilletée',
    'Caramel',
    'Crème fraîche épaisse',
    'Le jus d’un citron',
    'Les zestes d’une orange',
    'Pour servir : un coulis de framboises',
    'Pour 4 personnes',
    'Pour quatre personnes',
    'Sel : une pincée',
    'Pour la friture, de l’huile de tournesol en quantité suffisante pour couvrir largement les beignets',
  ])('%j is an ingredient line', (line) => {
    expect(headingOf(line, 'ingredient')).toBeUndefined();
  });

  it('reads a step as a heading by its colon or its capitals only, and a short one', () => {
    expect(headingOf('Montage :', 'step')).toBe('Montage');
    expect(headingOf('PRÉPARATION DE LA PÂTE', 'step')).toBe('Préparation de la pâte');
    // Steps of the list itself are kept: only ingredient headings name the list.
    expect(headingOf('Préparation :', 'step')).toBe('Préparation');
    expect(headingOf('Pour la sauce, mélangez le tout.', 'step')).toBeUndefined();
    expect(headingOf('La garniture', 'step')).toBeUndefined();
    expect(headingOf('Mélangez dans un saladier les ingrédients suivants :', 'step')).toBeUndefined();
    expect(headingOf('Enfournez 45 min : la lame doit ressortir sèche.', 'step')).toBeUndefined();
  });

  it('makes a heading of the text: no final colon or decoration, capitals made a sentence, cut to 100', () => {
    expect(headingText('LA CRÈME ***')).toBe('La crème');
    expect(headingText('Montage —')).toBe('Montage');
    expect(headingText('Pour la pâte\u00a0:')).toBe('Pour la pâte');
    expect(headingText('x'.repeat(300))).toHaveLength(100);
  });
});

describe('ingredientsFrom', () => {
  it('puts each line in the group of the heading above it; the list’s own name is no group', () => {
    expect(
      ingredientsFrom(['Ingrédients :', '- 1 pâte brisée', 'Pour la garniture :', '• 4 pommes', '* 50 g de sucre']),
    ).toEqual([
      { label: '1 pâte brisée', group: null },
      { label: '4 pommes', group: 'Pour la garniture' },
      { label: '50 g de sucre', group: 'Pour la garniture' },
    ]);
  });

  it('leaves out one group over every line: it divides nothing', () => {
    expect(ingredientsFrom(['Pour la pâte :', '200 g de farine', '100 g de beurre'])).toEqual([
      { label: '200 g de farine', group: null },
      { label: '100 g de beurre', group: null },
    ]);
  });
});
