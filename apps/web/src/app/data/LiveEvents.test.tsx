import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { household, PAUL, serveHousehold } from '../../features/household/testing/fake-household';
import { FakeEventSource, line, serveShoppingList } from '../../features/shopping-list/testing/fake-shopping-list';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { jsonResponse } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([import('../routes/shopping-list'), import('../routes/household')]), 20_000);
beforeEach(() => {
  setToken('t');
  setShoppingListCount(0);
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const latestSource = () => FakeEventSource.instances.at(-1) as FakeEventSource;

describe('live updates of the household', () => {
  it('opens the stream with a ticket, follows the count and shows another device’s change', async () => {
    const api = serveShoppingList({ items: [line({ id: 1, label: 'Piles' })] });
    renderApp('/shopping-list');
    await screen.findByText('Piles');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(latestSource().url).toBe('/api/events?ticket=ticket-1');

    api.state.items.push(line({ id: 2, label: 'Café moulu' }));
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 7, at: 'now' });
    expect(getShoppingListCount()).toBe(7);
    expect(await screen.findByText('Café moulu')).toBeInTheDocument();
  });

  it('asks nothing again when a stream opens with the count the badge already shows', async () => {
    const api = serveShoppingList({ items: [line({ id: 1, label: 'Piles' })] });
    renderApp('/shopping-list');
    await screen.findByText('Piles');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await waitFor(() => expect(getShoppingListCount()).toBe(1));
    const listReads = () =>
      api.calls.filter((call) => call.method === 'GET' && call.url === '/products/shopping-list').length;
    const before = listReads();

    // The server's first event of a stream: the count, the one shown.
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 1, at: 'now' });
    // Then another device adds a line: that one is a change.
    api.state.items.push(line({ id: 2, label: 'Café moulu' }));
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 2, at: 'now' });
    expect(await screen.findByText('Café moulu')).toBeInTheDocument();
    expect(listReads()).toBe(before + 1);
  });

  it('reconnects with a new ticket after an error, and the first event resynchronises', async () => {
    serveShoppingList();
    renderApp('/shopping-list');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = latestSource();
    first.emit('error');
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 4000 });
    expect(latestSource().url).toBe('/api/events?ticket=ticket-2');
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 4, at: 'now' });
    expect(getShoppingListCount()).toBe(4);
  });

  it('is not started without a session', async () => {
    serveShoppingList();
    setToken('');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('refreshes what shows the cupboard when another device eats a unit or edits a recipe', async () => {
    let name = 'Yaourts';
    const api = serveShoppingList();
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/products/7') return jsonResponse(product({ id: 7, name }));
      return original(input, init);
    });
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaourts' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    name = 'Yaourts nature';
    latestSource().emit('stock-changed', { type: 'stock-changed', productIds: [7], at: 'now' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaourts nature' })).toBeInTheDocument();
    expect(api.state.tickets).toBe(1);
  });

  it('asks again for what it may have missed once a lost stream reopens: someone removed sees their own household', async () => {
    // Paul, in Marie's household. An owner removes him: the server ends his stream of that household
    // (its `household-changed` goes to the others, not to him) and his next stream is of his own.
    const api = serveHousehold({ details: household({ you: PAUL.userId }) });
    renderApp('/household');
    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (2)' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    latestSource().emit('open');

    api.state.details = household({
      id: 9,
      name: 'Mon foyer',
      members: [{ ...PAUL, role: 'owner' }],
      you: PAUL.userId,
    });
    const ended = latestSource();
    ended.emit('error');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 4000 });
    latestSource().emit('open');
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 0, at: 'now' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (1)' })).toBeInTheDocument();
  });

  it('does not ask again when the stream opens the first time', async () => {
    const api = serveHousehold({ details: household({ you: PAUL.userId }) });
    renderApp('/household');
    await screen.findByRole('heading', { level: 2, name: 'Membres (2)' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    latestSource().emit('open');
    // An event after the opening, drawn: whatever the opening would have asked was asked before it.
    latestSource().emit('shopping-list-changed', { type: 'shopping-list-changed', count: 7, at: 'now' });
    await waitFor(() => expect(screen.getByTestId('shopping-list-count')).toHaveTextContent('7'));
    expect(api.callsTo('GET', '/household')).toHaveLength(1);
  });
});
