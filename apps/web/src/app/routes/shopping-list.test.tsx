import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { line, serveShoppingList } from '../../features/shopping-list/testing/fake-shopping-list';
import { quickDateValue } from '../../lib/quick-dates';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { PENDING_WRITES_KEY } from '../../lib/writes/write-queue';
import { renderApp } from '../../test/render-app';
import { toastButton } from '../../test/toast';

const milk = line({ id: 1, label: 'Lait demi-écrémé', productId: 12, categoryId: 2, quantity: 2 });
const apples = line({ id: 2, label: 'Pommes', productId: 13, categoryId: 1 });
const batteries = line({ id: 3, label: 'Piles', categoryId: 7 });

// The list links to the products (the route the test may open): loaded ahead, so that no lazy import
// finishes after this file's environment is gone (shared workers, decision 0051).
beforeAll(() => Promise.all([import('./shopping-list'), import('./products')]), 20_000);
beforeEach(() => {
  setToken('t');
  // Not the server's count: the wait in `openList` then sees the footer's refresh land.
  setShoppingListCount(-5);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screen, once the footer has set the stored count from the server (the unchecked lines). */
async function openList(api: ReturnType<typeof serveShoppingList>) {
  renderApp('/shopping-list');
  const unchecked = api.state.items.filter((item) => item.checkedAt === null).length;
  await waitFor(() => expect(getShoppingListCount()).toBe(unchecked));
  await screen.findByRole('textbox', { name: 'Article à ajouter' });
}

const toBuy = () => screen.getByRole('region', { name: 'À acheter' });
const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the shopping list screen', () => {
  it('groups the lines by aisle, in the fixed category order', async () => {
    serveShoppingList({ items: [batteries, milk, apples] });
    renderApp('/shopping-list');
    await screen.findByText('Piles');
    const aisles = within(toBuy()).getAllByRole('heading', { level: 3 });
    expect(aisles.map((heading) => heading.textContent)).toEqual(['Fruits & Légumes', 'Produits laitiers', 'Autre']);
  });

  it('says what to do next when the list is empty', async () => {
    serveShoppingList();
    renderApp('/shopping-list');
    expect(await screen.findByRole('heading', { name: 'Votre liste est vide' })).toBeInTheDocument();
  });

  it('adds a free-text line (+1 on the count)', async () => {
    const api = serveShoppingList({ items: [milk] });
    await openList(api);
    await screen.findByText('Lait demi-écrémé');
    await userEvent.type(screen.getByLabelText('Article à ajouter'), 'Ampoules{Enter}');
    expect(await within(toBuy()).findByText('Ampoules')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(2);
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list')).toHaveLength(1));
    expect(api.callsTo('POST', '/products/shopping-list')[0]?.body).toEqual({ label: 'Ampoules', categoryId: 7 });
    await waitFor(() => expect(screen.queryByText('En attente…')).not.toBeInTheDocument());
  });

  it('adds one of the household products found while typing, and an out-of-stock one', async () => {
    const api = serveShoppingList({
      products: [{ id: 40, name: 'Yaourt nature', categoryId: 2 }],
      suggestions: [{ productId: 41, name: 'Riz basmati', imageUrl: null, categoryId: 3 }],
    });
    await openList(api);
    const epuises = await screen.findByRole('region', { name: 'Épuisés' });
    await userEvent.click(within(epuises).getByRole('button', { name: 'Ajouter Riz basmati à la liste' }));
    expect(await within(toBuy()).findByText('Riz basmati')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Article à ajouter'), 'yaou');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Yaourt nature à la liste' }));
    expect(await within(toBuy()).findByText('Yaourt nature')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(2);
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list')).toHaveLength(2));
    expect(api.callsTo('POST', '/products/shopping-list').map((call) => call.body)).toEqual([
      { productId: 41 },
      { productId: 40 },
    ]);
    expect(screen.getByLabelText('Article à ajouter')).toHaveValue('');
  });

  it('changes the quantity without moving the count', async () => {
    const api = serveShoppingList({ items: [milk] });
    await openList(api);
    await screen.findByText('Lait demi-écrémé');
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Lait demi-écrémé' }));
    expect(row('Lait demi-écrémé')).toHaveTextContent('Quantité : 3');
    await userEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de Lait demi-écrémé' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de Lait demi-écrémé' }));
    expect(row('Lait demi-écrémé')).toHaveTextContent('Quantité : 1');
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de Lait demi-écrémé' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('PATCH', '/products/shopping-list/1')).toHaveLength(3));
    expect(api.callsTo('PATCH', '/products/shopping-list/1').map((call) => call.body)).toEqual([
      { quantity: 3 },
      { quantity: 2 },
      { quantity: 1 },
    ]);
    expect(getShoppingListCount()).toBe(1);
  });

  it('checks a product with a date (−1), moves it to the basket, and undoes it (+1)', async () => {
    const api = serveShoppingList({ items: [milk, batteries] });
    await openList(api);
    await screen.findByText('Lait demi-écrémé');
    await userEvent.click(screen.getByRole('button', { name: 'Cocher Lait demi-écrémé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date de péremption\u00a0: Lait demi-écrémé' });
    await userEvent.click(within(dialog).getByRole('button', { name: '+1 semaine' }));

    const basket = await screen.findByRole('region', { name: 'Dans le panier' });
    expect(within(basket).getByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(within(toBuy()).queryByText('Lait demi-écrémé')).not.toBeInTheDocument();
    expect(getShoppingListCount()).toBe(1);
    // A line does not know whether its product's date is a DLC or a DDM: « daté du », never « avant le ».
    const week = quickDateValue('1-week') as string;
    expect(
      screen.getByText(`Lait demi-écrémé : dans le panier, daté du ${week.split('-').reverse().join('/')}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list/1/check')).toHaveLength(1));
    expect(api.callsTo('POST', '/products/shopping-list/1/check')[0]?.body).toEqual({ expiresOn: week });

    await userEvent.click(await toastButton());
    expect(await within(toBuy()).findByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(2);
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list/1/uncheck')).toHaveLength(1));
  });

  it.each([
    ['the × button', () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('keeps the tick, without a date, when the date sheet is closed with %s', async (_way, close) => {
    const api = serveShoppingList({ items: [milk] });
    await openList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Cocher Lait demi-écrémé' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /Fermer\u00a0: coché, sa date demandée sur l’accueil/,
    );
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const basket = await screen.findByRole('region', { name: 'Dans le panier' });
    expect(within(basket).getByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(await screen.findByText('Lait demi-écrémé : dans le panier, sans date.')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(0);
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list/1/check')).toHaveLength(1));
    // No date sent: the server flags the units « date à vérifier » (decision 0072).
    expect(api.callsTo('POST', '/products/shopping-list/1/check')[0]?.body).toEqual({});
  });

  it('puts a removed line back, with its quantity, from the toast', async () => {
    const api = serveShoppingList({
      items: [milk, batteries],
      products: [{ id: 12, name: 'Lait demi-écrémé', categoryId: 2 }],
    });
    await openList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Lait demi-écrémé de la liste' }));
    expect(screen.queryByText('Lait demi-écrémé')).not.toBeInTheDocument();
    expect(getShoppingListCount()).toBe(1);
    await waitFor(() => expect(api.callsTo('DELETE', '/products/shopping-list/1')).toHaveLength(1));

    await userEvent.click(await toastButton('Annuler', 'Lait demi-écrémé : retiré de la liste.'));
    expect(await within(toBuy()).findByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(getShoppingListCount()).toBe(2);
    await waitFor(() => expect(screen.queryByText('En attente…')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/products/shopping-list').map((call) => call.body)).toEqual([{ productId: 12 }]);
    expect(api.state.items.find((item) => item.productId === 12)).toMatchObject({ quantity: 2, checkedAt: null });
    expect(row('Lait demi-écrémé')).toHaveTextContent('Quantité : 2');
  });

  it('removes a line (−1) and empties the basket after a confirmation', async () => {
    const api = serveShoppingList({ items: [batteries, { ...apples, checkedAt: '2025-06-10T09:00:00.000Z' }] });
    await openList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Piles de la liste' }));
    expect(screen.queryByText('Piles')).not.toBeInTheDocument();
    expect(getShoppingListCount()).toBe(0);
    await waitFor(() => expect(api.callsTo('DELETE', '/products/shopping-list/3')).toHaveLength(1));

    // A line of the basket leaves with the basket, not one by one.
    expect(screen.queryByRole('button', { name: 'Retirer Pommes de la liste' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Vider le panier\u00a0?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vider le panier' }));
    expect(await screen.findByRole('heading', { name: 'Votre liste est vide' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list/clear-checked')).toHaveLength(1));
    expect(getShoppingListCount()).toBe(0);
  });

  it('keeps a write that fails on the network as pending, and sends it when the network is back', async () => {
    const api = serveShoppingList({ items: [batteries] });
    await openList(api);
    await screen.findByText('Piles');
    api.network.down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Cocher Piles' }));

    expect(await screen.findByText('En attente…')).toBeInTheDocument();
    expect(screen.getByText(/1 modification en attente d’envoi/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Dans le panier' })).getByText('Piles')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PENDING_WRITES_KEY) ?? '[]')).toHaveLength(1);
    expect(getShoppingListCount()).toBe(0);

    api.network.down = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('En attente…')).not.toBeInTheDocument());
    expect(api.state.items[0]?.checkedAt).not.toBeNull();
    expect(window.localStorage.getItem(PENDING_WRITES_KEY)).toBeNull();
  });

  it('drops a write the server refuses (4xx) and says so in French', async () => {
    const api = serveShoppingList({ items: [batteries] });
    await openList(api);
    await screen.findByText('Piles');
    api.network.status = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Piles' }));
    expect(await screen.findByText(/a été refusée et annulée : Cet article n’existe plus/)).toBeInTheDocument();
    await waitFor(() => expect(row('Piles')).toHaveTextContent('Quantité : 1'));
    expect(window.localStorage.getItem(PENDING_WRITES_KEY)).toBeNull();
  });
});

describe('shop mode', () => {
  it('keeps the screen awake while on, and lets it sleep again when off', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ released: false, release }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { wakeLock: { request } }));
    serveShoppingList({ items: [batteries] });
    renderApp('/shopping-list');
    const toggle = await screen.findByRole('switch', { name: 'Mode magasin' });
    await userEvent.click(toggle);
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(await screen.findByText('Grands boutons ; l’écran reste allumé.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(release).toHaveBeenCalled());
  });

  it('ticks a product with one tap on its name, without asking the date, with an undo', async () => {
    const api = serveShoppingList({ items: [milk] });
    await openList(api);
    await userEvent.click(screen.getByRole('switch', { name: 'Mode magasin' }));
    await userEvent.click(within(toBuy()).getByText('Lait demi-écrémé'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Dans le panier' })).getByText('Lait demi-écrémé'));
    await waitFor(() => expect(api.callsTo('POST', '/products/shopping-list/1/check')).toHaveLength(1));
    // No date asked, none sent: its date is asked on home (decision 0072).
    expect(api.callsTo('POST', '/products/shopping-list/1/check')[0]?.body).toEqual({});

    await userEvent.click(await toastButton());
    expect(await within(toBuy()).findByText('Lait demi-écrémé')).toBeInTheDocument();
  });

  it('stays on across navigation and reloads, on this device', async () => {
    serveShoppingList({ items: [batteries] });
    const first = renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('switch', { name: 'Mode magasin' }));
    first.unmount();

    renderApp('/shopping-list');
    expect(await screen.findByRole('switch', { name: 'Mode magasin' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Mode magasin' }));
    expect(screen.getByRole('switch', { name: 'Mode magasin' })).not.toBeChecked();
    expect(window.localStorage.getItem('token')).toBe('t');
  });

  it('says when the browser cannot keep the screen awake', async () => {
    serveShoppingList();
    renderApp('/shopping-list');
    expect(await screen.findByText(/Ce navigateur ne sait pas garder l’écran allumé/)).toBeInTheDocument();
  });
});
