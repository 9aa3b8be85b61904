import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([import('./home'), import('../../features/recipes/components/CookableRecipes')]), 20_000);
beforeEach(() => setToken('t'));

describe('home: À cuisiner', () => {
  it('asks for the 4 most cookable recipes and shows at most 4, each a link to its page', async () => {
    const recipes = Array.from({ length: 6 }, (_, index) =>
      recipe({ id: index + 1, name: `Recette ${index + 1}`, ingredients: [linked(50 + index, 'Riz', index < 2)] }),
    );
    const api = serveRecipes({ recipes });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'À cuisiner' });
    await within(section).findByText('Recette 1');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /^Recette 1/ })).toHaveAttribute('href', '/recipe/1');
    expect(within(section).getByRole('link', { name: /^Recette 1/ })).toHaveTextContent('1 ingrédient sur 1 en stock');
    expect(within(section).getByRole('link', { name: 'Toutes les recettes' })).toHaveAttribute('href', '/recipes');
    expect(api.callsTo('GET', '/recipes')[0]?.query.get('limit')).toBe('4');
  });

  it('invites to create a recipe when there is none', async () => {
    serveRecipes();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'À cuisiner' });
    expect(await within(section).findByRole('heading', { name: 'Aucune recette pour l’instant' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Créer une recette' })).toHaveAttribute('href', '/create-recipe');
  });
});
