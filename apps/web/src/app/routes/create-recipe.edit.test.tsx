import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipe, serveRecipeForm } from '../../features/recipes/testing/fake-recipe-form';
import { amountOf, freeText } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

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
      group: null,
      ...amountOf({ label: 'Poireaux', quantity: '3' }),
      product: { id: 8, name: 'Poireaux bio', imageUrl: null, inStock: true, closestExpirationDate: null },
      atHome: false,
    },
    freeText('Pâte brisée'),
  ],
});

beforeAll(() => import('./create-recipe'), 20_000);
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
      ingredients: [{ productId: 8, label: 'Poireaux', quantity: '3', group: null }],
      steps: ['Cuire 30 min.', 'Émincer les poireaux.'],
      sections: [],
    });
    expect(api.callsTo('POST', '/recipes')).toHaveLength(0);
    expect(await screen.findByText('« Tarte fine aux poireaux » enregistrée.')).toBeInTheDocument();
  });

  it('turns lines and steps into titles, renames and removes them, and explains a title with nothing under it', async () => {
    const api = serveRecipeForm({ recipes: [tarte] });
    const user = userEvent.setup();
    renderApp('/create-recipe?id=12');

    // An imported line that was a heading: it becomes the title of the lines below it.
    await user.click(await screen.findByRole('button', { name: 'Faire de Poireaux un titre de groupe' }));
    const title = screen.getByRole('textbox', { name: 'Titre de groupe 1' });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Poireaux');
    expect(screen.queryByText(/Lié au produit du placard/)).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Pour la pâte');
    expect(screen.getByRole('textbox', { name: 'Ingrédient 1' })).toHaveValue('Pâte brisée');

    // A section title added at the end has no step under it: said beside it and in the summary.
    await user.click(screen.getByRole('button', { name: 'Ajouter un titre de section' }));
    const section = screen.getByRole('textbox', { name: 'Titre de section 1' });
    expect(section).toHaveFocus();
    await user.type(section, 'Service');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('button', { name: /Titre de section 1\u00a0: Aucune étape sous ce titre/ }),
    ).toBeInTheDocument();
    expect(section).toHaveFocus();
    expect(section).toHaveAccessibleDescription(expect.stringContaining('Aucune étape sous ce titre'));
    expect(api.callsTo('PATCH', '/recipes/12')).toHaveLength(0);

    // Removed; the first step becomes a section title and back, the second one gets a title.
    await user.click(screen.getByRole('button', { name: 'Retirer le titre «\u00a0Service\u00a0»' }));
    await user.click(screen.getByRole('button', { name: 'Faire de l’étape 2 un titre de section' }));
    expect(screen.getByRole('textbox', { name: 'Titre de section 1' })).toHaveValue('Cuire 30 min.');
    await user.click(screen.getByRole('button', { name: 'Faire du titre «\u00a0Cuire 30 min.\u00a0» une étape' }));
    expect(screen.getByRole('textbox', { name: 'Étape 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ajouter un titre de section' }));
    await user.type(screen.getByRole('textbox', { name: 'Titre de section 1' }), 'Cuisson');
    await user.click(screen.getByRole('button', { name: 'Monter le titre «\u00a0Cuisson\u00a0»' }));

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/recipes/12')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/recipes/12')[0]?.body).toMatchObject({
      ingredients: [{ productId: null, label: 'Pâte brisée', quantity: null, group: 'Pour la pâte' }],
      steps: ['Émincer les poireaux.', 'Cuire 30 min.'],
      sections: [{ name: 'Cuisson', firstStep: 1 }],
    });
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
