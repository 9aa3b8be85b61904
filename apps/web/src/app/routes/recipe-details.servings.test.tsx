import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeText, linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

const crepes = recipe({
  id: 7,
  name: 'Crêpes',
  servings: 4,
  ingredients: [
    linked(30, 'Farine', true, '250 g'),
    linked(31, 'Œufs', true, '3'),
    freeText('1/2 litre de lait'),
    freeText('1 c. à soupe d’huile'),
    freeText('Sel', '1 pincée'),
    freeText('sucre, à votre goût'),
  ],
});

/** The ingredient lines as read on screen, non-breaking spaces as spaces. */
const lines = () =>
  within(screen.getByRole('region', { name: /^Ingrédients/ }))
    .getAllByRole('listitem')
    .map((item) =>
      item.textContent
        ?.replaceAll('\u00a0', ' ')
        .replace(/(en stock|manquant|à vérifier|à la maison)$/, '')
        .trim(),
    );

beforeAll(() => import('./recipe-details'), 20_000);
beforeEach(() => setToken('t'));

describe('the servings of a recipe page', () => {
  it('start at the recipe’s own and scale every amount, rounded as a cook writes it', async () => {
    serveRecipes({ recipes: [crepes] });
    const user = userEvent.setup();
    renderApp('/recipe/7');
    const servings = await screen.findByRole('group', { name: 'Nombre de parts' });
    expect(within(servings).getByRole('status')).toHaveTextContent('Pour 4 parts');
    expect(lines()).toEqual([
      '250 g Farine',
      '3 Œufs',
      '1/2 litre de lait',
      '1 c. à soupe d’huile',
      '1 pincée Sel',
      'sucre, à votre goût',
    ]);

    await user.click(within(servings).getByRole('button', { name: 'Une part de plus' }));
    await user.click(within(servings).getByRole('button', { name: 'Une part de plus' }));
    expect(within(servings).getByRole('status')).toHaveTextContent('Pour 6 parts');
    expect(lines()).toEqual([
      '375 g Farine',
      // Eggs are bought whole: 3 for 4 parts is 5 for 6, never « 4,5 Œufs ».
      '5 Œufs',
      '75 cl de lait',
      '1,5 c. à soupe d’huile',
      '2 pincées Sel',
      'sucre, à votre goût',
    ]);
    // An amount written in the label stands out as one typed apart does.
    const region = screen.getByRole('region', { name: /^Ingrédients/ });
    expect(within(region).getByText('75 cl')).toHaveClass('font-bold');
    expect(within(region).getByText('375 g')).toHaveClass('font-bold');
    // The product stays a link, under the words shown.
    expect(screen.getByRole('link', { name: 'Farine' })).toHaveAttribute('href', '/product/30');

    for (let tap = 0; tap < 4; tap++) {
      await user.click(within(servings).getByRole('button', { name: 'Une part de moins' }));
    }
    expect(within(servings).getByRole('status')).toHaveTextContent('Pour 2 parts');
    expect(lines()).toEqual([
      '125 g Farine',
      '2 Œufs',
      '25 cl de lait',
      '½ c. à soupe d’huile',
      '1 pincée Sel',
      'sucre, à votre goût',
    ]);

    await user.click(screen.getByRole('button', { name: 'Revenir à 4 parts' }));
    expect(within(servings).getByRole('status')).toHaveTextContent('Pour 4 parts');
    expect(lines()[2]).toBe('1/2 litre de lait');
    expect(screen.queryByRole('button', { name: /Revenir à/ })).not.toBeInTheDocument();
  });

  it('stop at 1 and at 100 parts', async () => {
    serveRecipes({
      recipes: [
        { ...crepes, servings: 2 },
        { ...crepes, id: 8, servings: 100 },
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recipe/7');
    const fewer = await screen.findByRole('button', { name: 'Une part de moins' });
    await user.click(fewer);
    expect(screen.getByRole('status')).toHaveTextContent('Pour 1 part');
    expect(fewer).toBeDisabled();
    expect(lines()[0]).toBe('125 g Farine');
    expect(lines()[1]).toBe('2 Œufs');

    await router.navigate('/recipe/8');
    expect(await screen.findByRole('button', { name: 'Une part de plus' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Pour 100 parts');
  });

  it('are not offered when the recipe does not say for how many it is: lines show as written', async () => {
    serveRecipes({ recipes: [{ ...crepes, servings: null }] });
    renderApp('/recipe/7');
    expect(await screen.findByRole('heading', { name: 'Ingrédients (6)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Nombre de parts' })).not.toBeInTheDocument();
    expect(lines()[0]).toBe('250 g Farine');
  });
});
