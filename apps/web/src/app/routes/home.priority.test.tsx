import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('../../features/products/components/PriorityProducts'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('home: À consommer en priorité', () => {
  it('shows what expired and what expires within the week, the rest of the cupboard one tap away', async () => {
    const items = [
      product({ id: 1, name: 'Yaourt nature', stock: [stockItem('2025-06-08')] }),
      product({ id: 2, name: 'Crème fraîche', stock: [stockItem('2025-06-15')] }),
      product({ id: 3, name: 'Beurre doux', stock: [stockItem('2025-06-17')] }),
      product({ id: 4, name: 'Comté', stock: [stockItem('2025-06-24')] }),
      product({ id: 5, name: 'Riz', stock: [stockItem(null)] }),
    ];
    const api = stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items, total: 5 }) : undefined));
    const user = userEvent.setup();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'À consommer en priorité' });
    await within(section).findByText('Yaourt nature');
    // Expired two days ago, then the 15 and 17 June; not the 24th, nor rice that does not expire.
    const names = () =>
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.textContent);
    expect(names()).toEqual([
      expect.stringContaining('Yaourt nature'),
      expect.stringContaining('Crème fraîche'),
      expect.stringContaining('Beurre doux'),
    ]);
    expect(within(section).getByRole('link', { name: 'Voir tout le placard (2 autres)' })).toHaveAttribute(
      'href',
      '/products',
    );

    // The window is adjustable, and remembered on the device.
    await user.selectOptions(within(section).getByLabelText('Expire dans les'), '14 prochains jours');
    expect(names()).toHaveLength(4);
    expect(window.localStorage.getItem('glouton.priorityWindowDays')).toBe('14');
    await user.selectOptions(within(section).getByLabelText('Expire dans les'), '3 prochains jours');
    expect(names()).toHaveLength(1);

    const [call] = api.callsTo('GET', '/products');
    expect(call?.query.get('inStock')).toBe('true');
    expect(call?.query.get('order')).toBe('expiration');
  });

  it('shows the chosen window whole: its picker has no width of its own, so it is as wide as its longest option', async () => {
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items: [], total: 0 }) : undefined));
    renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Expire dans les' });
    expect(select).toHaveDisplayValue('7 prochains jours');
    // A fixed width (w-44 cut « 7 prochains jou » at 360 px) on the select or on the field around it; w-full
    // fills a field that itself takes the select's own width.
    const fixedWidth = /(^|\s)(min-|max-)?w-(?!full(\s|$)|auto(\s|$))\S+/;
    expect(select.className).not.toMatch(fixedWidth);
    expect(select.parentElement?.className).not.toMatch(fixedWidth);
  });

  it('says when nothing expires within the window', async () => {
    const items = [product({ id: 4, name: 'Comté', stock: [stockItem('2025-06-24')] })];
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items, total: 1 }) : undefined));
    renderApp('/');
    expect(await screen.findByText('Rien n’expire dans les 7 prochains jours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tout le placard (1 autre)' })).toBeInTheDocument();
  });

  it('links to the products, the recipes and the week plan even when there is nothing yet', async () => {
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items: [], total: 0 }) : undefined));
    renderApp('/');
    const shortcuts = await screen.findByRole('navigation', { name: 'Votre placard, vos recettes et votre semaine' });
    expect(within(shortcuts).getByRole('link', { name: 'Mes produits' })).toHaveAttribute('href', '/products');
    expect(within(shortcuts).getByRole('link', { name: 'Recettes' })).toHaveAttribute('href', '/recipes');
    expect(within(shortcuts).getByRole('link', { name: 'Planifier la semaine' })).toHaveAttribute('href', '/plan');
  });

  it('invites to scan when nothing is in stock', async () => {
    stubApiCalls((call) => (call.path === '/products' ? jsonResponse({ items: [], total: 0 }) : undefined));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Rien à consommer pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scanner un produit' })).toHaveAttribute('href', '/scan');
  });
});
