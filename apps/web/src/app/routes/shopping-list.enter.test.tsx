import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveShoppingList } from '../../features/shopping-list/testing/fake-shopping-list';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { renderApp } from '../../test/render-app';

// Issue 25: « lait » + Enter is the household's « Lait demi-écrémé », whose line restocks the milk once
// ticked; the text as it is stays one tap away (decision 0058).
const products = [
  { id: 40, name: 'Yaourt au lait', categoryId: 2 },
  { id: 12, name: 'Lait demi-écrémé', categoryId: 2 },
  { id: 41, name: 'Laitue', categoryId: 1 },
];

beforeAll(() => import('./shopping-list'), 20_000);
beforeEach(() => {
  setToken('t');
  setShoppingListCount(-5);
});
afterEach(() => vi.unstubAllGlobals());

async function openList(api: ReturnType<typeof serveShoppingList>) {
  renderApp('/shopping-list');
  await waitFor(() => expect(getShoppingListCount()).toBe(api.state.items.length));
  return screen.findByRole('textbox', { name: 'Article à ajouter' });
}

const toBuy = () => screen.getByRole('region', { name: 'À acheter' });
const added = (api: ReturnType<typeof serveShoppingList>) =>
  api.callsTo('POST', '/products/shopping-list').map((call) => call.body);

describe('Enter in the shopping list’s field', () => {
  it('takes the product whose name begins with the text, even typed before the suggestions came', async () => {
    const api = serveShoppingList({ products });
    const field = await openList(api);
    await userEvent.type(field, 'lait{Enter}');
    expect(await within(toBuy()).findByText('Lait demi-écrémé')).toBeInTheDocument();
    await waitFor(() => expect(added(api)).toEqual([{ productId: 12 }]));
    expect(field).toHaveValue('');
    // The search asked the server for its `match` order, where the name begun comes before a word inside.
    const searched = api.calls.find((call) => call.path === '/products' && call.query.get('search') === 'lait');
    expect(searched?.query.get('order')).toBe('match');
  });

  it('shows which suggestion Enter takes, and adds the text as it is in one tap', async () => {
    const api = serveShoppingList({ products });
    const field = await openList(api);
    await userEvent.type(field, 'lait');
    const suggestions = await screen.findByRole('list', { name: 'Vos produits correspondants' });
    expect(await screen.findByText(/Entrée ajoute/)).toHaveTextContent('Entrée ajoute Lait demi-écrémé.');
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Ajouter «\u00a0lait\u00a0» tel quel' }));
    expect(await within(toBuy()).findByText('lait')).toBeInTheDocument();
    await waitFor(() => expect(added(api)).toEqual([{ label: 'lait', categoryId: 7 }]));
  });

  it('adds free text when no name begins with the whole words typed (« lait » is not « Laitue »)', async () => {
    const api = serveShoppingList({ products: [products[0], products[2]].filter((p) => p !== undefined) });
    const field = await openList(api);
    await userEvent.type(field, 'lait');
    await screen.findByRole('list', { name: 'Vos produits correspondants' });
    expect(screen.queryByText(/Entrée ajoute/)).not.toBeInTheDocument();
    await userEvent.type(field, '{Enter}');
    expect(await within(toBuy()).findByText('lait')).toBeInTheDocument();
    await waitFor(() => expect(added(api)).toEqual([{ label: 'lait', categoryId: 7 }]));
  });

  it('adds free text at once when the search cannot be asked (offline)', async () => {
    const api = serveShoppingList({ products });
    const field = await openList(api);
    const fetchMock = globalThis.fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/products?') ? Promise.reject(new TypeError('Failed to fetch')) : fetchMock(url, init),
    );
    await userEvent.type(field, 'lait{Enter}');
    expect(await within(toBuy()).findByText('lait')).toBeInTheDocument();
  });
});
