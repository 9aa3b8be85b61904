import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccount, setToken } from '../../lib/storage';
import { pendingWritesKey } from '../../lib/writes/write-queue';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./join'), 20_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

interface Options {
  products?: number;
  join?: () => Response;
  /** What `GET /invitations/:code` answers (by default the fake's 404 `not-found`: not known, the general words). */
  preview?: () => Response;
}

function serveJoin({
  products = 0,
  join = () => jsonResponse({ id: 9, name: 'Chez Marie', role: 'member' }),
  preview,
}: Options = {}) {
  return stubApiCalls((call) => {
    if (preview && call.path.startsWith('/invitations/')) return preview();
    if (call.path === '/login') return jsonResponse({ token: 'nouveau' });
    if (call.path === '/products' && call.method === 'GET') {
      return jsonResponse({ items: products > 0 ? [product()] : [], total: products });
    }
    if (call.path === '/products/shopping-list' && call.query.get('count') !== 'true') return jsonResponse([]);
    if (call.path === '/household/join') return join();
    return undefined;
  });
}

function signedIn() {
  setToken('t');
  setAccount('paul@example.fr');
}

describe('the join screen', () => {
  const MARTIN = () => jsonResponse({ householdName: 'Les Martin', invitedBy: 'Marie' });

  it('names the household and who invited before signing in', async () => {
    const api = serveJoin({ preview: MARTIN });
    renderApp('/join/acde-fghj');
    const intro = await screen.findByText(/vous invite à rejoindre le foyer/);
    expect(intro).toHaveTextContent('Marie vous invite à rejoindre le foyer « Les Martin » sur Glouton.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/invitations/ACDEFGHJ')).toHaveLength(1);
  });

  it('names them on the form of someone signed in', async () => {
    signedIn();
    serveJoin({ preview: MARTIN });
    renderApp('/join/ACDEFGHJ');
    expect(await screen.findByRole('button', { name: 'Rejoindre le foyer' })).toBeInTheDocument();
    expect(await screen.findByText(/vous invite à rejoindre le foyer/)).toHaveTextContent(
      'Marie vous invite à rejoindre le foyer « Les Martin » sur Glouton.',
    );
  });

  it('names no one when the inviter’s account is gone', async () => {
    serveJoin({ preview: () => jsonResponse({ householdName: 'Les Martin', invitedBy: null }) });
    renderApp('/join/ACDEFGHJ');
    expect(await screen.findByText(/Vous avez reçu une invitation à rejoindre le foyer/)).toHaveTextContent(
      'Vous avez reçu une invitation à rejoindre le foyer « Les Martin » sur Glouton.',
    );
  });

  it('says a dead code opens nothing before anyone signs in', async () => {
    serveJoin({
      preview: () => errorResponse(404, 'invitation-not-found', 'Ce code d’invitation n’est pas valable.'),
    });
    renderApp('/join/CDEFGHJK');
    expect(await screen.findByText(/Ce lien d’invitation n’est plus valable/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('asks someone signed out to log in first, then comes back to the invitation', async () => {
    const api = serveJoin();
    const { router } = renderApp('/join/ACDEFGHJ');
    expect(await screen.findByText('Vous avez reçu une invitation à rejoindre un foyer Glouton.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fjoin%2FACDEFGHJ',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'paul@example.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/ACDEFGHJ'));
    expect(await screen.findByRole('button', { name: 'Rejoindre le foyer' })).toBeInTheDocument();
    expect(screen.getByText('ACDE-FGHJ')).toBeInTheDocument();
    expect(api.callsTo('POST', '/login')).toHaveLength(1);
  });

  it('asks what becomes of the products of someone who has some, and sends the choice', async () => {
    signedIn();
    const api = serveJoin({ products: 3 });
    const { router } = renderApp('/join/acde-fghj');
    const bring = await screen.findByRole('radio', {
      name: /Apporter mes produits, mon placard, ma liste et mes recettes/,
    });
    expect(bring).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Les laisser \(ils seront supprimés\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/household/join')[0]?.body).toEqual({ code: 'ACDEFGHJ', bringData: false });
  });

  it('brings them when the person keeps the default', async () => {
    signedIn();
    const api = serveJoin({ products: 3 });
    renderApp('/join/ACDEFGHJ');
    await screen.findByRole('radio', { name: /Apporter/ });
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    await waitFor(() => expect(api.callsTo('POST', '/household/join')).toHaveLength(1));
    expect(api.callsTo('POST', '/household/join')[0]?.body).toEqual({ code: 'ACDEFGHJ', bringData: true });
  });

  it('asks nothing of someone with nothing yet', async () => {
    signedIn();
    serveJoin();
    renderApp('/join/ACDEFGHJ');
    await screen.findByRole('button', { name: 'Rejoindre le foyer' });
    await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument());
  });

  it('says a used, expired or revoked link is no longer valid', async () => {
    signedIn();
    serveJoin({ join: () => errorResponse(404, 'invitation-not-found', 'Invitation introuvable.') });
    renderApp('/join/ACDEFGHJ');
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre le foyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien d’invitation n’est plus valable (déjà utilisé, expiré ou révoqué). Demandez-en un nouveau.',
    );
  });

  it('says when one is already a member', async () => {
    signedIn();
    serveJoin({ join: () => errorResponse(409, 'already-member', 'Déjà membre.') });
    renderApp('/join/ACDEFGHJ');
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre le foyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous faites déjà partie de ce foyer.');
    expect(screen.getByRole('link', { name: 'Aller à la page Foyer' })).toHaveAttribute('href', '/household');
  });

  it('explains that the only owner of a shared household must hand it over first', async () => {
    signedIn();
    serveJoin({ join: () => errorResponse(409, 'owner-must-transfer', 'Transférez.') });
    renderApp('/join/ACDEFGHJ');
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre le foyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous êtes le seul propriétaire de votre foyer actuel');
  });

  it('drops, once in the new household, the changes the old one could not take', async () => {
    signedIn();
    const key = pendingWritesKey('paul@example.fr');
    const write = { kind: 'add', tempId: -1, productId: null, at: 'x', key: 'k', id: 'a' };
    window.localStorage.setItem(
      key,
      JSON.stringify([{ ...write, display: { label: 'Piles', categoryId: 7, imageUrl: null } }]),
    );
    const api = serveJoin();
    const busy = () => errorResponse(503, 'server-busy', 'Occupé.');
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/products/shopping-list' && init?.method === 'POST'
        ? busy()
        : (answer?.(input, init) ?? busy()),
    );
    const { router } = renderApp('/join/ACDEFGHJ');
    const join = await screen.findByRole('button', { name: 'Rejoindre le foyer' });
    // Tried (the server is busy), so still waiting when the person joins.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/products/shopping-list',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toHaveLength(1);
    await userEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/household/join')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toEqual([]);
  });

  it('refuses a link whose code cannot be one', async () => {
    serveJoin();
    renderApp('/join/nimportequoi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien d’invitation n’est plus valable');
  });

  it('sends one join for a double tap, and moves home once it is done', async () => {
    signedIn();
    // The second join would be refused (the code is used once): only one may leave.
    let joined = 0;
    const api = serveJoin({
      join: () =>
        ++joined === 1
          ? jsonResponse({ id: 9, name: 'Chez Marie', role: 'member' })
          : errorResponse(404, 'invitation-not-found', 'Invitation introuvable.'),
    });
    const { router } = renderApp('/join/ACDEFGHJ');
    // Two taps before the screen has redrawn (a phone's double tap, as the built app renders).
    const button = await screen.findByRole('button', { name: 'Rejoindre le foyer' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/household/join')).toHaveLength(1);
    expect(screen.queryByText(/n’est plus valable/)).not.toBeInTheDocument();
    // Home says where the person is now.
    expect(await screen.findByText('Vous avez rejoint le foyer « Chez Marie ».')).toBeInTheDocument();
  });
});
