import type { CookRecipeResponse } from '@glouton/core/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../lib/storage';
import { renderWithProviders } from '../../../../test/render-app';
import { linked, recipe, serveRecipes, unitIdOf } from '../../testing/fake-recipes';
import { CookSheet } from './CookSheet';

const omelette = recipe({
  id: 9,
  name: 'Omelette',
  servings: 2,
  ingredients: [linked(40, 'Œufs', true, '4'), linked(41, 'Lait', true, '5 cl'), linked(42, 'Ciboulette', false)],
});

beforeEach(() => setToken('t'));

const sheet = () => screen.findByRole('dialog', { name: 'J’ai cuisiné' });

describe('CookSheet', () => {
  it('lists each product with its units, proposed « Terminé » or « Entamé », and says what is not in stock', async () => {
    const api = serveRecipes({ recipes: [omelette], opened: [40, 41] });
    renderWithProviders(<CookSheet recipeId={9} servings={3} open onClose={() => {}} />);
    const dialog = await sheet();
    expect(await within(dialog).findByText(/Pour 3 parts/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/recipes/9/cook-plan')[0]?.query.get('servings')).toBe('3');
    const eggs = within(dialog).getByRole('region', { name: 'Œufs' });
    expect(within(eggs).getByText('Recette : 4 Œufs')).toBeInTheDocument();
    expect(within(eggs).getByRole('radio', { name: 'Entamé' })).toBeChecked();
    expect(within(eggs).getByRole('radio', { name: 'Terminé' })).not.toBeChecked();
    const chives = within(dialog).getByRole('region', { name: 'Ciboulette' });
    expect(chives).toHaveTextContent('Plus en stock : rien à retirer.');
  });

  it('sends the ticks as changed, with the servings, then closes and hands the answer over', async () => {
    const api = serveRecipes({ recipes: [omelette], opened: [41] });
    const onClose = vi.fn();
    const onCooked = vi.fn<(answer: CookRecipeResponse) => void>();
    const user = userEvent.setup();
    renderWithProviders(<CookSheet recipeId={9} servings={2} open onClose={onClose} onCooked={onCooked} />);
    const dialog = await sheet();
    const eggs = await within(dialog).findByRole('group', { name: 'Œufs, unité datée du 12/06/2025' });
    await user.click(within(eggs).getByRole('radio', { name: 'Entamé' }));
    const milk = within(dialog).getByRole('group', { name: 'Lait, unité datée du 12/06/2025' });
    await user.click(within(milk).getByRole('radio', { name: 'Terminé' }));
    await user.click(within(dialog).getByRole('button', { name: 'J’ai cuisiné' }));

    expect(
      await screen.findByText('Bon appétit ! Lait : 1 unité retirée du placard, Œufs : 1 unité entamée.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/recipes/9/cook')[0]?.body).toEqual({
      servings: 2,
      units: [
        { itemId: unitIdOf(40), finished: false },
        { itemId: unitIdOf(41), finished: true },
      ],
    });
    expect(onClose).toHaveBeenCalled();
    expect(onCooked.mock.calls[0]?.[0].events.map((event) => event.kind)).toEqual(['opened', 'consumed']);
  });

  it('counts units, not products: two eggs of one box are « 2 unités », named by their product', async () => {
    serveRecipes({ recipes: [omelette], unitCounts: { 40: 2 } });
    const user = userEvent.setup();
    renderWithProviders(<CookSheet recipeId={9} servings={2} open onClose={() => {}} />);
    const dialog = await sheet();
    await within(dialog).findByRole('region', { name: 'Œufs' });
    const milk = within(dialog).getByRole('group', { name: 'Lait, unité datée du 12/06/2025' });
    await user.click(within(milk).getByRole('radio', { name: 'Entamé' }));
    await user.click(within(dialog).getByRole('button', { name: 'J’ai cuisiné' }));
    expect(
      await screen.findByText('Bon appétit ! Œufs : 2 unités retirées du placard, Lait : 1 unité entamée.'),
    ).toBeInTheDocument();
  });

  it('cannot confirm when nothing of the recipe is in stock, and says why', async () => {
    serveRecipes({ recipes: [{ ...omelette, ingredients: [linked(42, 'Ciboulette', false)] }] });
    renderWithProviders(<CookSheet recipeId={9} servings={2} open onClose={() => {}} />);
    const dialog = await sheet();
    expect(
      await within(dialog).findByText('Aucun produit de la recette n’est en stock : rien à retirer.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'J’ai cuisiné' })).toBeDisabled();
  });

  it('offers to retry when the plan could not be loaded', async () => {
    serveRecipes({ recipes: [] });
    renderWithProviders(<CookSheet recipeId={9} servings={2} open onClose={() => {}} />);
    const dialog = await sheet();
    expect(await within(dialog).findByText(/Ce que la recette utilise n’a pas pu être chargé/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
