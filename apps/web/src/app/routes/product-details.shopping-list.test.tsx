import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ID = 12;

/** The product page, with a server that keeps the product's list state, and a footer count of 3. */
function serve(options: { failToggle?: boolean } = {}) {
  let current = product({ id: ID, name: 'Lait demi-écrémé', addedToListAt: null });
  return stubApiCalls((call) => {
    if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(current);
    if (call.path === `/products/${ID}/shopping-list`) {
      if (options.failToggle) return errorResponse(500, 'internal-error', 'Erreur.');
      current = { ...current, addedToListAt: call.method === 'PUT' ? '2025-06-10T08:00:00.000Z' : null };
      return jsonResponse(current);
    }
    if (call.path === '/products/shopping-list') return jsonResponse(3);
    return undefined;
  });
}

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => {
  setToken('t');
  setShoppingListCount(3);
});

describe('the "À acheter" toggle on the product page', () => {
  it('puts the product on the list (+1 on the badge) and takes it off (−1)', async () => {
    const api = serve();
    renderApp(`/product/${ID}`);
    const toggle = await screen.findByRole('switch', { name: 'À acheter' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(api.callsTo('GET', '/products/shopping-list')).toHaveLength(1));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PUT', `/products/${ID}/shopping-list`)).toHaveLength(1);
    expect(getShoppingListCount()).toBe(4);
    expect(await screen.findByText('Ajouté à la liste de courses.')).toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo('DELETE', `/products/${ID}/shopping-list`)).toHaveLength(1);
    expect(getShoppingListCount()).toBe(3);
  });

  it('explains a failure and leaves the badge as it was', async () => {
    serve({ failToggle: true });
    renderApp(`/product/${ID}`);
    const toggle = await screen.findByRole('switch', { name: 'À acheter' });
    await userEvent.click(toggle);
    expect(await screen.findByText(/La liste de courses n’a pas pu être modifiée/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(getShoppingListCount()).toBe(3);
  });
});
