import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { line, serveShoppingList } from '../../features/shopping-list/testing/fake-shopping-list';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

// A notification's « Ajouter à la liste » opens /shopping-list?ajouter=…: the page adds those products with
// the person's session, once, and says so.

const products = [
  { id: 12, name: 'Crème fraîche', categoryId: 2 },
  { id: 15, name: 'Tomates', categoryId: 1 },
  { id: 16, name: 'Yaourt nature', categoryId: 2 },
];

beforeAll(() => import('./shopping-list'), 20_000);
beforeEach(() => {
  setToken('t');
  setShoppingListCount(0);
});
afterEach(() => vi.unstubAllGlobals());

describe('/shopping-list?ajouter=…', () => {
  it('puts the products on the list, says so, takes the parameter off the address and sets the badge', async () => {
    const api = serveShoppingList({ products, items: [line({ id: 1, label: 'Tomates', productId: 15 })] });
    const { router } = renderApp('/shopping-list?ajouter=12,15');
    expect(await screen.findByText('Crème fraîche et Tomates sont sur la liste de courses.')).toBeVisible();
    expect(api.callsTo('PUT', '/products/12/shopping-list')).toHaveLength(1);
    expect(api.callsTo('PUT', '/products/15/shopping-list')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    // Tomates was already there: one line each, and the badge says the server's count.
    expect(api.state.items.map((item) => item.label)).toEqual(['Tomates', 'Crème fraîche']);
    await waitFor(() => expect(getShoppingListCount()).toBe(2));
    expect(await screen.findByText('Crème fraîche')).toBeVisible();
  });

  it('handles the address once: one request per product, and the parameter is gone', async () => {
    const api = serveShoppingList({ products });
    const { router } = renderApp('/shopping-list?ajouter=16');
    expect(await screen.findByText('Yaourt nature est sur la liste de courses.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('PUT', '/products/16/shopping-list')).toHaveLength(1);
  });

  it('says which products no longer exist', async () => {
    serveShoppingList({ products });
    renderApp('/shopping-list?ajouter=12,99,98');
    expect(
      await screen.findByText('Crème fraîche est sur la liste de courses. 2 produits n’existent plus.'),
    ).toBeVisible();
  });

  it('says when there was no network, and that the notification can be used again', async () => {
    const api = serveShoppingList({ products });
    // The fake server for everything else; no answer at all for the additions.
    const serve = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'PUT') throw new TypeError('Failed to fetch');
        return serve(input, init);
      }),
    );
    renderApp('/shopping-list?ajouter=12');
    expect(
      await screen.findByText(/Pas de réseau : les produits de la notification n’ont pas été ajoutés/),
    ).toBeVisible();
    expect(api.state.items).toEqual([]);
  });

  it('ignores a parameter that names no product', async () => {
    const api = serveShoppingList({ products });
    const { router } = renderApp('/shopping-list?ajouter=abc,-3');
    await screen.findByRole('textbox', { name: 'Article à ajouter' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
