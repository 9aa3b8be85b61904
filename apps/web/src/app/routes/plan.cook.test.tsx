import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { planWeek, signedInAt } from '../../features/plan/testing/fake-plan';
import { linked, recipe, serveRecipes, unitIdOf } from '../../features/recipes/testing/fake-recipes';
import { jsonResponse } from '../../test/fake-api';
import { TODAY } from '../../test/fixtures';

// TODAY is Tuesday 10 June 2025: this week is 2025-W24, Monday 9 to Sunday 15 June.
const omelette = recipe({
  id: 9,
  name: 'Omelette',
  servings: 2,
  ingredients: [linked(40, 'Œufs', true, '4'), linked(41, 'Lait', true, '5 cl')],
});

const { renderApp } = await import('../../test/render-app');

beforeAll(() => import('./plan'), 20_000);
signedInAt(TODAY);

describe('« Semaine » › « J’ai cuisiné »', () => {
  it('opens the recipe’s cook sheet at the meal’s servings and sends the plan’s cook of that meal, naming the recipe', async () => {
    const api = serveRecipes({
      recipes: [omelette],
      opened: [40],
      other: (call) => {
        if (call.path === '/plan') {
          return jsonResponse(
            planWeek('2025-W24', { '2025-06-12/dinner': { recipeId: 9, recipeName: 'Omelette', servings: 3 } }),
          );
        }
        if (call.method === 'POST' && call.path === '/plan/slots/2025-06-12/dinner/cook') {
          return jsonResponse({ recipe: omelette, events: [] });
        }
        return undefined;
      },
    });
    renderApp('/plan');
    const day = (await screen.findByRole('heading', { level: 2, name: 'Jeudi 12 juin' })).closest('li') as HTMLElement;
    await userEvent.click(within(day).getByRole('button', { name: 'J’ai cuisiné' }));
    const sheet = await screen.findByRole('dialog', { name: 'J’ai cuisiné' });
    await within(sheet).findByRole('group', { name: /^Œufs, unité/ });
    expect(api.callsTo('GET', '/recipes/9/cook-plan')[0]?.query.get('servings')).toBe('3');
    await userEvent.click(within(sheet).getByRole('button', { name: 'J’ai cuisiné' }));

    await waitFor(() => expect(api.callsTo('POST', '/plan/slots/2025-06-12/dinner/cook')).toHaveLength(1));
    const [sent] = api.callsTo('POST', '/plan/slots/2025-06-12/dinner/cook');
    expect(sent?.body).toEqual({
      servings: 3,
      units: [
        { itemId: unitIdOf(40), finished: false },
        { itemId: unitIdOf(41), finished: true },
      ],
      recipeId: 9,
    });
    // A retry of a lost answer cooks once (decision 0019).
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    expect(api.callsTo('POST', '/recipes/9/cook')).toHaveLength(0);
  });
});
