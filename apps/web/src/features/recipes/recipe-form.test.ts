import { formatDuration } from '@glouton/core/dates';
import { RECIPE_LIMITS } from '@glouton/core/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createRecipeBodySchema } from '../../lib/schemas';
import {
  bodyOf,
  durationOf,
  emptyRecipeValues,
  moveItem,
  newHeading,
  newIngredient,
  newStep,
  splitDuration,
  valuesOf,
} from './recipe-form';
import { serverRecipeErrors, validateRecipe } from './recipe-form-errors';
import { amountOf } from './testing/fake-recipes';

describe('recipe form rules', () => {
  it('reads hours and minutes, or minutes alone, as the same duration', () => {
    expect(durationOf('1', '30')).toBe(90);
    expect(durationOf('', '90')).toBe(90);
    expect(durationOf('1,5', '')).toBe(90);
    expect(durationOf('', '')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_080 }), (total) => {
        const { hours, minutes } = splitDuration(total);
        expect(durationOf(hours, minutes)).toBe(total);
        expect(formatDuration(total)).toMatch(/^(\d+\u00a0min|\d+\u00a0h(\u00a0\d{2})?)$/);
      }),
    );
  });

  it('moves a row without losing or duplicating any', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 8 }), fc.nat(10), fc.constantFrom(-1, 1), (list, i, delta) => {
        const moved = moveItem(list, i, delta);
        expect([...moved].sort()).toEqual([...list].sort());
      }),
    );
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('points errors at the rows shown, blank steps and titles included', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Soupe',
      ingredients: [
        newHeading('Pour le bouillon'),
        newIngredient({ label: 'Eau' }),
        newIngredient({ label: 'Sel' }),
        newIngredient({ label: 'Poireaux' }),
      ],
      steps: [newStep('Cuisson', true), newStep(''), newStep('x'.repeat(RECIPE_LIMITS.step + 1))],
    };
    const result = validateRecipe(createRecipeBodySchema, values);
    expect(result).toEqual({ ok: false, errors: { 'steps.2': `Une étape dépasse ${RECIPE_LIMITS.step} caractères.` } });

    const error = new ApiError({
      status: 400,
      code: 'invalid-input',
      message: 'Données invalides.',
      issues: [
        { path: 'body.steps.0', code: 'custom', message: 'Trop long.' },
        { path: 'body.sections.0.name', code: 'custom', message: 'Titre trop long.' },
        { path: 'body.ingredients.2.productId', code: 'custom', message: 'Produit inconnu.' },
        { path: 'body.ingredients.1.group', code: 'custom', message: 'Groupe trop long.' },
        { path: 'body.servings', code: 'custom', message: 'Au plus 100 parts.' },
        { path: 'body.color', code: 'custom', message: 'Champ inconnu.' },
      ],
    });
    expect(serverRecipeErrors(error, values)).toEqual({
      errors: {
        'steps.2': 'Trop long.',
        'steps.0': 'Titre trop long.',
        'ingredients.3.label': 'Produit inconnu.',
        'ingredients.0.label': 'Groupe trop long.',
        servings: 'Au plus 100 parts.',
      },
      other: ['Champ inconnu.'],
    });
  });

  it('sends each line with the title above it, and each section where its first step is', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Tarte',
      ingredients: [
        newIngredient({ label: 'Sel' }),
        newHeading(' Pour la pâte '),
        newIngredient({ label: 'Farine' }),
        newIngredient({ label: 'Beurre', quantity: '100 g' }),
        newHeading('Garniture'),
        newIngredient({ label: 'Pommes' }),
      ],
      steps: [newStep('Préchauffer.'), newStep('Pâte', true), newStep(''), newStep('Sabler.'), newStep('Étaler.')],
    };
    const body = bodyOf(values);
    expect(body.ingredients.map((line) => [line.label, line.group])).toEqual([
      ['Sel', null],
      ['Farine', 'Pour la pâte'],
      ['Beurre', 'Pour la pâte'],
      ['Pommes', 'Garniture'],
    ]);
    expect(body.steps).toEqual(['Préchauffer.', 'Sabler.', 'Étaler.']);
    expect(body.sections).toEqual([{ name: 'Pâte', firstStep: 1 }]);
    // And back: a saved recipe shows the same rows.
    const again = valuesOf({
      ...body,
      id: 1,
      ingredients: body.ingredients.map((line) => ({ ...line, ...amountOf(line), product: null, atHome: false })),
      availableCount: 0,
      toCheckCount: 0,
      totalCount: 0,
      expiringSoonCount: 0,
      createdAt: '',
      updatedAt: '',
    });
    const rows = (list: { heading?: boolean; section?: boolean; label?: string; text?: string }[]) =>
      list.map((row) => [row.heading ?? row.section, row.label ?? row.text]);
    expect(rows(again.ingredients)).toEqual([
      [false, 'Sel'],
      [true, 'Pour la pâte'],
      [false, 'Farine'],
      [false, 'Beurre'],
      [true, 'Garniture'],
      [false, 'Pommes'],
    ]);
    expect(rows(again.steps)).toEqual([
      [false, 'Préchauffer.'],
      [true, 'Pâte'],
      [false, 'Sabler.'],
      [false, 'Étaler.'],
    ]);
  });

  it('explains a title with nothing under it, or no text', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Tarte',
      ingredients: [newHeading('Pâte'), newHeading(' '), newIngredient({ label: 'Farine' }), newHeading('Fin')],
      steps: [newStep('Cuire.'), newStep('Service', true), newStep('  ')],
    };
    expect(validateRecipe(createRecipeBodySchema, values)).toEqual({
      ok: false,
      errors: {
        'ingredients.0.label': 'Aucun ingrédient sous ce titre\u00a0: ajoutez-en ou retirez le titre.',
        'ingredients.1.label': 'Le titre du groupe est vide\u00a0: écrivez-le ou retirez-le.',
        'ingredients.3.label': 'Aucun ingrédient sous ce titre\u00a0: ajoutez-en ou retirez le titre.',
        'steps.1': 'Aucune étape sous ce titre\u00a0: écrivez-en une ou retirez le titre.',
      },
    });
  });
});
