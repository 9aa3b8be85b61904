import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccount, getToken } from '../../lib/storage';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const options = (passwordResetByEmail: boolean) =>
  stubApiCalls((call) => {
    if (call.path === '/account-options') return jsonResponse({ passwordResetByEmail });
    if (call.path === '/password/forgot') return new Response(null, { status: 204 });
    return undefined;
  });

describe('forgotten password', () => {
  it('is reached from the login screen', async () => {
    options(true);
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Mot de passe oublié\u00a0?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('sends a link by e-mail, without saying whether the address has an account', async () => {
    const api = options(true);
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'Marie@Example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(/Si un compte existe avec l’adresse marie@example\.fr/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/password/forgot')[0]?.body).toEqual({ email: 'marie@example.fr' });
  });

  it('says whom to ask when the server sends no e-mail', async () => {
    const api = options(false);
    renderApp('/forgot-password');
    expect(await screen.findByText(/n’envoie pas d’e-mails/)).toBeInTheDocument();
    expect(screen.getByText('npm run reset-password -- votre-adresse')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/password/forgot')).toHaveLength(0);
  });

  it('says whom to ask when sending the e-mail failed (mail-unavailable)', async () => {
    stubApiCalls((call) => {
      if (call.path === '/account-options') return jsonResponse({ passwordResetByEmail: true });
      if (call.path === '/password/forgot') return errorResponse(503, 'mail-unavailable', 'Pas de courrier.');
      return undefined;
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'marie@example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('npm run reset-password -- votre-adresse')).toBeInTheDocument();
  });
});

describe('the reset link', () => {
  it('sets the new password, signs in with the new session and goes home', async () => {
    const api = stubApiCalls((call) => {
      if (call.path === '/password/reset') return jsonResponse({ token: 'nouvelle-session' });
      if (call.path === '/me') {
        return jsonResponse({
          user: { id: 1, email: 'marie@example.fr', displayName: 'Marie', createdAt: '' },
          household: { id: 7, name: 'Chez Marie', role: 'owner' },
        });
      }
      return undefined;
    });
    const { router } = renderApp('/reset-password?token=abc');
    const field = await screen.findByLabelText('Nouveau mot de passe');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Au moins 8 caractères.'));
    await userEvent.type(field, 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('au moins 8 caractères'));
    await userEvent.type(field, '-mais-assez-long');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/password/reset')[0]?.body).toEqual({
      token: 'abc',
      newPassword: 'court-mais-assez-long',
    });
    expect(api.callsTo('GET', '/me')[0]?.headers.get('Authorization')).toBe('Bearer nouvelle-session');
    expect(getToken()).toBe('nouvelle-session');
    expect(getAccount()).toBe('marie@example.fr');
  });

  it('says when the link is no longer valid, with a way to ask for a new one', async () => {
    stubApiCalls((call) =>
      call.path === '/password/reset' ? errorResponse(400, 'reset-link-invalid', 'Lien invalide.') : undefined,
    );
    renderApp('/reset-password?token=vieux');
    await userEvent.type(await screen.findByLabelText('Nouveau mot de passe'), 'un-bon-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
  });
});
