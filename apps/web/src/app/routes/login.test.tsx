import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, stubApi } from '../../test/render-app';

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Connexion' });
  return view;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('LoginForm validation', () => {
  it('asks for both fields, under each field, and focuses the first one', async () => {
    const fetchMock = stubApi();
    await openLogin();
    await fillAndSubmit('', '');

    const email = screen.getByLabelText('Adresse e-mail');
    const password = screen.getByLabelText('Mot de passe');
    expect(await screen.findByText('Saisissez votre adresse e-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Saisissez votre mot de passe.');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());
  });

  it('uses the core schema message for a malformed e-mail, and clears it once fixed', async () => {
    stubApi();
    await openLogin();
    const user = await fillAndSubmit('pas-un-email', 'secret');
    const email = screen.getByLabelText('Adresse e-mail');
    expect(await screen.findByText('L’adresse e-mail n’est pas valide.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('L’adresse e-mail n’est pas valide.');

    await user.type(email, '@example.fr');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('L’adresse e-mail n’est pas valide.')).not.toBeInTheDocument();
  });
});

describe('LoginForm server errors', () => {
  it('says the credentials are wrong', async () => {
    stubApi({ 'POST /login': () => errorResponse(401, 'invalid-credentials', 'Identifiants invalides.') });
    await openLogin();
    await fillAndSubmit('marie@example.fr', 'mauvais-mot');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  });

  it('says how long to wait after too many attempts (Retry-After)', async () => {
    stubApi({
      'POST /login': () => errorResponse(429, 'too-many-attempts', 'Trop de tentatives.', { 'Retry-After': '30' }),
    });
    await openLogin();
    await fillAndSubmit('marie@example.fr', 'mauvais-mot');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 30 secondes.');
  });

  it('says the server cannot be reached when the network fails', async () => {
    stubApi({ 'POST /login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openLogin();
    await fillAndSubmit('marie@example.fr', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur. Vérifiez votre connexion.',
    );
  });
});

describe('LoginForm submit', () => {
  it('marks the button unavailable and shows a spinner while pending, then stores the token and goes home', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'POST /login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { router } = await openLogin();
    await fillAndSubmit('  Marie@Example.FR ', 'secret');

    const button = await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg')).not.toBeNull();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'marie@example.fr', password: 'secret' });

    answer(jsonResponse({ token: 'fresh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBe('fresh');
  });

  it('never follows a redirect target outside the app', async () => {
    stubApi({ 'POST /login': () => jsonResponse({ token: 'fresh' }) });
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await fillAndSubmit('marie@example.fr', 'secret');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(router.state.location.pathname).toBe('/');
  });
});
