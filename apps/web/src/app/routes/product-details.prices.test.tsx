import type { ProductPrices } from '@glouton/core/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Prices on the product page (decision 0070).
const ID = 7;

function serve(prices: ProductPrices = { items: [] }) {
  let current = product({ id: ID, name: 'Yaourts', stock: [{ ...stockItem('2025-06-30', 11), priceCents: 45 }] });
  return stubApiCalls((call) => {
    if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(current);
    if (call.method === 'GET' && call.path === `/products/${ID}/prices`) return jsonResponse(prices);
    if (call.method === 'POST' && call.path === `/products/${ID}/stock`) {
      const { count, priceCents } = call.body as { count: number; priceCents?: number };
      const added = Array.from({ length: count }, (_, index) => ({
        ...stockItem('2025-06-13', 20 + index),
        priceCents: priceCents ?? null,
      }));
      current = product({ ...current, stock: [...current.stock, ...added] });
      return jsonResponse({ product: current, events: [] }, { status: 201 });
    }
    return undefined;
  });
}

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('the product page’s prices', () => {
  it('shows the last price, then the ones before with their day, units and store', async () => {
    serve({
      items: [
        { priceCents: 40, on: '2025-06-08', units: 6, store: null },
        { priceCents: 38, on: '2025-05-20', units: 1, store: 'Carrefour' },
        { priceCents: 35, on: '2024-12-02', units: 4, store: null },
      ],
    });
    renderApp(`/product/${ID}`);
    const region = await screen.findByRole('region', { name: 'Prix' });
    expect(await within(region).findByText(/Dernier prix/)).toHaveTextContent(
      'Dernier prix : 0,40 € l’unité, le 8 juin (6 unités)',
    );
    const before = within(region).getByRole('list', { name: 'Prix précédents' });
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['le 20 mai (Carrefour)0,38\u00a0€', 'le 2 déc. 2024 (4 unités)0,35\u00a0€']);
    // Each unit says what it cost.
    expect(screen.getByText('0,45 €')).toBeInTheDocument();
  });

  it('says so when no price was ever noted', async () => {
    serve();
    renderApp(`/product/${ID}`);
    const region = await screen.findByRole('region', { name: 'Prix' });
    expect(await within(region).findByText(/Aucun prix noté/)).toBeInTheDocument();
  });

  it('adds a pack with its price, each unit given its share', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ajouter des unités' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Nombre d’unités' });
    await user.clear(count);
    await user.type(count, '6');
    await user.type(within(dialog).getByRole('textbox', { name: /Prix \(€\)/ }), '2,40');
    await user.click(within(dialog).getByRole('radio', { name: 'du lot de 6' }));
    expect(within(dialog).getByText('Soit 0,40 € par unité.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '+3 jours' }));
    await waitFor(() => expect(api.callsTo('POST', `/products/${ID}/stock`)).toHaveLength(1));
    expect(api.callsTo('POST', `/products/${ID}/stock`)[0]?.body).toEqual({
      expiresOn: '2025-06-13',
      count: 6,
      priceCents: 40,
    });
  });

  it('refuses a price it cannot read, says why, and adds nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ajouter des unités' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
    const price = within(dialog).getByRole('textbox', { name: /Prix \(€\)/ });
    await user.type(price, '2,405');
    await user.click(within(dialog).getByRole('button', { name: '+3 jours' }));
    expect(price).toHaveAccessibleDescription('Un prix en euros, par exemple 2,40.');
    expect(price).toHaveFocus();
    expect(api.callsTo('POST', `/products/${ID}/stock`)).toEqual([]);
  });

  it('keeps the price of units added with no network, shows it at once, and sends it when the network is back', async () => {
    let networkUp = false;
    let current = product({ id: ID, name: 'Yaourts', stock: [] });
    const api = stubApiCalls((call) => {
      if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(current);
      if (call.method === 'GET' && call.path === `/products/${ID}/prices`) return jsonResponse({ items: [] });
      if (call.method !== 'POST') return undefined;
      if (!networkUp) throw new TypeError('Failed to fetch');
      current = product({ ...current, stock: [{ ...stockItem(null, 30), priceCents: 185 }] });
      return jsonResponse({ product: current, events: [] }, { status: 201 });
    });
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ajouter des unités' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
    await user.type(within(dialog).getByRole('textbox', { name: /Prix \(€\)/ }), '1,85');
    await user.click(within(dialog).getByRole('button', { name: 'Sans date' }));
    const region = await screen.findByRole('region', { name: 'Dans le placard (1)' });
    expect(within(region).getByText('En attente…')).toBeInTheDocument();
    expect(within(region).getByText('1,85 €')).toBeInTheDocument();

    networkUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.callsTo('POST', `/products/${ID}/stock`)).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('POST', `/products/${ID}/stock`)[0]?.body).toEqual({
      expiresOn: null,
      count: 1,
      priceCents: 185,
    });
  });
});
