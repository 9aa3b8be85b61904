import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveRecipeForm } from '../features/recipes/testing/fake-recipe-form';
import { linked, recipe, serveRecipes } from '../features/recipes/testing/fake-recipes';
import { setAccount, setToken } from '../lib/storage';
import { renderApp } from '../test/render-app';

// The phone's Back is the history's step back: `router.navigate(-1)` in the memory router, as
// `history.back()` in the browser (e2e/tests/back-button.spec.ts presses it in Chromium).

beforeAll(
  () =>
    Promise.all([
      import('./routes/recipes'),
      import('./routes/create-recipe'),
      import('./routes/recipe-details'),
      // The shell's signed-in extras, Back's handler among them.
      import('./shell/signed-in'),
    ]),
  20_000,
);
beforeEach(() => {
  setAccount('marie@exemple.fr');
  setToken('t');
});

const quiche = recipe({ id: 4, name: 'Quiche lorraine', servings: 4, ingredients: [linked(20, 'Œufs', true, '3')] });

/** The app on « Recettes », then `path` opened from there (one step of history to go back). */
async function openFromRecipes(path: string) {
  const view = renderApp('/recipes');
  await screen.findByRole('heading', { level: 1, name: 'Recettes' });
  // The signed-in extras of the shell are there (one chunk): Back's handler with them.
  await screen.findByRole('contentinfo');
  await act(() => view.router.navigate(path));
  return view;
}

const back = (router: { navigate(delta: number): Promise<void> }) => act(() => router.navigate(-1));

describe('Back', () => {
  it('closes « J’ai cuisiné » and stays on the recipe', async () => {
    serveRecipes({ recipes: [quiche] });
    const user = userEvent.setup();
    const { router } = await openFromRecipes('/recipe/4');
    await user.click(await screen.findByRole('button', { name: 'J’ai cuisiné' }));
    await screen.findByRole('dialog', { name: 'J’ai cuisiné' });

    await back(router);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'J’ai cuisiné' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/recipe/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiche lorraine' })).toBeInTheDocument();

    // Nothing open any more: Back goes back.
    await back(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recettes' })).toBeInTheDocument();
  });

  it('asks before leaving a half-written recipe; « Continuer la saisie » keeps it, « Quitter » leaves', async () => {
    serveRecipeForm();
    const user = userEvent.setup();
    const { router } = await openFromRecipes('/create-recipe');
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Gratin dauphinois');

    await back(router);
    const asking = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' });
    expect(router.state.location.pathname).toBe('/create-recipe');
    await user.click(within(asking).getByRole('button', { name: 'Continuer la saisie' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Gratin dauphinois');

    // A link asks as well.
    await act(() => router.navigate('/'));
    await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' });
    expect(router.state.location.pathname).toBe('/create-recipe');
    // Back with the question on screen closes it, as for any dialog: the form stays.
    await back(router);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Gratin dauphinois');

    await back(router);
    const again = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(again).getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recettes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recipes');
  });

  it('leaves a form nothing was typed in at once, and a saved one without asking', async () => {
    serveRecipeForm();
    const user = userEvent.setup();
    const { router } = await openFromRecipes('/create-recipe');
    await screen.findByRole('textbox', { name: 'Nom' });
    await back(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recettes' })).toBeInTheDocument();

    await act(() => router.navigate('/create-recipe'));
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Gratin dauphinois');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratin dauphinois' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
