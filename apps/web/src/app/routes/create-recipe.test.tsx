import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cupboardProduct,
  errorResponse,
  invalidInput,
  serveRecipeForm,
} from '../../features/recipes/testing/fake-recipe-form';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

const creme = cupboardProduct({
  id: 5,
  name: 'Crème fraîche',
  categoryId: 2,
  imageUrl: 'https://images.example/creme.jpg',
});
const carottes = cupboardProduct({ id: 6, name: 'Carottes', categoryId: 1 });

beforeAll(() => import('./create-recipe'), 20_000);
beforeEach(() => setToken('t'));

async function openForm() {
  const user = userEvent.setup();
  const view = renderApp('/create-recipe');
  expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' })).toBeInTheDocument();
  return { user, ...view };
}

describe('/create-recipe', () => {
  it('creates a recipe with a picked product, a free-text ingredient and two steps', async () => {
    const api = serveRecipeForm({ products: [creme, carottes] });
    const { user, router } = await openForm();

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), '  Velouté de carottes ');
    await user.type(screen.getByRole('spinbutton', { name: 'Parts' }), '4');
    await user.type(screen.getByRole('spinbutton', { name: 'Heures' }), '1');
    await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '30');
    expect(screen.getByText('Soit 1 h 30')).toBeInTheDocument();

    // Without accents, as typed on a phone: the server's search still finds "Crème fraîche".
    await user.type(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' }), 'creme');
    const pick = await screen.findByRole('button', { name: 'Ajouter Crème fraîche' });
    expect(pick.querySelector('img')).toHaveAttribute('src', 'https://images.example/creme.jpg');
    expect(api.callsTo('GET', '/products').at(-1)?.url).toBe('/products?search=creme&limit=20&offset=0');
    await user.click(pick);
    expect(screen.getByText(/Lié au produit du placard/)).toHaveTextContent('« Crème fraîche »');
    await user.type(screen.getByRole('textbox', { name: 'Quantité de l’ingrédient 1' }), '20 cl');

    await user.type(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' }), 'Sel');
    await user.click(screen.getByRole('button', { name: 'Ajouter en texte libre' }));
    expect(screen.getByRole('textbox', { name: 'Ingrédient 2' })).toHaveValue('Sel');

    await user.type(screen.getByRole('textbox', { name: 'Étape 1' }), 'Éplucher les carottes.');
    await user.click(screen.getByRole('button', { name: 'Ajouter une étape' }));
    expect(screen.getByRole('textbox', { name: 'Étape 2' })).toHaveFocus();
    await user.keyboard('Mixer avec la crème.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/41'));
    expect(api.callsTo('POST', '/recipes')).toHaveLength(1);
    expect(api.callsTo('POST', '/recipes')[0]?.body).toEqual({
      name: 'Velouté de carottes',
      description: null,
      servings: 4,
      durationMinutes: 90,
      imageUrl: null,
      sourceUrl: null,
      ingredients: [
        { productId: 5, label: 'Crème fraîche', quantity: '20 cl', group: null },
        { productId: null, label: 'Sel', quantity: null, group: null },
      ],
      steps: ['Éplucher les carottes.', 'Mixer avec la crème.'],
      sections: [],
    });
    expect(await screen.findByText('« Velouté de carottes » ajoutée à vos recettes.')).toBeInTheDocument();
  });

  it('finds the product of a line typed whole and keeps its amount: « 20 cl de crème » links « Crème fraîche »', async () => {
    const oeufs = cupboardProduct({ id: 7, name: 'Œufs plein air', categoryId: 3 });
    const api = serveRecipeForm({ products: [creme, carottes, oeufs] });
    const { user } = await openForm();
    const search = screen.getByRole('searchbox', { name: 'Chercher un produit du placard' });

    await user.type(search, '20 cl de crème');
    await user.click(await screen.findByRole('button', { name: 'Ajouter Crème fraîche' }));
    expect(api.callsTo('GET', '/products').at(-1)?.query.get('search')).toBe('creme');
    expect(screen.getByRole('textbox', { name: 'Quantité de l’ingrédient 1' })).toHaveValue('20 cl');
    expect(screen.getByRole('textbox', { name: 'Ingrédient 1' })).toHaveValue('Crème fraîche');

    // A count and a plural: « 3 œufs » looks for « oeuf », as the server folds « Œufs ».
    await user.type(search, '3 œufs');
    await user.click(await screen.findByRole('button', { name: 'Ajouter Œufs plein air' }));
    expect(screen.getByRole('textbox', { name: 'Quantité de l’ingrédient 2' })).toHaveValue('3');

    // Still free text when nothing matches: the line goes in as typed.
    await user.type(search, '2 pincées de sel');
    expect(await screen.findByText(/Aucun produit du placard ne correspond à «\ssel\s»/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter en texte libre' }));
    expect(screen.getByRole('textbox', { name: 'Ingrédient 3' })).toHaveValue('2 pincées de sel');
  });

  it('explains what is wrong beside the fields and in a summary, and sends nothing', async () => {
    const api = serveRecipeForm();
    const { user } = await openForm();

    await user.type(screen.getByRole('spinbutton', { name: 'Parts' }), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const name = screen.getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Parts' })).toHaveAccessibleDescription('Au moins 1 part.');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('2 champs sont à corriger');
    await user.click(within(summary).getByRole('button', { name: 'Parts\u00a0: Au moins 1 part.' }));
    expect(screen.getByRole('spinbutton', { name: 'Parts' })).toHaveFocus();

    // Errors follow the typing once shown: fixed, they go.
    await user.type(name, 'Soupe');
    expect(name).not.toHaveAccessibleDescription();
    expect(api.callsTo('POST', '/recipes')).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields', async () => {
    const api = serveRecipeForm({
      saveAnswer: () => invalidInput([{ path: 'body.ingredients.0.label', message: 'Libellé refusé.' }]),
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Soupe');
    await user.type(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' }), 'Poireaux{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const label = screen.getByRole('textbox', { name: 'Ingrédient 1' });
    await waitFor(() => expect(label).toHaveAccessibleDescription('Libellé refusé.'));
    expect(label).toHaveFocus();
    expect(api.callsTo('POST', '/recipes')).toHaveLength(1);
  });

  it('says so when a linked product was deleted meanwhile (404)', async () => {
    serveRecipeForm({
      products: [creme],
      saveAnswer: () => errorResponse(404, 'not-found', 'Produit introuvable.'),
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Soupe');
    await user.type(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' }), 'crème');
    await user.click(await screen.findByRole('button', { name: 'Ajouter Crème fraîche' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('un produit lié à un ingrédient n’existe plus');
  });

  it('pages the picker’s matches with "Voir plus"', async () => {
    const yaourts = Array.from({ length: 25 }, (_, i) =>
      cupboardProduct({ id: 100 + i, name: `Yaourt ${String(i + 1).padStart(2, '0')}` }),
    );
    const api = serveRecipeForm({ products: yaourts });
    const { user } = await openForm();
    await user.type(screen.getByRole('searchbox', { name: 'Chercher un produit du placard' }), 'yaourt');

    const list = await screen.findByRole('list', { name: 'Produits trouvés' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByText('20 sur 25 produits affichés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));

    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/products').at(-1)?.query.get('offset')).toBe('20');
    await user.click(within(list).getByRole('button', { name: 'Ajouter Yaourt 25' }));
    expect(screen.getByRole('textbox', { name: 'Ingrédient 1' })).toHaveValue('Yaourt 25');
  });
});
