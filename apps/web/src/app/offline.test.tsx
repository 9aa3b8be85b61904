import { focusManager, onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '../features/shopping-list/testing/fake-shopping-list';
import { cacheKey } from '../lib/persisted-cache';
import { clearAccount, getAccount, setAccount, setToken } from '../lib/storage';
import { PENDING_WRITES_KEY, pendingWritesKey } from '../lib/writes/write-queue';
import { errorResponse, jsonResponse, stubApiCalls } from '../test/fake-api';
import { product, TODAY } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const ACCOUNT = 'marie@exemple.fr';
const milk = line({ id: 1, label: 'Lait demi-écrémé' });

beforeAll(
  () =>
    Promise.all([
      import('./routes/shopping-list'),
      import('./routes/product-details'),
      import('./routes/recipe-details'),
      import('./routes/home'),
      import('./shell/OfflineBanner'),
      import('./data/KeepOnDevice'),
      import('./shell/HeaderMenu'),
      import('./routes/login'),
    ]),
  20_000,
);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setAccount(ACCOUNT);
  setToken('t');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

/** Every call fails as with no network at all. */
const networkDown = () =>
  stubApiCalls(() => {
    throw new TypeError('Failed to fetch');
  });

/** The list with one line, the badge's count beside it. */
const serveList = () =>
  stubApiCalls((call) => {
    if (call.method !== 'GET' || call.path !== '/products/shopping-list') return undefined;
    return jsonResponse(call.query.get('count') === 'true' ? 1 : [milk]);
  });

/** What the device keeps for the account (IndexedDB), as the app wrote it. */
const kept = () => get(cacheKey(ACCOUNT), createStore('glouton', 'query-cache'));

describe('the last known data, kept on the device', () => {
  it('shows the list after a reload with no network, and says how old it is', async () => {
    serveList();
    const first = renderApp('/shopping-list');
    expect(await screen.findByText('Lait demi-écrémé')).toBeInTheDocument();
    await waitFor(async () => expect(JSON.stringify(await kept())).toContain('Lait demi-écrémé'), { timeout: 15_000 });
    first.unmount();

    // The app starts again (a new cache in memory) in a shop's basement, two hours later.
    vi.setSystemTime(new Date(TODAY.getTime() + 2 * 60 * 60 * 1000));
    networkDown();
    renderApp('/shopping-list');
    expect(await screen.findByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(await screen.findByText('Hors ligne — données du 10/06 à 12:00')).toBeInTheDocument();
    expect(screen.queryByText('Votre liste est vide')).not.toBeInTheDocument();
    expect(screen.queryByText(/n’a pas pu être chargée/)).not.toBeInTheDocument();
  });

  it('shows nothing of it to another account on the same phone', async () => {
    serveList();
    const first = renderApp('/shopping-list');
    await screen.findByText('Lait demi-écrémé');
    await waitFor(async () => expect(JSON.stringify(await kept())).toContain('Lait demi-écrémé'), { timeout: 15_000 });
    first.unmount();

    setAccount('paul@exemple.fr');
    setToken('t2');
    networkDown();
    renderApp('/shopping-list');
    expect(
      await screen.findByText('Pas de réseau. Votre liste n’a pas encore été chargée sur cet appareil.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lait demi-écrémé')).not.toBeInTheDocument();
  });

  it('is deleted by a deliberate log-out', async () => {
    serveList();
    renderApp('/shopping-list');
    await screen.findByText('Lait demi-écrémé');
    await waitFor(async () => expect(JSON.stringify(await kept())).toContain('Lait demi-écrémé'), { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(
      await within(screen.getByRole('navigation', { name: 'Menu' })).findByRole('button', { name: 'Se déconnecter' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await kept()).toBeUndefined());
  });
});

describe('a session the device kept without its account (an earlier version, a restored session)', () => {
  const me = {
    user: { id: 1, email: 'Marie@Exemple.fr', displayName: 'Marie', createdAt: '2026-06-01T10:00:00.000Z' },
    household: { id: 1, name: 'Chez Marie', role: 'owner' },
  };

  it('learns its account from the server and keeps its copy, shown after a reload with no network', async () => {
    clearAccount();
    stubApiCalls((call) => {
      if (call.method === 'GET' && call.path === '/me') return jsonResponse(me);
      if (call.method !== 'GET' || call.path !== '/products/shopping-list') return undefined;
      return jsonResponse(call.query.get('count') === 'true' ? 1 : [milk]);
    });
    const first = renderApp('/shopping-list');
    expect(await screen.findByText('Lait demi-écrémé')).toBeInTheDocument();
    await waitFor(() => expect(getAccount()).toBe(ACCOUNT));
    await waitFor(async () => expect(JSON.stringify(await kept())).toContain('Lait demi-écrémé'), { timeout: 15_000 });
    first.unmount();

    networkDown();
    renderApp('/shopping-list');
    expect(await screen.findByText('Lait demi-écrémé')).toBeInTheDocument();
    expect(screen.queryByText(/Pas de réseau/)).not.toBeInTheDocument();
  });

  it('keeps the changes queued under no account: they become the account’s, still to be sent', async () => {
    clearAccount();
    const queued = [{ id: 'w1', kind: 'check', itemId: 1, expiresOn: null }];
    window.localStorage.setItem(PENDING_WRITES_KEY, JSON.stringify(queued));
    // The server answers who the session is, nothing else: the change waits, now under its account.
    stubApiCalls((call) => {
      if (call.method === 'GET' && call.path === '/me') return jsonResponse(me);
      if (call.path === '/products/shopping-list' && call.query.get('count') === 'true') return jsonResponse(1);
      throw new TypeError('Failed to fetch');
    });
    renderApp('/');
    await waitFor(() => expect(getAccount()).toBe(ACCOUNT));
    expect(JSON.parse(window.localStorage.getItem(pendingWritesKey(ACCOUNT)) ?? '[]')).toEqual(queued);
    expect(window.localStorage.getItem(PENDING_WRITES_KEY)).toBeNull();
  });
});

describe('a load that fails', () => {
  it('is never shown as an empty list', async () => {
    stubApiCalls((call) =>
      call.path === '/products/shopping-list' && call.query.get('count') === null
        ? errorResponse(503, 'storage-unavailable', 'Le serveur ne peut pas enregistrer pour le moment.')
        : undefined,
    );
    renderApp('/shopping-list');
    expect(await screen.findByText(/La liste de courses n’a pas pu être chargée/)).toBeInTheDocument();
    expect(screen.queryByText('Votre liste est vide')).not.toBeInTheDocument();
  });

  it('says the page was never loaded on this device when the network is off', async () => {
    const api = networkDown();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/product/7');
    expect(
      await screen.findByText('Pas de réseau. Ce produit n’a pas encore été chargé sur cet appareil.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();
    // It waits for the network rather than failing.
    expect(api.callsTo('GET', '/products/7')).toEqual([]);
  });

  it('says the same when the server is out of reach although the phone thinks it has a network', async () => {
    networkDown();
    renderApp('/recipe/3');
    expect(
      await screen.findByText('Pas de réseau. Cette recette n’a pas encore été chargée sur cet appareil.'),
    ).toBeInTheDocument();
  });

  it('keeps showing what was there when a refresh fails', async () => {
    let up = true;
    const yogurt = product({ id: 7, name: 'Yaourt nature' });
    stubApiCalls((call) => {
      if (!up) throw new TypeError('Failed to fetch');
      return call.path === '/products/7' ? jsonResponse(yogurt) : undefined;
    });
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaourt nature' })).toBeInTheDocument();
    // A minute later the person comes back to the app: the stale page refetches, and that fails.
    up = false;
    vi.setSystemTime(new Date(TODAY.getTime() + 60_000));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const banner = await screen.findByText(/^Hors ligne — données du/);
    expect(within(banner.closest('[role="status"]') as HTMLElement).getByText(/10\/06 à 12:00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Yaourt nature' })).toBeInTheDocument();
    expect(screen.queryByText(/n’a pas pu être chargé/)).not.toBeInTheDocument();
  });
});
