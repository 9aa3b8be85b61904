import { formatDuration } from '@glouton/core/dates';
import { RECIPE_LIMITS } from '@glouton/core/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createRecipeBodySchema } from '../../lib/schemas';
import { durationOf, emptyRecipeValues, moveItem, newStep, splitDuration } from './recipe-form';
import { serverRecipeErrors, validateRecipe } from './recipe-form-errors';

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

  it('points errors at the rows shown, blank steps included', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Soupe',
      steps: [newStep(''), newStep('x'.repeat(RECIPE_LIMITS.step + 1))],
    };
    const result = validateRecipe(createRecipeBodySchema, values);
    expect(result).toEqual({ ok: false, errors: { 'steps.1': `Une étape dépasse ${RECIPE_LIMITS.step} caractères.` } });

    const error = new ApiError({
      status: 400,
      code: 'invalid-input',
      message: 'Données invalides.',
      issues: [
        { path: 'body.steps.0', code: 'custom', message: 'Trop long.' },
        { path: 'body.ingredients.2.productId', code: 'custom', message: 'Produit inconnu.' },
        { path: 'body.servings', code: 'custom', message: 'Au plus 100 parts.' },
        { path: 'body.color', code: 'custom', message: 'Champ inconnu.' },
      ],
    });
    expect(serverRecipeErrors(error, values)).toEqual({
      errors: { 'steps.1': 'Trop long.', 'ingredients.2.label': 'Produit inconnu.', servings: 'Au plus 100 parts.' },
      other: ['Champ inconnu.'],
    });
  });
});
