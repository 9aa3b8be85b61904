import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ORDER_KEY } from '../../features/products/hooks/useProductListState';
import { setToken } from '../../lib/storage';
import { type ApiCall, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/products');

function pageOf(count: number, total: number, offset = 0) {
  const items = Array.from({ length: count }, (_, index) =>
    product({ id: offset + index + 1, name: `Produit ${offset + index + 1}`, stock: [stockItem('2025-06-20')] }),
  );
  return { items, total };
}

// The screen's chunk (and zod with core) takes a while to load the first time: not what is tested.
beforeAll(() => import('./products'), 20_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('/products', () => {
  it('shows each product with its brand and its expiry label, coloured by tone', async () => {
    stubApiCalls((call) => {
      if (call.path !== '/products') return undefined;
      return jsonResponse({
        total: 6,
        items: [
          product({ id: 1, name: 'Yaourt nature', brand: 'Danone', dateKind: 'dlc', stock: [stockItem('2025-06-08')] }),
          product({ id: 6, name: 'Riz', dateKind: 'ddm', stock: [stockItem('2025-06-01')] }),
          product({ id: 2, name: 'Lait demi-écrémé', stock: [stockItem('2025-06-11')] }),
          product({ id: 3, name: 'Pâtes', stock: [stockItem('2025-06-15')] }),
          product({ id: 4, name: 'Sel', stock: [stockItem(null)] }),
          product({ id: 5, name: 'Beurre', stock: [] }),
        ],
      });
    });
    renderApp('/products');
    const list = await screen.findByRole('list', { name: 'Produits' });
    const card = (name: string) => within(list).getByRole('link', { name: new RegExp(name) });
    expect(card('Yaourt nature')).toHaveTextContent('Danone');
    expect(card('Yaourt nature')).toHaveTextContent(
      'Péremption (Date limite de consommation) : DLC dépassée depuis 2 jours',
    );
    // A DDM past is still good: amber, not the red of waste.
    expect(
      within(card('Riz')).getByText('DDM dépassée — encore bonne', { exact: false }).closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'ddm-passed');
    expect(card('Lait demi-écrémé')).toHaveTextContent('DDM · demain');
    expect(card('Lait demi-écrémé')).toHaveTextContent('demain');
    expect(card('Pâtes')).toHaveTextContent('dans 5 jours');
    expect(card('Sel')).toHaveTextContent('Sans date');
    expect(card('Beurre')).toHaveTextContent('Vide');
    expect(card('Yaourt nature')).toHaveAttribute('href', '/product/1');
    expect(
      within(card('Yaourt nature')).getByText('DLC dépassée depuis 2', { exact: false }).closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'expired');
    expect(screen.getByText('6 produits')).toBeInTheDocument();
  });

  it('keeps the filters behind « Filtres », which says how many are on', async () => {
    const api = stubApiCalls((call) => (call.path === '/products' ? jsonResponse(pageOf(1, 1)) : undefined));
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByText('Produit 1');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filtres' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Trier par')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Catégorie' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('group', { name: 'Catégorie' })).getByRole('radio', { name: 'Boissons' }));
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Nom (A → Z)');
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('categoryId')).toBe('6'));
    await user.click(button);
    expect(screen.queryByLabelText('Trier par')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (2 actifs)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the order and remembers it on this device', async () => {
    const api = stubApiCalls((call) => (call.path === '/products' ? jsonResponse(pageOf(2, 2)) : undefined));
    const user = userEvent.setup();
    const { unmount } = renderApp('/products');
    await screen.findByText('Produit 1');
    expect(listCalls(api.calls)[0]?.query.get('order')).toBe('expiration');

    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Nom (A → Z)');
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('order')).toBe('name'));
    expect(window.localStorage.getItem(PRODUCT_ORDER_KEY)).toBe('name');
    unmount();

    const again = stubApiCalls((call) => (call.path === '/products' ? jsonResponse(pageOf(2, 2)) : undefined));
    renderApp('/products');
    await screen.findByText('Produit 1');
    await user.click(screen.getByRole('button', { name: 'Filtres (1 actif)' }));
    expect(screen.getByLabelText('Trier par')).toHaveValue('name');
    expect(listCalls(again.calls)[0]?.query.get('order')).toBe('name');
  });

  it('filters by category with labelled chips', async () => {
    const api = stubApiCalls((call) => (call.path === '/products' ? jsonResponse(pageOf(1, 1)) : undefined));
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByText('Produit 1');
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const categories = screen.getByRole('group', { name: 'Catégorie' });
    expect(within(categories).getAllByRole('radio')).toHaveLength(8);
    await user.click(within(categories).getByRole('radio', { name: 'Produits laitiers' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('categoryId')).toBe('2'));
    expect(within(categories).getByRole('radio', { name: 'Produits laitiers' })).toBeChecked();
  });

  it('asks the server once the typing pauses (300 ms), not at every key', async () => {
    const api = stubApiCalls((call) => {
      if (call.path !== '/products') return undefined;
      return call.query.get('search') === 'creme' ? jsonResponse({ items: [], total: 0 }) : jsonResponse(pageOf(3, 3));
    });
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByText('Produit 1');
    await user.type(screen.getByLabelText('Rechercher un produit'), 'creme');
    expect(await screen.findByRole('heading', { name: 'Aucun produit pour «\u00a0creme\u00a0»' })).toBeInTheDocument();
    const searches = listCalls(api.calls).map((call) => call.query.get('search'));
    expect(searches).toEqual([null, 'creme']);

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(await screen.findByText('Produit 1')).toBeInTheDocument();
  });

  it('loads 50 at a time and "Voir plus" asks for the next 50', async () => {
    const api = stubApiCalls((call) => {
      if (call.path !== '/products') return undefined;
      const offset = Number(call.query.get('offset'));
      return jsonResponse(pageOf(offset === 0 ? 50 : 20, 70, offset));
    });
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByText('Produit 1');
    const cards = () => screen.getByRole('list', { name: 'Produits' }).querySelectorAll('li');
    expect(cards()).toHaveLength(50);
    expect(listCalls(api.calls)[0]?.query.get('limit')).toBe('50');
    expect(screen.getByText('50 sur 70 produits affichés')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('Produit 70')).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)?.query.get('offset')).toBe('50');
    expect(cards()).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says what to do when the cupboard is empty', async () => {
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items: [], total: 0 }) : undefined));
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Votre placard est vide' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'Votre placard est vide' }).parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Scanner un produit' })).toHaveAttribute('href', '/scan');
    expect(within(empty).getByRole('link', { name: 'Ajouter sans code-barres' })).toHaveAttribute(
      'href',
      '/scan?sans-code-barres',
    );
  });

  it('groups by category in the categories’ order, leaving empty ones out', async () => {
    const api = stubApiCalls((call) => {
      if (call.path !== '/products') return undefined;
      const category = call.query.get('categoryId');
      if (category === null) return jsonResponse(pageOf(2, 2));
      if (category === '1')
        return jsonResponse({ items: [product({ id: 1, name: 'Pommes', categoryId: 1 })], total: 1 });
      if (category === '6') return jsonResponse({ items: [product({ id: 2, name: 'Jus', categoryId: 6 })], total: 1 });
      return jsonResponse({ items: [], total: 0 });
    });
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByText('Produit 1');
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await user.click(screen.getByRole('radio', { name: 'Par catégorie' }));
    const sections = await screen.findAllByRole('heading', { level: 2, name: /\(1\)$/ });
    expect(sections.map((heading) => heading.textContent)).toEqual(['Fruits & Légumes (1)', 'Boissons (1)']);
    expect(screen.getByRole('region', { name: 'Boissons (1)' })).toHaveTextContent('Jus');
    expect(new Set(listCalls(api.calls).map((call) => call.query.get('categoryId')))).toEqual(
      new Set([null, '1', '2', '3', '4', '5', '6', '7']),
    );
  });
});
