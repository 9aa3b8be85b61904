import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { product, stockItem, TODAY } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => import('./PriorityProducts'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('home: À consommer en priorité', () => {
  it('asks for the 15 in-stock products expiring first and shows at most 15, with their labels', async () => {
    const items = Array.from({ length: 20 }, (_, index) =>
      product({
        id: index + 1,
        name: `Produit ${index + 1}`,
        stock: [stockItem(index === 0 ? '2025-06-10' : '2025-06-25')],
      }),
    );
    const api = stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items, total: 20 }) : undefined));
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'À consommer en priorité' });
    await within(section).findByText('Produit 1');
    expect(within(section).getAllByRole('listitem')).toHaveLength(15);
    expect(within(section).getByRole('link', { name: /^Produit 1(?!\d)/ })).toHaveTextContent('aujourd’hui');
    expect(within(section).getByRole('link', { name: 'Voir tous mes produits' })).toHaveAttribute('href', '/products');

    const [call] = api.callsTo('GET', '/products');
    expect(call?.query.get('inStock')).toBe('true');
    expect(call?.query.get('order')).toBe('expiration');
    expect(call?.query.get('limit')).toBe('15');
  });

  it('invites to scan when nothing is in stock', async () => {
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items: [], total: 0 }) : undefined));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Rien à consommer pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scanner un produit' })).toHaveAttribute('href', '/scan');
  });
});
