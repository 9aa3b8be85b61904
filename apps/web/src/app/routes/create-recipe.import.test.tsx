import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draft, errorResponse, jsonResponse, serveRecipeForm } from '../../features/recipes/testing/fake-recipe-form';
import { amountOf, freeText } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./create-recipe'), 20_000);
beforeEach(() => setToken('t'));

const quiche = draft({
  ingredients: [
    {
      productId: 3,
      label: '20 cl de crème fraîche',
      quantity: '20 cl',
      group: null,
      ...amountOf({ label: '20 cl de crème fraîche', quantity: '20 cl' }),
      product: { id: 3, name: 'Crème fraîche', imageUrl: null, inStock: true, closestExpirationDate: null },
    },
    freeText('3 œufs'),
  ],
});

async function importFrom(address: string) {
  const user = userEvent.setup();
  const view = renderApp('/create-recipe');
  await user.type(await screen.findByRole('textbox', { name: 'Adresse de la page' }), address);
  await user.click(screen.getByRole('button', { name: 'Importer' }));
  return { user, ...view };
}

describe('import from a recipe page', () => {
  it('fills the form with the draft, which is saved only on "Enregistrer"', async () => {
    const api = serveRecipeForm({ importAnswer: () => jsonResponse(quiche) });
    const { user } = await importFrom('recettes.example/quiche');

    expect(await screen.findByText('Recette importée : vérifiez puis enregistrez.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/recipes/import')[0]?.body).toEqual({ url: 'https://recettes.example/quiche' });
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Quiche lorraine');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('La vraie, sans fromage.');
    expect(screen.getByRole('spinbutton', { name: 'Parts' })).toHaveValue(6);
    expect(screen.getByText('Soit 1 h 15')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Image (adresse web)' })).toHaveValue(
      'https://recettes.example/quiche.jpg',
    );
    expect(screen.getByRole('textbox', { name: 'Source' })).toHaveValue('https://recettes.example/quiche');
    expect(screen.getByRole('textbox', { name: 'Ingrédient 1' })).toHaveValue('20 cl de crème fraîche');
    expect(screen.getByText(/Lié au produit du placard/)).toHaveTextContent('« Crème fraîche »');
    expect(screen.getByRole('textbox', { name: 'Étape 2' })).toHaveValue('Battre les œufs avec la crème.');
    expect(api.callsTo('POST', '/recipes')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/recipes')).toHaveLength(1));
    expect(api.callsTo('POST', '/recipes')[0]?.body).toMatchObject({
      name: 'Quiche lorraine',
      durationMinutes: 75,
      sourceUrl: 'https://recettes.example/quiche',
      ingredients: [
        { productId: 3, label: '20 cl de crème fraîche', quantity: '20 cl' },
        { productId: null, label: '3 œufs', quantity: null },
      ],
    });
  });

  it('shows the draft’s ingredient groups and step sections as titles, and saves them', async () => {
    const tarte = draft({
      name: 'Tarte au citron',
      steps: ['Sabler.', 'Cuire à blanc.', 'Garnir.'],
      sections: [
        { name: 'Pâte sablée', firstStep: 0 },
        { name: 'Crème au citron', firstStep: 2 },
      ],
      ingredients: [
        { ...freeText('200 g de farine'), group: 'Pour la pâte' },
        { ...freeText('3 citrons'), group: 'Pour la crème' },
      ],
    });
    const api = serveRecipeForm({ importAnswer: () => jsonResponse(tarte) });
    const { user } = await importFrom('recettes.example/tarte');

    expect(await screen.findByRole('textbox', { name: 'Titre de groupe 1' })).toHaveValue('Pour la pâte');
    expect(screen.getByRole('textbox', { name: 'Titre de groupe 2' })).toHaveValue('Pour la crème');
    expect(screen.getByRole('textbox', { name: 'Ingrédient 2' })).toHaveValue('3 citrons');
    expect(screen.getByRole('textbox', { name: 'Titre de section 1' })).toHaveValue('Pâte sablée');
    expect(screen.getByRole('textbox', { name: 'Titre de section 2' })).toHaveValue('Crème au citron');
    expect(screen.getByRole('textbox', { name: 'Étape 3' })).toHaveValue('Garnir.');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/recipes')).toHaveLength(1));
    expect(api.callsTo('POST', '/recipes')[0]?.body).toMatchObject({
      ingredients: [
        { label: '200 g de farine', group: 'Pour la pâte' },
        { label: '3 citrons', group: 'Pour la crème' },
      ],
      steps: ['Sabler.', 'Cuire à blanc.', 'Garnir.'],
      sections: tarte.sections,
    });
  });

  it('says when it replaced what was typed, and can put it back', async () => {
    serveRecipeForm();
    const user = userEvent.setup();
    renderApp('/create-recipe');
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Ma quiche');
    await user.type(screen.getByRole('textbox', { name: 'Adresse de la page' }), 'https://recettes.example/quiche');
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect(await screen.findByText('Ce que vous aviez saisi a été remplacé.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Quiche lorraine');
    await user.click(screen.getByRole('button', { name: 'Rétablir ma saisie' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Ma quiche');
  });

  it('explains a page without a recipe (import-no-recipe) next to the field', async () => {
    serveRecipeForm({
      importAnswer: () => errorResponse(422, 'import-no-recipe', 'Aucune recette sur cette page.'),
    });
    await importFrom('https://blog.example/article');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aucune recette trouvée sur cette page. Vérifiez que c’est bien la page d’une recette, ou saisissez-la à la main.',
    );
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('');
  });

  it('takes an old import error away once the address changes', async () => {
    serveRecipeForm({
      importAnswer: () => errorResponse(422, 'import-no-recipe', 'Aucune recette sur cette page.'),
    });
    const { user } = await importFrom('https://blog.example/article');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune recette trouvée sur cette page.');
    await user.type(screen.getByRole('textbox', { name: 'Adresse de la page' }), '-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const api = serveRecipeForm();
    await importFrom('ftp://recettes.example/quiche');
    expect(screen.getByRole('textbox', { name: 'Adresse de la page' })).toHaveAccessibleDescription(
      'Adresse web invalide (http ou https).',
    );
    expect(api.callsTo('POST', '/recipes/import')).toHaveLength(0);
  });
});
