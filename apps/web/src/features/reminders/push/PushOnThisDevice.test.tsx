import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { PushOnThisDevice } from './PushOnThisDevice';
import { IPHONE_SAFARI, installFakePush, removeFakePush } from './testing/fake-push';

const KEY_BYTES = new Uint8Array(65).map((_, index) => (index === 0 ? 4 : index));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/ancien';
const device = (endpoint: string, id = 7) => ({
  id,
  device: 'Chrome sur Android',
  endpoint,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSuccessAt: null,
});

type Server = {
  publicKey?: string | null;
  devices?: ReturnType<typeof device>[];
  answer?: (call: ApiCall) => Response | undefined;
};
function server({ publicKey = PUBLIC_KEY, devices = [], answer }: Server = {}) {
  let list = [...devices];
  return stubApiCalls((call) => {
    const special = answer?.(call);
    if (special) return special;
    if (call.path === '/push/key') return jsonResponse({ publicKey });
    if (call.method === 'GET' && call.path === '/me/push-subscriptions') return jsonResponse(list);
    if (call.method === 'POST' && call.path === '/me/push-subscriptions') {
      const added = device((call.body as { endpoint: string }).endpoint, 9);
      list = [added, ...list];
      return jsonResponse(added, { status: 201 });
    }
    const removed = /^\/me\/push-subscriptions\/(\d+)$/.exec(call.path);
    if (call.method === 'DELETE' && removed) {
      list = list.filter((entry) => entry.id !== Number(removed[1]));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

const show = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PushOnThisDevice />
    </QueryClientProvider>,
  );
const enableButton = () => screen.findByRole('button', { name: 'Activer les notifications' });

/** Taps « Activer » on a browser that keeps it waiting, lets `waitMs` pass, and returns what is said. */
async function alertAfterWaiting(waitMs: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    server();
    show();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await enableButton());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Activation/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    vi.advanceTimersByTime(waitMs);
    return await screen.findByRole('alert');
  } finally {
    vi.useRealTimers();
  }
}

beforeEach(() => setToken('t'));
afterEach(() => removeFakePush());

describe('Notifications sur cet appareil — what this device can do', () => {
  it('explains that a browser without Web Push cannot have them', async () => {
    installFakePush({ supported: false });
    server();
    show();
    expect(await screen.findByText(/Ce navigateur ne reçoit pas de notifications/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells an iPhone to add Glouton to the home screen first', async () => {
    installFakePush({ supported: false, userAgent: IPHONE_SAFARI });
    server();
    show();
    expect(await screen.findByText(/touchez Partager puis « Sur l’écran d’accueil »/)).toBeVisible();
  });

  it('asks for https on a page that is not', async () => {
    installFakePush({ secure: false });
    server();
    show();
    expect(await screen.findByText(/demandent une connexion sûre/)).toBeVisible();
  });

  it('says when the server sends no notification', async () => {
    installFakePush();
    server({ publicKey: null });
    show();
    expect(await screen.findByText(/Ce serveur n’envoie pas de notifications/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains how to allow them again once they were blocked', async () => {
    installFakePush({ permission: 'denied' });
    server();
    show();
    expect(await screen.findByText('Les notifications sont bloquées pour Glouton sur cet appareil.')).toBeVisible();
    expect(screen.getByText(/Notifications → Autoriser/)).toBeVisible();
  });

  it('offers to try again when its state could not be loaded', async () => {
    installFakePush();
    let fail = true;
    server({
      answer: (call) => (call.path === '/push/key' && fail ? errorResponse(500, 'internal-error', 'Oups.') : undefined),
    });
    show();
    expect(await screen.findByText(/n’a pas pu être chargé/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await enableButton()).toBeVisible();
  });
});

describe('Notifications sur cet appareil — turning them on and off', () => {
  it('asks the permission on the tap only, subscribes with the server’s key and says they are on', async () => {
    const browser = installFakePush();
    const api = server();
    show();
    await userEvent.click(await enableButton());

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Activées sur cet appareil (Chrome sur Android).')).toBeVisible();
    const [options] = browser.subscribe.mock.calls[0] ?? [];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...new Uint8Array(options?.applicationServerKey ?? [])]).toEqual([...KEY_BYTES]);
    expect(api.callsTo('POST', '/me/push-subscriptions')[0]?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/nouveau',
      expirationTime: null,
      keys: { p256dh: expect.any(String), auth: expect.any(String) },
    });
  });

  it('never asks before the tap', async () => {
    const browser = installFakePush();
    server();
    show();
    await enableButton();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('shows as on when this browser’s subscription is one the server keeps, and stops it on both sides', async () => {
    const browser = installFakePush({ permission: 'granted', existing: { endpoint: ENDPOINT, key: KEY_BYTES } });
    const api = server({ devices: [device(ENDPOINT)] });
    show();
    const stop = await screen.findByRole('button', { name: 'Désactiver sur cet appareil' });
    await userEvent.click(stop);
    expect(await enableButton()).toBeVisible();
    expect(api.callsTo('DELETE', '/me/push-subscriptions/7')).toHaveLength(1);
    expect(browser.current()).toBeNull();
  });

  it('is off when the browser’s subscription was made with another key; turning on makes a new one', async () => {
    const browser = installFakePush({
      permission: 'granted',
      existing: { endpoint: ENDPOINT, key: new Uint8Array(65).fill(9) },
    });
    server({ devices: [device(ENDPOINT)] });
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(/Activées sur cet appareil/)).toBeVisible();
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
  });

  it('sends a test notification and says it went', async () => {
    installFakePush({ permission: 'granted', existing: { endpoint: ENDPOINT, key: KEY_BYTES } });
    const api = server({
      devices: [device(ENDPOINT)],
      answer: (call) =>
        call.path === '/me/push-subscriptions/7/test' ? jsonResponse({ outcome: 'delivered' }) : undefined,
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer une notification d’essai' }));
    expect(await screen.findByText(/Notification d’essai envoyée/)).toBeVisible();
    expect(api.callsTo('POST', '/me/push-subscriptions/7/test')).toHaveLength(1);
  });
});

describe('Notifications sur cet appareil — each failure in French', () => {
  it('a dismissed question: touch « Activer » again', async () => {
    installFakePush({ answer: 'default' });
    server();
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’avez pas répondu à la demande');
  });

  it('a refusal: how to allow them again', async () => {
    installFakePush({ answer: 'denied' });
    server();
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByText('Les notifications sont bloquées pour Glouton sur cet appareil.')).toBeVisible();
  });

  it('the browser’s push service failing', async () => {
    installFakePush({ subscribeFails: 'AbortError' });
    server();
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Le navigateur n’a pas pu s’abonner aux notifications');
  });

  it('a private window, where Chrome refuses push although the permission is granted', async () => {
    installFakePush({ subscribeFails: 'AbortError', subscribeMessage: 'Registration failed - permission denied' });
    server();
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('elles ne marchent pas en navigation privée');
  });

  it('the browser’s push service never answering (Chromium with no network waits forever)', async () => {
    installFakePush({ subscribeFails: 'hang' });
    expect(await alertAfterWaiting(30_000)).toHaveTextContent('Le navigateur n’a pas pu s’abonner aux notifications');
  });

  it('the server refusing this browser’s push service', async () => {
    installFakePush();
    server({
      answer: (call) =>
        call.method === 'POST' && call.path === '/me/push-subscriptions'
          ? errorResponse(400, 'invalid-input', 'Adresse privée.')
          : undefined,
    });
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur refuse le service de notifications de ce navigateur',
    );
    expect(await enableButton()).toBeEnabled();
  });

  it('no network when saving the device', async () => {
    installFakePush();
    server({
      answer: (call) => {
        if (call.method === 'POST' && call.path === '/me/push-subscriptions') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    show();
    await userEvent.click(await enableButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur');
  });

  it('the app’s service worker not there yet', async () => {
    installFakePush({ workerReady: false });
    expect(await alertAfterWaiting(10_000)).toHaveTextContent('Glouton n’est pas encore prêt');
  });
});
