import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers } from './push-handlers';
import type { NotificationClickLike, PushEventLike, WindowClientLike, WorkerScope } from './worker-scope';

// The service worker's handlers against a fake of the browser's worker scope (its registration, its
// windows): what a push shows, and where a tap or an action leads.

const SCOPE = 'https://glouton.exemple.fr/Glouton/';

function fakeWorker(windows: WindowClientLike[] = []) {
  const listeners: { push?: (event: PushEventLike) => void; click?: (event: NotificationClickLike) => void } = {};
  const worker = {
    registration: { scope: SCOPE, showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    addEventListener: (type: string, listener: never) => {
      if (type === 'push') listeners.push = listener;
      else listeners.click = listener;
    },
  };
  registerPushHandlers(worker as unknown as WorkerScope);
  const waited: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void waited.push(promise);
  return {
    worker,
    async push(data: unknown) {
      listeners.push?.({ waitUntil, data: data === undefined ? null : { json: () => data } });
      await Promise.all(waited);
      return worker.registration.showNotification.mock.calls.at(-1) as unknown as [string, Record<string, unknown>];
    },
    async click(action: string, data: unknown) {
      const close = vi.fn();
      listeners.click?.({ waitUntil, action, notification: { data, close } });
      await Promise.all(waited);
      return close;
    },
  };
}

const window = (url: string, navigates = true) => ({
  url,
  focus: vi.fn(async () => ({})),
  navigate: vi.fn(async () => (navigates ? {} : null)),
});

const digest = {
  title: '3 produits à consommer',
  body: 'Yaourt nature (aujourd’hui), Crème fraîche (demain).',
  url: '/products',
  productIds: [12, 15],
  tag: 'rappel-du-jour',
};

describe('push', () => {
  it('shows the digest with the app’s icon, « Voir » and « Ajouter à la liste »', async () => {
    const [title, options] = await fakeWorker().push(digest);
    expect(title).toBe('3 produits à consommer');
    expect(options).toEqual({
      body: digest.body,
      icon: `${SCOPE}icon-192.png`,
      badge: `${SCOPE}badge-96.png`,
      tag: 'rappel-du-jour',
      lang: 'fr',
      renotify: true,
      actions: [
        { action: 'voir', title: 'Voir' },
        { action: 'ajouter', title: 'Ajouter à la liste' },
      ],
      data: { open: `${SCOPE}products`, addToList: `${SCOPE}shopping-list?ajouter=12,15` },
    });
  });

  it('has no « Ajouter à la liste » without products', async () => {
    const [, options] = await fakeWorker().push({ ...digest, productIds: [] });
    expect(options.actions).toEqual([{ action: 'voir', title: 'Voir' }]);
  });

  it('still shows something for a push it cannot read (the browser asks every push to)', async () => {
    for (const data of [undefined, 'texte', { title: 3 }]) {
      const [title, options] = await fakeWorker().push(data);
      expect(title).toBe('Glouton');
      expect(options.body).toBe('Ouvrez Glouton pour voir vos rappels.');
    }
  });

  it('never leads outside the app, whatever the payload says', async () => {
    const [, options] = await fakeWorker().push({ ...digest, url: 'https://ailleurs.example/piege' });
    expect(options.data).toMatchObject({ open: SCOPE });
    const [, other] = await fakeWorker().push({ ...digest, url: '//ailleurs.example/piege' });
    expect((other.data as { open: string }).open.startsWith(SCOPE)).toBe(true);
  });
});

describe('notificationclick', () => {
  const data = { open: `${SCOPE}products`, addToList: `${SCOPE}shopping-list?ajouter=12,15` };

  it('a tap brings the open window of the app to the page', async () => {
    const open = window(`${SCOPE}recipes`);
    const other = window('https://ailleurs.example/');
    const fake = fakeWorker([other, open]);
    const close = await fake.click('', data);
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${SCOPE}products`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(fake.worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('« Voir » with no window of the app open opens one on the page', async () => {
    const fake = fakeWorker();
    await fake.click('voir', data);
    expect(fake.worker.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}products`);
  });

  it('« Ajouter à la liste » opens the shopping list that adds the products', async () => {
    const fake = fakeWorker();
    await fake.click('ajouter', data);
    expect(fake.worker.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}shopping-list?ajouter=12,15`);
  });

  it('opens a window when the open one cannot be navigated', async () => {
    const open = window(`${SCOPE}recipes`, false);
    const fake = fakeWorker([open]);
    await fake.click('voir', data);
    expect(fake.worker.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}products`);
  });

  it('leads to the app’s home for targets that are not the app’s', async () => {
    const fake = fakeWorker();
    await fake.click('ajouter', { open: 'https://ailleurs.example/', addToList: 'javascript:alert(1)' });
    expect(fake.worker.clients.openWindow).toHaveBeenCalledWith(SCOPE);
  });
});
