import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../features/shopping-list/testing/fake-shopping-list';
import { setToken } from '../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Issue 25: « Fusionner avec… » on the product page, and a merged product's page (decision 0058).
// Scanned: a product with another barcode cannot be the one kept.
const courgette = product({
  id: 7,
  name: 'Courgette',
  barcode: '3560070472888',
  scanned: true,
  stock: [stockItem('2025-06-12')],
});
const courgettes = product({ id: 8, name: 'Courgettes', brand: null, barcode: null, scanned: false, stock: [] });
const scannedOne = product({ id: 9, name: 'Courgettes bio', brand: null, barcode: '3760000000011', stock: [] });

const mergedAnswer = () =>
  jsonResponse(
    { error: { code: 'product-merged', message: 'Ce produit a été fusionné avec un autre.' }, productId: 8 },
    { status: 404 },
  );

/** The household's products; `merged` once the server has merged 7 into 8. */
function serve(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  const state = { merged: false };
  const api = stubApiCalls((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.method === 'POST' && call.path === '/events/ticket') {
      return jsonResponse({ ticket: 'ticket', expiresInSeconds: 30 });
    }
    if (call.method === 'GET' && call.path === '/products/7')
      return state.merged ? mergedAnswer() : jsonResponse(courgette);
    if (call.method === 'GET' && call.path === '/products/8') {
      return jsonResponse(state.merged ? { ...courgettes, stock: courgette.stock } : courgettes);
    }
    if (call.method === 'GET' && call.path === '/products') {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const items = [courgette, courgettes, scannedOne].filter((p) => p.name.toLowerCase().includes(search));
      return jsonResponse({ items, total: items.length });
    }
    if (call.method === 'POST' && call.path === '/products/7/merge') {
      state.merged = true;
      return jsonResponse({ ...courgettes, stock: courgette.stock });
    }
    return undefined;
  });
  return { ...api, state };
}

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('« Fusionner avec… » on /product/:id', () => {
  it('keeps the product picked, then shows it in place of the merged one', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/product/7');
    await user.click(await screen.findByRole('button', { name: 'Fusionner avec…' }));
    const dialog = screen.getByRole('dialog', { name: 'Fusionner «\u00a0Courgette\u00a0»' });
    expect(dialog).toHaveTextContent('Choisissez le produit à garder');

    // The product itself is not offered; one with another barcode is, but cannot be chosen.
    const group = within(dialog).getByRole('group', { name: 'Produit à garder' });
    await within(group).findByRole('radio', { name: /^Courgettes aucune unité/ });
    expect(within(group).queryByRole('radio', { name: /^Courgette / })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /^Courgettes bio .*autre code-barres/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Fusionner' })).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Chercher le produit à garder' }), 'courgettes');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/products' && call.query.get('order') === 'match')).toBe(true),
    );
    await user.click(within(group).getByRole('radio', { name: /^Courgettes aucune unité/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Garder «\u00a0Courgettes\u00a0»' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/8'));
    expect(api.callsTo('POST', '/products/7/merge')[0]?.body).toEqual({ into: 8 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Courgettes' })).toBeInTheDocument();
    expect(await screen.findByText('« Courgette » fusionné avec « Courgettes ».')).toBeInTheDocument();
  });

  it('says why the server refused, and stays', async () => {
    serve((call) =>
      call.path === '/products/7/merge'
        ? errorResponse(409, 'barcodes-differ', 'Ces deux produits ont chacun leur code-barres.')
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/product/7');
    await user.click(await screen.findByRole('button', { name: 'Fusionner avec…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /^Courgettes aucune unité/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Garder «\u00a0Courgettes\u00a0»' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La fusion a échoué. Ces deux produits ont chacun leur code-barres.',
    );
    expect(router.state.location.pathname).toBe('/product/7');
  });
});

describe('a merged product’s page', () => {
  it('shows the product it was merged into (a bookmark, a reminder’s link)', async () => {
    const api = serve();
    api.state.merged = true;
    const { router } = renderApp('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courgettes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/8');
  });

  it('follows a merge made on another phone, heard on the live stream', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = serve();
    const { router } = renderApp('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courgette' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    api.state.merged = true;
    act(() =>
      FakeEventSource.instances[0]?.emit('products-changed', { type: 'products-changed', productIds: [7], at: 'now' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/8'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Courgettes' })).toBeInTheDocument();
  });
});
