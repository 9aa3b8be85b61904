import type { AccountSession } from '@glouton/core/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccount, getToken, setAccount, setToken } from '../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./account'), 20_000);
beforeEach(() => {
  setToken('t');
  setAccount('marie@example.fr');
  vi.useFakeTimers({ now: new Date(2025, 5, 10, 12, 0, 0), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const me = (displayName = 'Marie') => ({
  user: { id: 1, email: 'marie@example.fr', displayName, createdAt: '2025-01-01T10:00:00.000Z' },
  household: { id: 7, name: 'Chez Marie', role: 'owner' },
});

const SESSIONS: AccountSession[] = [
  {
    id: 1,
    device: 'Firefox sur Linux',
    createdAt: '2025-06-01T08:00:00.000Z',
    lastUsedAt: '2025-06-10T09:59:00.000Z',
    current: true,
  },
  {
    id: 2,
    device: 'Safari sur iPhone',
    createdAt: '2025-05-20T08:00:00.000Z',
    lastUsedAt: '2025-06-09T19:40:00.000Z',
    current: false,
  },
];

function serveAccount(other?: (call: ApiCall) => Response | Promise<Response> | undefined) {
  const state = { me: me(), sessions: [...SESSIONS] };
  const api = stubApiCalls((call) => {
    const answer = other?.(call);
    if (answer) return answer;
    if (call.path === '/me' && call.method === 'GET') return jsonResponse(state.me);
    if (call.path === '/me' && call.method === 'PATCH') {
      state.me = me((call.body as { displayName: string }).displayName);
      return jsonResponse(state.me);
    }
    if (call.path === '/me/password') return new Response(null, { status: 204 });
    if (call.path === '/me/sessions') return jsonResponse(state.sessions);
    const ended = /^\/me\/sessions\/(\d+)$/.exec(call.path);
    if (ended && call.method === 'DELETE') {
      state.sessions = state.sessions.filter((s) => String(s.id) !== ended[1]);
      return new Response(null, { status: 204 });
    }
    if (call.path === '/me' && call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
  return { ...api, state };
}

async function openAccount() {
  const view = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Compte' });
  return view;
}

describe('the « Compte » screen', () => {
  it('renames the person as the household sees them', async () => {
    const api = serveAccount();
    await openAccount();
    const field = await screen.findByLabelText('Nom affiché');
    expect(field).toHaveValue('Marie');
    expect(screen.getByText('marie@example.fr')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Saisissez un nom.'));
    await userEvent.type(field, 'Marie D.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('Nom enregistré.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/me')[0]?.body).toEqual({ displayName: 'Marie D.' });
  });

  it('changes the password, shows the rules, says the other devices are signed out', async () => {
    const api = serveAccount();
    await openAccount();
    const next = screen.getByLabelText('Nouveau mot de passe');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Au moins 8 caractères.'));
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-mdp');
    await userEvent.type(next, 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(next).toHaveAccessibleDescription(expect.stringContaining('au moins 8 caractères'));
    expect(api.callsTo('POST', '/me/password')).toHaveLength(0);

    await userEvent.type(next, '-mais-plus-long');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('Mot de passe changé. Vos autres appareils ont été déconnectés.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/password')[0]?.body).toEqual({
      currentPassword: 'ancien-mdp',
      newPassword: 'court-mais-plus-long',
    });
  });

  it('says when the current password is wrong, under that field', async () => {
    serveAccount((call) =>
      call.path === '/me/password' ? errorResponse(403, 'wrong-password', 'Mot de passe incorrect.') : undefined,
    );
    await openAccount();
    const current = screen.getByLabelText('Mot de passe actuel');
    await userEvent.type(current, 'pas-le-bon');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(expect.stringContaining('Ce n’est pas votre mot de passe actuel.')),
    );
    await waitFor(() => expect(current).toHaveFocus());
    expect(getToken()).toBe('t');
  });

  it('lists the devices, this one marked, and signs another one out', async () => {
    const api = serveAccount();
    await openAccount();
    const list = await screen.findByRole('heading', { name: 'Appareils connectés' });
    const section = list.closest('section') as HTMLElement;
    expect(await within(section).findByText('— cet appareil')).toBeInTheDocument();
    // The server refreshes « last used » at most every few minutes: this device is in use right now.
    expect(section).toHaveTextContent('Utilisé en ce moment');
    expect(section).not.toHaveTextContent('il y a 1 minute');
    expect(section).toHaveTextContent('Utilisé hier à 21:40');
    expect(within(section).getAllByRole('button', { name: /^Déconnecter/ })).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: /^Déconnecter Safari sur iPhone/ }));
    await waitFor(() => expect(within(section).queryByText('Safari sur iPhone')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/me/sessions/2')).toHaveLength(1);
  });

  const householdOf = (members: number) => ({
    id: 7,
    name: 'Chez Marie',
    members: Array.from({ length: members }, (_, index) => ({
      userId: index + 1,
      email: `membre${index + 1}@example.fr`,
      displayName: `Membre ${index + 1}`,
      role: index === 0 ? 'owner' : 'member',
      joinedAt: '2025-01-01T10:00:00.000Z',
    })),
    you: 1,
    lunchTime: '12:30',
    dinnerTime: '19:30',
  });

  it('deletes the account with its password, says what happens, then signs out here and says it is done', async () => {
    const api = serveAccount((call) => (call.path === '/household' ? jsonResponse(householdOf(1)) : undefined));
    const { router, queryClient } = await openAccount();
    // The household is known before the deletion (no query still fetching): the message depends on it.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte\u00a0?' });
    expect(dialog).toHaveTextContent('dernier membre du foyer');
    expect(dialog).toHaveTextContent('au nom de « ancien membre »');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(within(dialog).getByLabelText('Votre mot de passe, pour confirmer')).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez votre mot de passe.'),
    );
    await userEvent.type(within(dialog).getByLabelText('Votre mot de passe, pour confirmer'), 'motdepasse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('DELETE', '/me')[0]?.body).toEqual({ password: 'motdepasse' });
    expect(getToken()).toBe('');
    expect(getAccount()).toBe('');
    // The next screen says what happened: the account, and the household that went with its last member.
    expect(
      await screen.findByText('Votre compte a été supprimé, avec le foyer « Chez Marie » et toutes ses données.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('says on /login that the household others share keeps its data', async () => {
    serveAccount((call) => (call.path === '/household' ? jsonResponse(householdOf(2)) : undefined));
    const { router, queryClient } = await openAccount();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Votre mot de passe, pour confirmer'), 'motdepasse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Votre compte a été supprimé. Le foyer « Chez Marie » garde ses données ; ce que vous y avez fait apparaît au nom de « ancien membre ».',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the account when the password is wrong, says so, and keeps the focus in the dialog', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = serveAccount((call) =>
      call.path === '/me' && call.method === 'DELETE'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await openAccount();
    const opener = screen.getByRole('button', { name: 'Supprimer mon compte' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    const field = within(dialog).getByLabelText('Votre mot de passe, pour confirmer');
    await userEvent.type(field, 'pas-le-bon');
    const submit = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    await userEvent.click(submit);
    // A browser moves the focus of a button that turns disabled to <body> (jsdom does not): the
    // pending button stays enabled, announced as unavailable, and a second press sends nothing.
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    await userEvent.click(submit);
    await userEvent.type(field, '{Enter}');
    expect(api.callsTo('DELETE', '/me')).toHaveLength(1);

    answer(errorResponse(403, 'wrong-password', 'Mot de passe incorrect.'));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Ce n’est pas votre mot de passe actuel.')),
    );
    expect(getToken()).toBe('t');
    expect(submit).not.toHaveAttribute('aria-disabled');

    // Escape closes the dialog wherever the focus is, even on <body>, and gives it back to the opener.
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
