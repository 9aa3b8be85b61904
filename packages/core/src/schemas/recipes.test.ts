import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_LIMITS, recipeTextLength } from '../domain/limits.js';
import { configureZod, createRecipeBodySchema, updateRecipeBodySchema } from './index.js';

beforeAll(() => configureZod());

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('recipe groups and sections', () => {
  it('accepts ingredient groups and step sections, trimmed', () => {
    const body = createRecipeBodySchema.parse({
      name: 'Tarte aux pommes',
      steps: ['Mélanger.', 'Étaler.', 'Disposer les pommes.'],
      sections: [
        { name: ' Préparation de la pâte ', firstStep: 0 },
        { name: 'Montage', firstStep: 2 },
      ],
      ingredients: [
        { label: 'Farine', group: 'Pour la pâte ' },
        { label: 'Pommes', group: '' },
      ],
    });
    expect(body.sections).toEqual([
      { name: 'Préparation de la pâte', firstStep: 0 },
      { name: 'Montage', firstStep: 2 },
    ]);
    expect(body.ingredients.map((line) => line.group)).toEqual(['Pour la pâte', '']);
    // Old clients send neither: no section, no group.
    expect(createRecipeBodySchema.parse({ name: 'Soupe', steps: ['Cuire.'] }).sections).toEqual([]);
  });

  it('says which section starts at no step, or breaks the order, and which heading is too long', () => {
    const result = createRecipeBodySchema.safeParse({
      name: 'Tarte',
      steps: ['Mélanger.', 'Cuire.'],
      sections: [
        { name: 'Pâte', firstStep: 0 },
        { name: '  ', firstStep: 1 },
      ],
      ingredients: [{ label: 'Farine', group: 'x'.repeat(RECIPE_LIMITS.heading + 1) }],
    });
    expect(issues(result)).toEqual([
      { path: 'sections.1.name', message: 'Le titre de la section est vide.' },
      { path: 'ingredients.0.group', message: 'Le titre du groupe dépasse 100 caractères.' },
    ]);
    const order = createRecipeBodySchema.safeParse({
      name: 'Tarte',
      steps: ['Mélanger.', 'Cuire.'],
      sections: [
        { name: 'Pâte', firstStep: 1 },
        { name: 'Cuisson', firstStep: 1 },
        { name: 'Service', firstStep: 2 },
      ],
    });
    expect(issues(order)).toEqual([
      { path: 'sections.1.firstStep', message: 'Les sections suivent l’ordre des étapes, une par étape au plus.' },
      { path: 'sections.2.firstStep', message: 'Cette section ne commence à aucune étape de la recette.' },
    ]);
  });

  it('takes sections in an edit only with the steps they divide', () => {
    expect(issues(updateRecipeBodySchema.safeParse({ sections: [{ name: 'Pâte', firstStep: 0 }] }))).toEqual([
      { path: 'sections', message: 'Les sections s’envoient avec les étapes qu’elles découpent.' },
    ]);
    expect(updateRecipeBodySchema.safeParse({ steps: ['Cuire.'] }).success).toBe(true);
    expect(
      issues(updateRecipeBodySchema.safeParse({ steps: ['Cuire.'], sections: [{ name: 'Pâte', firstStep: 1 }] })),
    ).toEqual([{ path: 'sections.0.firstStep', message: 'Cette section ne commence à aucune étape de la recette.' }]);
  });

  it('counts headings in the text limit: a group once where it shows, every section name', () => {
    const lines = [
      { label: 'Farine', group: 'Pâte' },
      { label: 'Beurre', group: 'Pâte' },
      { label: 'Pommes', group: null },
      { label: 'Sucre', group: 'Pâte' },
    ];
    // 6 + 6 + 6 + 5 letters of lines, « Pâte » twice (it shows twice), « Montage ».
    expect(recipeTextLength({ ingredients: lines, sections: [{ name: 'Montage' }] })).toBe(23 + 8 + 7);
    const long = 'x'.repeat(RECIPE_LIMITS.heading);
    const result = createRecipeBodySchema.safeParse({
      name: 'Longue',
      description: 'd'.repeat(RECIPE_LIMITS.description),
      steps: Array.from({ length: 12 }, () => 's'.repeat(RECIPE_LIMITS.step)),
      sections: Array.from({ length: 11 }, (_, index) => ({ name: long, firstStep: index })),
    });
    // 5 000 + 24 000 + 1 100 > 30 000: the section names tip it over.
    expect(issues(result)?.[0]?.message).toMatch(/dépasse 30\s000 caractères de texte/);
  });
});
