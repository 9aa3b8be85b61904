import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/storage';
import { renderApp } from '../../../../test/render-app';
import { recipe, serveRecipeForm } from '../../testing/fake-recipe-form';
import { amountOf, freeText } from '../../testing/fake-recipes';

const tarte = recipe({
  id: 12,
  name: 'Tarte aux poireaux',
  servings: 4,
  durationMinutes: 50,
  steps: ['Émincer les poireaux.', 'Cuire 30 min.'],
  ingredients: [
    {
      productId: 8,
      label: 'Poireaux',
      quantity: '3',
      ...amountOf({ label: 'Poireaux', quantity: '3' }),
      product: { id: 8, name: 'Poireaux bio', imageUrl: null, inStock: true, closestExpirationDate: null },
    },
    freeText('Pâte brisée'),
  ],
});

beforeAll(() => import('../../../../app/routes/create-recipe'), 20_000);
beforeEach(() => setToken('t'));

describe('/create-recipe?id=…', () => {
  it('loads the recipe into the form and saves the changes with PATCH', async () => {
    const api = serveRecipeForm({ recipes: [tarte] });
    const user = userEvent.setup();
    const { router } = renderApp('/create-recipe?id=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la recette' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Nom' });
    expect(name).toHaveValue('Tarte aux poireaux');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue(50);
    expect(screen.getByText('Soit 50 min')).toBeInTheDocument();
    expect(screen.getByText(/Lié au produit du placard/)).toHaveTextContent('« Poireaux bio »');
    expect(screen.queryByRole('heading', { name: 'Importer depuis une page de recette' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Tarte fine aux poireaux');
    await user.click(screen.getByRole('button', { name: 'Retirer Pâte brisée' }));
    expect(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Monter l’étape 2' }));
    expect(screen.getByRole('button', { name: 'Descendre l’étape 1' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Étape 1' })).toHaveValue('Cuire 30 min.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/12'));
    expect(api.callsTo('PATCH', '/recipes/12')[0]?.body).toEqual({
      name: 'Tarte fine aux poireaux',
      description: null,
      servings: 4,
      durationMinutes: 50,
      imageUrl: null,
      sourceUrl: null,
      ingredients: [{ productId: 8, label: 'Poireaux', quantity: '3' }],
      steps: ['Cuire 30 min.', 'Émincer les poireaux.'],
    });
    expect(api.callsTo('POST', '/recipes')).toHaveLength(0);
    expect(await screen.findByText('« Tarte fine aux poireaux » enregistrée.')).toBeInTheDocument();
  });

  it('removes a step and leaves blank steps out', async () => {
    const api = serveRecipeForm({ recipes: [tarte] });
    const user = userEvent.setup();
    renderApp('/create-recipe?id=12');
    await user.click(await screen.findByRole('button', { name: 'Supprimer l’étape 1' }));
    expect(screen.getByRole('button', { name: 'Ajouter une étape' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ajouter une étape' }));
    expect(screen.getByRole('textbox', { name: 'Étape 2' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/recipes/12')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/recipes/12')[0]?.body).toMatchObject({ steps: ['Cuire 30 min.'] });
  });

  it('says the recipe does not exist (404) with a way back to the list', async () => {
    serveRecipeForm();
    renderApp('/create-recipe?id=99');
    expect(await screen.findByRole('heading', { name: 'Cette recette n’existe pas ou plus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes recettes' })).toHaveAttribute('href', '/recipes');
  });

  it('shows a skeleton while loading, then the form', async () => {
    let answer = () => {};
    serveRecipeForm({ recipes: [tarte], hold: new Promise<void>((resolve) => (answer = resolve)) });
    renderApp('/create-recipe?id=12');
    expect(await screen.findByText('Chargement de la recette…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nom' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('Tarte aux poireaux');
  });
});
