import type { ProductHistory, StockEvent } from '@glouton/core/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { household, MARIE } from '../../features/household/testing/fake-household';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ID = 7;
const PAUL = { userId: 2, displayName: 'Paul' };
const YOU = { userId: 1, displayName: 'Marie' };

const event = (id: number, kind: StockEvent['kind'], at: string, doneBy: StockEvent['doneBy']): StockEvent => ({
  id,
  productId: ID,
  kind,
  expiresOn: null,
  at,
  doneBy,
});

const NEWEST: ProductHistory = {
  items: [
    event(9, 'consumed', '2025-06-08T18:00:00.000Z', PAUL),
    event(8, 'discarded', '2025-06-02T09:00:00.000Z', null),
    event(7, 'added', '2024-11-12T10:00:00.000Z', YOU),
  ],
  nextBefore: 7,
};
const OLDER: ProductHistory = { items: [event(3, 'added', '2024-11-02T10:00:00.000Z', PAUL)], nextBefore: null };

function serve({ members = household(), pages = [NEWEST, OLDER] } = {}) {
  const unit = stockItem('2025-06-30', 11);
  return stubApiCalls((call) => {
    if (call.path === `/products/${ID}`) return jsonResponse(product({ id: ID, name: 'Yaourts', stock: [unit] }));
    if (call.path === `/products/${ID}/history`) {
      return jsonResponse(call.query.get('before') === '7' ? pages[1] : pages[0]);
    }
    if (call.method === 'POST' && call.path === `/products/${ID}/stock/11/consume`) {
      return jsonResponse({ product: product({ id: ID, name: 'Yaourts', stock: [] }), events: [NEWEST.items[0]] });
    }
    if (call.path === '/household') return jsonResponse(members);
    return undefined;
  });
}

const history = async () => screen.findByRole('region', { name: 'Historique' });
const lines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((line) => line.textContent);

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('« Historique » on the product page', () => {
  it('says who did what, newest first, with French dates, in a household of several people', async () => {
    serve();
    renderApp(`/product/${ID}`);
    const region = await history();
    await waitFor(() =>
      expect(lines(region)).toEqual([
        'Mangé par Paul · 8 juin',
        'Jeté par ancien membre · 2 juin',
        'Ajouté par vous · 12 nov. 2024',
      ]),
    );
    expect(within(region).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-06-08T18:00:00.000Z',
    );
  });

  it('lets a long member name wrap inside a 360 px screen', async () => {
    // jsdom lays nothing out: what it can check is that the line may break anywhere, inside a word too.
    const long = `Paul${'x'.repeat(46)}`;
    const page = {
      ...NEWEST,
      items: [event(9, 'consumed', '2025-06-08T18:00:00.000Z', { userId: 2, displayName: long })],
    };
    serve({
      members: household({ members: [MARIE, { ...MARIE, userId: 2, displayName: long }] }),
      pages: [page, OLDER],
    });
    renderApp(`/product/${ID}`);
    const line = await within(await history()).findByText(new RegExp(`Mangé par ${long}`));
    expect(line.closest('.wrap-anywhere')).not.toBeNull();
  });

  it('names no one when the household is one person', async () => {
    const api = serve({ members: household({ members: [MARIE] }) });
    const { queryClient } = renderApp(`/product/${ID}`);
    const region = await history();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(api.callsTo('GET', '/household')).toHaveLength(1));
    // The household's answer drawn (a name would come with it), not merely asked for.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {});
    expect(lines(region)).toEqual(['Mangé · 8 juin', 'Jeté · 2 juin', 'Ajouté · 12 nov. 2024']);
  });

  it('asks for the history after the product, then the next page with « Voir plus »', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    const region = await history();
    const more = await within(region).findByRole('button', { name: 'Voir plus' });
    const paths = api.calls.map((call) => call.path);
    expect(paths.indexOf(`/products/${ID}`)).toBeLessThan(paths.indexOf(`/products/${ID}/history`));
    expect(api.callsTo('GET', `/products/${ID}/history`)[0]?.query.get('limit')).toBe('20');

    await user.click(more);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    expect(api.callsTo('GET', `/products/${ID}/history`)[1]?.query.get('before')).toBe('7');
    expect(lines(region)[3]).toBe('Ajouté par Paul · 2 nov. 2024');
    expect(within(region).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says when nothing happened yet', async () => {
    serve({ pages: [{ items: [], nextBefore: null }, OLDER] });
    renderApp(`/product/${ID}`);
    const region = await history();
    expect(await within(region).findByText('Aucun mouvement pour l’instant.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('is asked again after a unit is eaten here', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await history();
    await waitFor(() => expect(api.callsTo('GET', `/products/${ID}/history`)).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Consommé' }));
    await waitFor(() => expect(api.callsTo('GET', `/products/${ID}/history`).length).toBeGreaterThan(1));
  });
});
