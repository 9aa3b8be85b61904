import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { household, MARIE } from '../../features/household/testing/fake-household';
import { FakeEventSource, line } from '../../features/shopping-list/testing/fake-shopping-list';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./shopping-list'), 20_000);
beforeEach(() => {
  setToken('t');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const lines = [
  line({ id: 1, label: 'Piles', addedBy: { userId: 2, displayName: 'Paul' } }),
  line({ id: 2, label: 'Café moulu', addedBy: { userId: 1, displayName: 'Marie' } }),
  line({ id: 3, label: 'Farine', addedBy: null }),
];

function serve(state: { details: ReturnType<typeof household> }) {
  return stubApiCalls((call) => {
    if (call.path === '/products/shopping-list' && call.query.get('count') === 'true') return jsonResponse(3);
    if (call.path === '/products/shopping-list') return jsonResponse(lines);
    if (call.path === '/products/shopping-list/suggestions') return jsonResponse([]);
    if (call.path === '/household') return jsonResponse(state.details);
    if (call.path === '/events/ticket') return jsonResponse({ ticket: 'ticket', expiresInSeconds: 30 });
    return undefined;
  });
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('« ajouté par » on the shopping list', () => {
  it('names who added each line in a household of several people', async () => {
    serve({ details: household() });
    renderApp('/shopping-list');
    await screen.findByText('Piles');
    await waitFor(() => expect(row('Piles')).toHaveTextContent('ajouté par Paul'));
    expect(row('Café moulu')).toHaveTextContent('ajouté par vous');
    expect(row('Farine')).toHaveTextContent('ajouté par ancien membre');
  });

  it('says nothing for someone alone, until a member joins (live event)', async () => {
    const state = { details: household({ members: [MARIE] }) };
    const api = serve(state);
    renderApp('/shopping-list');
    await screen.findByText('Piles');
    await waitFor(() => expect(api.callsTo('GET', '/household')).toHaveLength(1));
    expect(row('Piles')).not.toHaveTextContent('ajouté par');

    state.details = household();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]?.emit('household-changed', { type: 'household-changed', at: 'now' });
    await waitFor(() => expect(row('Piles')).toHaveTextContent('ajouté par Paul'));
  });

  it('does not wait for the household to show the lines', async () => {
    stubApiCalls((call) => {
      if (call.path === '/products/shopping-list' && call.query.get('count') !== 'true') return jsonResponse(lines);
      if (call.path === '/household') return new Promise<Response>(() => undefined);
      return undefined;
    });
    renderApp('/shopping-list');
    expect(await screen.findByText('Piles')).toBeInTheDocument();
    expect(row('Piles')).not.toHaveTextContent('ajouté par');
  });
});
