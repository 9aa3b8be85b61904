import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { CalendarFeed } from './CalendarFeed';

const PUBLIC = 'https://glouton.example.fr/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';
const AT_HOME = 'http://192.168.1.20:3000/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';

beforeEach(() => setToken('t'));

/** The calendar endpoints over the stubbed fetch; `answer` may take over a call (a failure). */
function serveCalendar(url = PUBLIC, answer?: (call: ApiCall) => Response | undefined) {
  return stubApiCalls((call) => {
    const taken = answer?.(call);
    if (taken) return taken;
    if (call.path === '/me/calendar' && call.method === 'POST') return jsonResponse({ url }, { status: 201 });
    if (call.path === '/me/calendar' && call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}

function show(props: { subscribed?: boolean; enabled?: boolean } = {}) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CalendarFeed
        subscribed={props.subscribed ?? false}
        {...(props.enabled !== undefined && { enabled: props.enabled })}
      />
    </QueryClientProvider>,
  );
}

const createButton = () => screen.getByRole('button', { name: 'Créer mon adresse de calendrier' });

describe('the private calendar', () => {
  it('makes the address and shows it once, focused, with the ways to subscribe', async () => {
    const api = serveCalendar();
    show();
    await userEvent.click(createButton());
    expect(await screen.findByText(PUBLIC)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Votre adresse de calendrier' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Ouvrir dans Calendrier (iPhone, Mac)' })).toHaveAttribute(
      'href',
      PUBLIC.replace('https://', 'webcal://'),
    );
    for (const app of ['Google Agenda', 'Calendrier d’Apple (iPhone, Mac)', 'Outlook']) {
      expect(screen.getByText(app, { selector: 'summary' })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByText('Outlook', { selector: 'summary' }));
    expect(screen.getByText(/S’abonner à partir du web/)).toBeVisible();
    // A public address: nothing to say about the home network.
    expect(screen.queryByText(/ne marche que sur le réseau de la maison/)).not.toBeInTheDocument();
    // No Idempotency-Key: a second tap makes a fresh address, and the secret is never kept in clear.
    expect(api.callsTo('POST', '/me/calendar')).toHaveLength(1);
    expect(api.callsTo('POST', '/me/calendar')[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('copies the address, and says how to copy it by hand when the clipboard refuses', async () => {
    serveCalendar();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    await userEvent.click(createButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Copier l’adresse' }));
    expect(writeText).toHaveBeenCalledWith(PUBLIC);
    expect(await screen.findByText('Adresse copiée.')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('refusé'));
    await userEvent.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(await screen.findByText(/La copie n’a pas marché ici/)).toBeInTheDocument();
  });

  it('shares the address through the phone’s share sheet where there is one', async () => {
    serveCalendar();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    show();
    await userEvent.click(createButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({ title: 'Mon calendrier Glouton', url: PUBLIC });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('warns that Google and Outlook cannot reach an address of the home network', async () => {
    serveCalendar(AT_HOME);
    show();
    await userEvent.click(createButton());
    expect(await screen.findByText(/ne marche que sur le réseau de la maison/)).toBeInTheDocument();
  });

  it('cuts access after asking, then offers to make an address again', async () => {
    const api = serveCalendar();
    show();
    await userEvent.click(createButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Couper l’accès' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Couper l’accès au calendrier\u00a0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Couper l’accès' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/me/calendar')).toHaveLength(1));
    // Testing Library reads the non-breaking space as a space.
    expect(await screen.findByText('Accès coupé : l’ancienne adresse ne montre plus rien.')).toBeInTheDocument();
    expect(screen.queryByText(PUBLIC)).not.toBeInTheDocument();
    await waitFor(() => expect(createButton()).toHaveFocus());
  });

  it('takes an address already cut elsewhere as cut', async () => {
    serveCalendar(PUBLIC, (call) =>
      call.method === 'DELETE' ? errorResponse(404, 'not-found', 'Pas d’adresse.') : undefined,
    );
    show({ subscribed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Couper l’accès' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Couper l’accès' }));
    expect(await screen.findByText(/Accès coupé/)).toBeInTheDocument();
    expect(createButton()).toBeInTheDocument();
  });

  it('for an address made earlier, says it is not shown again and makes a new one after asking', async () => {
    const api = serveCalendar();
    show({ subscribed: true });
    expect(screen.getByText(/Elle n’est affichée qu’une fois/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer une nouvelle adresse' }));
    const dialog = screen.getByRole('dialog', { name: 'Créer une nouvelle adresse\u00a0?' });
    expect(dialog).toHaveTextContent('L’adresse actuelle cessera de marcher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer une nouvelle adresse' }));
    expect(await screen.findByText(PUBLIC)).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/calendar')).toHaveLength(1);
    expect(screen.queryByText(/Elle n’est affichée qu’une fois/)).not.toBeInTheDocument();
  });

  it('says in French why an address could not be made or cut', async () => {
    serveCalendar(PUBLIC, (call) => {
      if (call.method === 'POST') throw new TypeError('Failed to fetch');
      if (call.method === 'DELETE') return errorResponse(503, 'storage-unavailable', 'Stockage plein.');
      return undefined;
    });
    show();
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );

    show({ subscribed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Couper l’accès' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Couper l’accès' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le serveur ne peut rien enregistrer pour l’instant. Réessayez plus tard.',
    );
  });

  it('shows the server’s own explanation when it cannot tell its address', async () => {
    const message =
      'L’adresse de ce serveur n’a pas pu être déterminée\u00a0: l’administrateur doit définir PUBLIC_URL.';
    serveCalendar(PUBLIC, (call) =>
      call.method === 'POST' ? errorResponse(400, 'invalid-input', message) : undefined,
    );
    show();
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message.replace('\u00a0', ' '));
  });

  it('says when the calendar is switched off in the reminders', () => {
    serveCalendar();
    show({ enabled: false });
    expect(screen.getByText(/désactivé dans vos rappels/)).toBeInTheDocument();
  });
});
