import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeText, linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

const crepes = recipe({
  id: 1,
  name: 'Crêpes',
  durationMinutes: 45,
  expiringSoonCount: 1,
  ingredients: [linked(10, 'Lait', true), linked(11, 'Œufs', true), freeText('Sel')],
});
const gratin = recipe({
  id: 2,
  name: 'Gratin',
  ingredients: [linked(12, 'Pommes de terre', true), linked(13, 'Crème', false), linked(14, 'Gruyère', true)],
});

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(() => import('./recipes'), 20_000);
beforeEach(() => setToken('t'));

describe('/recipes', () => {
  it('shows each recipe with its duration, its availability badge (green only when complete) and its ingredients', async () => {
    serveRecipes({ recipes: [crepes, gratin] });
    renderApp('/recipes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recettes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle recette' })).toHaveAttribute('href', '/create-recipe');
    await screen.findByRole('article', { name: 'Crêpes' });

    const complete = within(card('Crêpes')).getByText('2 ingrédients sur 2 en stock').parentElement;
    expect(complete).toHaveTextContent('2/2');
    expect(complete).toHaveClass('bg-brand');
    const partial = within(card('Gratin')).getByText('2 ingrédients sur 3 en stock').parentElement;
    expect(partial).toHaveTextContent('2/3');
    expect(partial).toHaveTextContent('1 manquant');
    expect(partial).not.toHaveClass('bg-brand');

    expect(card('Crêpes')).toHaveTextContent('Durée 45 min');
    // An invitation to cook it, not a warning: neither the danger colour nor the alert icon.
    const invitation = within(card('Crêpes')).getByText('Utilise 1 produit qui expire bientôt');
    expect(invitation).not.toHaveClass('text-danger');
    expect(invitation.querySelector('.lucide-triangle-alert')).toBeNull();
    expect(within(card('Crêpes')).getByRole('link', { name: 'Crêpes' })).toHaveAttribute('href', '/recipe/1');
  });

  it('links linked ingredients to their product with a worded stock mark; free-text ones stay plain', async () => {
    serveRecipes({ recipes: [crepes, gratin] });
    renderApp('/recipes');
    const gratinCard = await screen.findByRole('article', { name: 'Gratin' });
    const items = within(within(gratinCard).getByRole('list', { name: 'Ingrédients de Gratin' })).getAllByRole(
      'listitem',
    );
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Crème' })).toHaveAttribute('href', '/product/13');
    expect(items[1]).toHaveTextContent('manquant');
    expect(items[0]).toHaveTextContent('en stock');
    const salt = within(card('Crêpes')).getByText('Sel');
    expect(salt.closest('a')).toBeNull();
    expect(salt.closest('li')).not.toHaveTextContent(/en stock|manquant/);
  });

  it('deletes a recipe after confirmation: the card disappears and a toast says so', async () => {
    const api = serveRecipes({ recipes: [crepes, gratin] });
    const user = userEvent.setup();
    renderApp('/recipes');
    await user.click(await screen.findByRole('button', { name: 'Supprimer la recette Gratin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette recette\u00a0?' });
    expect(dialog).toHaveTextContent('« Gratin » sera supprimée définitivement.');
    expect(api.callsTo('DELETE', '/recipes/2')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('« Gratin » a été supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gratin' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/recipes/2')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Crêpes' })).toBeInTheDocument();
  });

  it('invites to create the first recipe when there is none', async () => {
    serveRecipes();
    renderApp('/recipes');
    expect(await screen.findByRole('heading', { name: 'Aucune recette pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer une recette' })).toHaveAttribute('href', '/create-recipe');
  });

  it('searches as the user types (debounced) and pages with "Voir plus"', async () => {
    const many = Array.from({ length: 25 }, (_, index) => recipe({ id: 100 + index, name: `Tarte ${index + 1}` }));
    const api = serveRecipes({ recipes: [...many, crepes] });
    const user = userEvent.setup();
    renderApp('/recipes');
    await screen.findByRole('article', { name: 'Tarte 1' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('20 sur 26 recettes affichées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByRole('article', { name: 'Crêpes' });
    expect(screen.getAllByRole('article')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Rechercher une recette'), 'crêp');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const searches = api.callsTo('GET', '/recipes').filter((call) => call.query.has('search'));
    expect(searches.map((call) => call.query.get('search'))).toEqual(['crêp']);
  });
});
