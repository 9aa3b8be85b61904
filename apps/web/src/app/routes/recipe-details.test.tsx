import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeText, linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { getShoppingListCount, setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { toastButton } from '../../test/toast';

const quiche = recipe({
  id: 4,
  name: 'Quiche lorraine',
  description: 'La classique.',
  servings: 4,
  durationMinutes: 75,
  sourceUrl: 'https://www.example.org/quiche',
  steps: ['Préchauffer le four.', 'Battre les œufs avec la crème.', 'Cuire 35 minutes.'],
  ingredients: [
    linked(20, 'Œufs', true, '3'),
    linked(21, 'Crème', true, '20 cl'),
    linked(22, 'Lardons', false, '200 g'),
    linked(23, 'Pâte brisée', false),
    freeText('Muscade', '1 pincée'),
  ],
});

const badgeCount = () => screen.getByTestId('shopping-list-count');

beforeAll(() => import('./recipe-details'), 20_000);
beforeEach(() => setToken('t'));

describe('/recipe/:id', () => {
  it('shows the recipe: servings, duration, source in a new tab, ingredients with marks, steps in order', async () => {
    serveRecipes({ recipes: [quiche] });
    renderApp('/recipe/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiche lorraine' })).toBeInTheDocument();
    expect(screen.getByText('4 parts')).toBeInTheDocument();
    expect(screen.getByText('2 ingrédients sur 5 en stock')).toBeInTheDocument();
    expect(screen.getByText('Durée').parentElement).toHaveTextContent('Durée 1 h 15');
    const source = screen.getByRole('link', { name: /Recette d’origine sur example\.org/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const ingredients = within(screen.getByRole('region', { name: 'Ingrédients (5)' })).getAllByRole('listitem');
    expect(ingredients[2]).toHaveTextContent('200 g Lardons');
    expect(ingredients[2]).toHaveTextContent('manquant');
    expect(within(ingredients[2] as HTMLElement).getByRole('link', { name: 'Lardons' })).toHaveAttribute(
      'href',
      '/product/22',
    );
    expect(ingredients[4]).toHaveTextContent('1 pincée Muscade');
    // Free text is never « in stock »: to check (decision 0057).
    expect(ingredients[4]).toHaveTextContent('à vérifier');
    expect(ingredients[0]).toHaveTextContent('en stock');
    expect(ingredients[0]).not.toHaveTextContent('expire bientôt');

    const steps = within(screen.getByRole('region', { name: 'Étapes' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(quiche.steps);
    expect(steps[0]?.parentElement?.tagName).toBe('OL');
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/create-recipe?id=4');
  });

  it('shows ingredient groups and step sections as sub-headings, steps numbered on across sections', async () => {
    const tarte = recipe({
      id: 9,
      name: 'Tarte aux pommes',
      steps: ['Préchauffer le four.', 'Sabler la farine et le beurre.', 'Étaler.', 'Disposer les pommes.'],
      sections: [
        { name: 'La pâte', firstStep: 1 },
        { name: 'Montage', firstStep: 3 },
      ],
      ingredients: [
        { ...freeText('Sel', '1 pincée') },
        { ...freeText('Farine', '200 g'), group: 'Pour la pâte' },
        { ...linked(30, 'Beurre', true, '100 g'), group: 'Pour la pâte' },
        { ...linked(31, 'Pommes', false, '4'), group: 'Garniture' },
      ],
    });
    serveRecipes({ recipes: [tarte] });
    renderApp('/recipe/9');
    const ingredients = within(await screen.findByRole('region', { name: 'Ingrédients (4)' }));
    expect(ingredients.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pour la pâte',
      'Garniture',
    ]);
    const lines = (name: string) => ingredients.getByRole('list', { name }).querySelectorAll('li');
    expect([...lines('Pour la pâte')].map((line) => line.textContent)).toEqual([
      '200 g Farineà vérifier',
      '100 g Beurreen stock',
    ]);
    expect([...lines('Garniture')].map((line) => line.textContent)).toEqual(['4 Pommesmanquant']);
    expect([...lines('Ingrédients')].map((line) => line.textContent)).toEqual(['1 pincée Selà la maison']);

    const steps = within(screen.getByRole('region', { name: 'Étapes' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'La pâte',
      'Montage',
    ]);
    const lists = steps.getAllByRole('list');
    expect(lists.map((list) => [list.getAttribute('start'), list.querySelectorAll('li').length])).toEqual([
      ['1', 1],
      ['2', 2],
      ['4', 1],
    ]);
    expect(steps.getByRole('list', { name: 'Montage' })).toHaveTextContent('Disposer les pommes.');
  });

  it('marks the ingredients whose unit expires within three days (today included), not later ones', async () => {
    const today = new Date();
    const inDays = (days: number) => {
      const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    serveRecipes({
      recipes: [
        {
          ...quiche,
          ingredients: [
            linked(20, 'Œufs', true, null, inDays(3)),
            linked(21, 'Crème', true, null, inDays(4)),
            linked(22, 'Lardons', false, null, null),
          ],
        },
      ],
    });
    renderApp('/recipe/4');
    const region = await screen.findByRole('region', { name: 'Ingrédients (3)' });
    const [eggs, cream, bacon] = within(region).getAllByRole('listitem');
    expect(eggs).toHaveTextContent('expire bientôt');
    expect(cream).toHaveTextContent('en stock');
    expect(cream).not.toHaveTextContent('expire bientôt');
    expect(bacon).toHaveTextContent('manquant');
  });

  it('puts the missing products on the shopping list: the footer badge takes the new count, a toast says it', async () => {
    const api = serveRecipes({ recipes: [quiche], listCount: 3 });
    const user = userEvent.setup();
    renderApp('/recipe/4');
    await waitFor(() => expect(badgeCount()).toHaveTextContent('3'));
    await user.click(await screen.findByRole('button', { name: 'Ajouter les manquants à la liste' }));
    expect(await screen.findByText('2 produits ajoutés à la liste de courses.')).toBeInTheDocument();
    expect(badgeCount()).toHaveTextContent('5');
    expect(getShoppingListCount()).toBe(5);
    expect(api.callsTo('POST', '/recipes/4/missing-to-shopping-list')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Ajouter les manquants à la liste' }));
    expect(await screen.findByText('Les produits manquants sont déjà sur la liste de courses.')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(5);
  });

  it('disables "Ajouter les manquants" with the reason when nothing is missing', async () => {
    serveRecipes({
      recipes: [{ ...quiche, ingredients: [linked(20, 'Œufs', true)], availableCount: 1, totalCount: 1 }],
    });
    renderApp('/recipe/4');
    const button = await screen.findByRole('button', { name: 'Ajouter les manquants à la liste' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Rien ne manque\u00a0: tout est en stock.');
  });

  it('"J\'ai cuisiné" opens the sheet at the servings chosen on the page; « Annuler » in the toast gives every event back', async () => {
    const api = serveRecipes({ recipes: [quiche], opened: [21] });
    const user = userEvent.setup();
    renderApp('/recipe/4');
    await user.click(await screen.findByRole('button', { name: 'Une part de plus' }));
    await user.click(await screen.findByRole('button', { name: 'J’ai cuisiné' }));
    const sheet = await screen.findByRole('dialog', { name: 'J’ai cuisiné' });
    expect(await within(sheet).findByText(/Pour 5 parts/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/recipes/4/cook-plan')[0]?.query.get('servings')).toBe('5');
    const cream = within(sheet).getByRole('group', { name: 'Crème, unité datée du 12/06/2025' });
    expect(within(cream).getByRole('radio', { name: 'Entamé' })).toBeChecked();
    expect(within(sheet).getByText('Elle reste dans le placard, à finir sous 3 jours.')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'J’ai cuisiné' }));
    expect(
      await screen.findByText('Bon appétit ! Œufs : 1 unité retirée du placard, Crème : 1 unité entamée.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/recipes/4/cook')[0]?.body).toEqual({
      servings: 5,
      units: [
        { itemId: 200, finished: true },
        { itemId: 210, finished: false },
      ],
    });
    expect(await screen.findByText('1 ingrédient sur 5 en stock')).toBeInTheDocument();

    await user.click(await toastButton());
    expect(await screen.findByText('Annulé : le placard est revenu comme avant.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/recipes/4/cook/undo')[0]?.body).toEqual({ eventIds: [500, 501] });
    expect(await screen.findByText('2 ingrédients sur 5 en stock')).toBeInTheDocument();
  });

  it('explains a 409 (nothing linked in stock any more) in French, in the sheet', async () => {
    serveRecipes({ recipes: [quiche], cookStatus: 409 });
    const user = userEvent.setup();
    renderApp('/recipe/4');
    await user.click(await screen.findByRole('button', { name: 'J’ai cuisiné' }));
    const sheet = await screen.findByRole('dialog', { name: 'J’ai cuisiné' });
    await user.click(await within(sheet).findByRole('button', { name: 'J’ai cuisiné' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Aucun ingrédient de cette recette n’est en stock. Rien n’a été retiré du placard.',
    );
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const api = serveRecipes({ recipes: [quiche] });
    const user = userEvent.setup();
    const { router } = renderApp('/recipe/4');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette recette\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(api.callsTo('DELETE', '/recipes/4')).toHaveLength(1);
    expect(await screen.findByText('« Quiche lorraine » a été supprimée.')).toBeInTheDocument();
  });

  it('says the recipe does not exist on a 404, with a way back', async () => {
    serveRecipes();
    renderApp('/recipe/999');
    expect(await screen.findByRole('heading', { name: 'Cette recette n’existe pas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes recettes' })).toHaveAttribute('href', '/recipes');
  });

  it('offers to retry when the recipe could not be loaded', async () => {
    const api = serveRecipes({ recipes: [quiche] });
    api.state.failReads = true;
    const user = userEvent.setup();
    renderApp('/recipe/4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La recette n’a pas pu être chargée. Serveur indisponible.',
    );
    api.state.failReads = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiche lorraine' })).toBeInTheDocument();
  });
});
