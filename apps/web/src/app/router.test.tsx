import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getShoppingListCount, setAccount, setShoppingListCount, setToken } from '../lib/storage';
import { PENDING_WRITES_KEY, pendingWritesKey } from '../lib/writes/write-queue';
import { errorResponse, jsonResponse, renderApp, stubApi } from '../test/render-app';
import { routes } from './router';

const PROTECTED: Array<[string, string]> = [
  ['/', 'Accueil'],
  ['/products', 'Mes produits'],
  ['/scan', 'Scanner un produit'],
  // The stubbed API knows no product 42: its page says so.
  ['/product/42', 'Produit introuvable'],
  ['/recipes', 'Recettes'],
  ['/create-recipe', 'Nouvelle recette'],
  ['/shopping-list', 'Liste de courses'],
  ['/stats', 'Bilan'],
  ['/plan', 'Semaine'],
  ['/household', 'Foyer'],
  ['/account', 'Compte'],
  ['/reminders', 'Rappels'],
];

// The router loads a matched screen's chunk even when the guard then redirects; real screens bring core,
// zod and the scanner, whose first import in jsdom can pass the default 1 s wait on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

// The logged-in shell's own chunks (menu, banner, footer), loaded once before the tests that click them.
beforeAll(
  () =>
    Promise.all([
      import('./shell/HeaderMenu'),
      import('./shell/OfflineBanner'),
      import('./shell/Footer'),
      import('./data/KeepOnDevice'),
      import('./data/LiveEvents'),
    ]),
  20_000,
);

describe('route guard', () => {
  it.each(PROTECTED)('sends %s to the login screen without a token', async (path) => {
    stubApi();
    const { router } = renderApp(path);
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(PROTECTED)('shows %s with a token', async (path, title) => {
    stubApi();
    setToken('t');
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('remembers where the user was going and goes back there after login', async () => {
    stubApi({ 'POST /login': () => jsonResponse({ token: 'new-token' }) });
    const { router } = renderApp('/products?search=lait');
    await heading('Connexion');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/products?search=lait')}`);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await heading('Mes produits')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=lait');
    expect(window.localStorage.getItem('token')).toBe('new-token');
  });

  it('sends logged-in people away from /login and /register', async () => {
    stubApi();
    setToken('t');
    const { router } = renderApp('/register');
    expect(await heading('Accueil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /login, keeping the page, when a call answers 401', async () => {
    stubApi({
      'GET /products/shopping-list?count=true': () => errorResponse(401, 'unauthorized', 'Session expirée.'),
    });
    setToken('expired');
    const { router } = renderApp('/recipes');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.search).toBe('?redirect=%2Frecipes');
  });

  it('goes to /login from a public page too when a call answers 401, and says why', async () => {
    stubApi({
      'GET /products/shopping-list?count=true': () => errorResponse(401, 'unauthorized', 'Session expirée.'),
    });
    setToken('expired');
    const { router } = renderApp('/nulle-part');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fnulle-part');
    expect(screen.getByText('Votre session a expiré. Reconnectez-vous.')).toBeInTheDocument();
  });

  it('says a new password given on another device ended the session, not that it expired', async () => {
    stubApi({
      'GET /products/shopping-list?count=true': () =>
        errorResponse(401, 'password-changed', 'Votre mot de passe a été changé sur un autre appareil.'),
    });
    setToken('ended');
    const { router } = renderApp('/recipes');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Frecipes');
    expect(
      await screen.findByText('Votre mot de passe a été changé sur un autre appareil : reconnectez-vous.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Votre session a expiré. Reconnectez-vous.')).not.toBeInTheDocument();
  });

  it('says once that the session expired, however many calls answered 401', async () => {
    // Home asks several things at once (the count, the products, the recipes): held until three are
    // waiting, then each answers 401 — whatever the machine's speed, several answers come back.
    const fetchMock = stubApi();
    const waiting: (() => void)[] = [];
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          waiting.push(() => resolve(errorResponse(401, 'unauthorized', 'Session expirée.')));
          if (waiting.length === 3) for (const answer of waiting) answer();
          if (waiting.length > 3) waiting.at(-1)?.();
        }),
    );
    setToken('expired');
    const { queryClient } = renderApp('/');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    // Every answer landed before the toasts are counted: no query still waits for its own.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.getAllByText('Votre session a expiré. Reconnectez-vous.')).toHaveLength(1);
  });

  it('follows a log-out made in another tab', async () => {
    stubApi();
    setToken('t');
    const { router } = renderApp('/scan');
    await heading('Scanner un produit');
    act(() => {
      window.localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fscan');
  });
});

describe('routes', () => {
  it('names the product details route product.details', () => {
    const flat = (list: typeof routes): typeof routes =>
      list.flatMap((route) => [route, ...flat(route.children ?? [])]);
    const details = flat(routes).find((route) => route.path === 'product/:id');
    expect(details?.id).toBe('product.details');
  });

  it('loads every screen lazily but home, which comes with the app (the first screen of a signed-in visit)', () => {
    const flat = (list: typeof routes): typeof routes =>
      list.flatMap((route) => [route, ...flat(route.children ?? [])]);
    const screens = flat(routes).filter((route) => route.path !== undefined || route.index);
    expect(screens).toHaveLength(22);
    for (const route of screens) {
      if (route.index) expect(route.Component).toBeTypeOf('function');
      else expect(route.lazy).toBeTypeOf('function');
    }
  });

  it('shows a French not-found page, without a token, with a link home', async () => {
    stubApi();
    renderApp('/nimporte/quoi');
    expect(await heading('Page introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('links between the login and register screens', async () => {
    stubApi();
    renderApp('/login');
    await heading('Connexion');
    await userEvent.click(screen.getByRole('link', { name: 'Créer un compte' }));
    expect(await heading('Créer un compte')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await heading('Connexion')).toBeInTheDocument();
  });
});

/** « Se déconnecter » is in the header's menu. */
async function logOut() {
  const menu = await screen.findByRole('button', { name: 'Menu' });
  if (menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
  await userEvent.click(
    await within(screen.getByRole('navigation', { name: 'Menu' })).findByRole('button', { name: 'Se déconnecter' }),
  );
}

describe('shell', () => {
  it('has a header whose wordmark links home, a main area, and no footer when logged out', async () => {
    stubApi();
    renderApp('/login');
    await heading('Connexion');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Glouton' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the footer and the header menu when logged in; the log-out is in the menu, not one tap away', async () => {
    stubApi();
    setToken('t');
    renderApp('/');
    await heading('Accueil');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });

  it('opens the menu with its links, closes it with Escape (focus back) or by following a link', async () => {
    stubApi();
    setToken('t');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await heading('Accueil');
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mes produits', '/products'],
      ['Recettes', '/recipes'],
      ['Semaine', '/plan'],
      ['Rappels', '/reminders'],
      ['Bilan', '/stats'],
      ['Foyer', '/household'],
      ['Compte', '/account'],
    ]);
    expect(links[0]).toHaveFocus();
    expect(await within(panel).findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Recettes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('logs out: calls the API, forgets the token and shows the login screen', async () => {
    const fetchMock = stubApi({ 'POST /logout': () => new Response(null, { status: 204 }) });
    setToken('t');
    const { router } = renderApp('/products');
    await heading('Mes produits');
    await logOut();
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    stubApi({ 'POST /logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    setToken('t');
    renderApp('/');
    await heading('Accueil');
    await logOut();
    expect(await heading('Connexion')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  it('says how many unsent list changes a log-out would lose, then drops them and resets the badge', async () => {
    const fetchMock = stubApi({
      'POST /logout': () => new Response(null, { status: 204 }),
      // The shop's basement: no list change gets through.
      'POST /products/shopping-list': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    setAccount('marie@example.fr');
    setToken('t');
    setShoppingListCount(3);
    const key = pendingWritesKey('marie@example.fr');
    const write = { kind: 'add', tempId: -1, productId: null, at: 'x', key: 'k' };
    const display = { label: 'Piles', categoryId: 7, imageUrl: null };
    window.localStorage.setItem(
      key,
      JSON.stringify([
        { ...write, id: 'a', display },
        { ...write, id: 'b', tempId: -2, key: 'k2', display: { ...display, label: 'Lait' } },
      ]),
    );
    renderApp('/');
    await heading('Accueil');
    await logOut();
    const dialog = await screen.findByRole('alertdialog', { name: 'Se déconnecter\u00a0?' });
    expect(dialog).toHaveTextContent('2 modifications (liste de courses, placard) n’ont pas encore été envoyées');

    // « Annuler » keeps everything as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(window.localStorage.getItem('token')).toBe('t');
    expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toHaveLength(2);

    await logOut();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter quand même' }));
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(PENDING_WRITES_KEY)).toBeNull();
    expect(getShoppingListCount()).toBe(0);
    expect(window.localStorage.getItem('glouton.account')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });
});
