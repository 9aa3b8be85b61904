import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeText, linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

// Issue 25 (decision 0057): the quiche whose lardons, crème and pâte are free text is not « complete ».
const LARDONS = { id: 22, name: 'Lardons', imageUrl: null, inStock: true, closestExpirationDate: null };
const quiche = recipe({
  id: 4,
  name: 'Quiche lorraine',
  servings: 4,
  ingredients: [
    freeText('200 g de lardons', null, LARDONS),
    linked(20, 'Œufs', true, '3'),
    freeText('20 cl de crème fraîche épaisse', null, null),
    freeText('1 pâte brisée', null, null),
    freeText('Sel, poivre'),
  ],
});

beforeAll(() => import('./recipe-details'), 20_000);
beforeEach(() => setToken('t'));

describe('a recipe with lines « à vérifier »', () => {
  it('shows 1/4 with 3 to check, each line marked, the staples « à la maison », and something to add', async () => {
    serveRecipes({ recipes: [quiche] });
    renderApp('/recipe/4');
    expect(await screen.findByText('1 ingrédient sur 4 en stock')).toBeInTheDocument();
    expect(screen.getByText('· 3 à vérifier')).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Ingrédients (5)' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.includes('à vérifier'))).toEqual([true, false, true, true, false]);
    expect(lines[4]).toHaveTextContent('à la maison');
    expect(screen.queryByText('Rien ne manque\u00a0: tout est en stock.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter les manquants à la liste' })).toBeEnabled();
  });

  it('links a line to the product of the same name the server offers', async () => {
    const api = serveRecipes({ recipes: [quiche] });
    const user = userEvent.setup();
    renderApp('/recipe/4');
    await user.click(await screen.findByRole('button', { name: 'Lier à Lardons' }));
    expect(await screen.findByText('« 200 g de lardons » est lié à Lardons.')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH', '/recipes/4');
    expect(patch?.body).toEqual({
      ingredients: [
        { productId: 22, label: '200 g de lardons', quantity: null, group: null },
        { productId: 20, label: 'Œufs', quantity: '3', group: null },
        { productId: null, label: '20 cl de crème fraîche épaisse', quantity: null, group: null },
        { productId: null, label: '1 pâte brisée', quantity: null, group: null },
        { productId: null, label: 'Sel, poivre', quantity: null, group: null },
      ],
    });
    expect(await screen.findByText('2 ingrédients sur 4 en stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lardons' })).toHaveAttribute('href', '/product/22');
    expect(screen.queryByRole('button', { name: /^Lier à/ })).not.toBeInTheDocument();
  });
});
