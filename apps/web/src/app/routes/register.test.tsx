import { PASSWORD_MIN_LENGTH } from '@glouton/core/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '../../features/auth/components/RegisterForm';
import { jsonResponse, renderApp, stubApi } from '../../test/render-app';

async function register(email: string, password: string, path = '/register') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  return view;
}

describe('RegisterForm', () => {
  it('states the password rule of the core schema', () => {
    expect(PASSWORD_HINT).toBe(`Au moins ${PASSWORD_MIN_LENGTH} caractères.`);
  });

  it('checks the password length with the core schema before calling the API', async () => {
    const fetchMock = stubApi();
    await register('marie@example.fr', 'court');
    const password = screen.getByLabelText('Mot de passe');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/register', expect.anything());
  });

  it('offers to log in when the e-mail is already taken, keeping the redirect target', async () => {
    stubApi({
      'POST /register': () =>
        jsonResponse({ error: { code: 'email-taken', message: 'Adresse déjà utilisée.' } }, { status: 409 }),
    });
    await register('marie@example.fr', 'un bon mot de passe', '/register?redirect=%2Frecipes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.');
    const link = screen.getByRole('link', { name: 'Se connecter avec cette adresse' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Frecipes');
  });

  it('shows server field errors under the field', async () => {
    stubApi({
      'POST /register': () =>
        jsonResponse(
          {
            error: {
              code: 'invalid-input',
              message: 'Données invalides.',
              issues: [{ path: 'body.email', code: 'invalid_format', message: 'Adresse refusée par le serveur.' }],
            },
          },
          { status: 400 },
        ),
    });
    await register('marie@example.fr', 'un bon mot de passe');
    expect(await screen.findByText('Adresse refusée par le serveur.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription('Adresse refusée par le serveur.');
  });

  it('stores the token and opens the app on success', async () => {
    stubApi({ 'POST /register': () => jsonResponse({ token: 'welcome' }, { status: 201 }) });
    await register('marie@example.fr', 'un bon mot de passe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('welcome');
  });
});
