import type { PushPayload } from '@glouton/core/schemas';
import { addToListPath } from '../lib/notification-links';
import type { NotificationTargets, ShownNotificationOptions, WindowClientLike, WorkerScope } from './worker-scope';

// The service worker's side of the daily reminders (decision 0042): a push shows the notification, a tap
// or « Voir » brings the app to its page, « Ajouter à la liste » opens the shopping list that adds the
// products with the person's session. Loaded into the generated worker by `importScripts`
// (apps/web/vite/push-worker.ts).

const VIEW_ACTION = 'voir';
const ADD_ACTION = 'ajouter';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The server's payload (pushPayloadSchema), or null for anything else: the worker loads no zod. */
function readPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, productIds, tag } = data as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isText(url) || !isText(tag) || !Array.isArray(productIds)) return null;
  const ids = productIds.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  return { title, body, url, tag, productIds: ids };
}

/** An app path as an address inside the app (the worker's scope); never one outside it. */
function appUrl(path: string, scope: string): string {
  const url = new URL(path.replace(/^\/+/, ''), scope);
  return url.href.startsWith(scope) ? url.href : scope;
}

/** What a push shows: the payload's title and text, the app's icon, « Voir » and, with products, « Ajouter à la liste ». */
function notificationOf(
  payload: PushPayload | null,
  scope: string,
): { title: string; options: ShownNotificationOptions } {
  // A browser asks every push to show something: an unreadable one still says where to look.
  const shown = payload ?? {
    title: 'Glouton',
    body: 'Ouvrez Glouton pour voir vos rappels.',
    url: '/',
    productIds: [],
    tag: 'glouton',
  };
  const data: NotificationTargets = {
    open: appUrl(shown.url, scope),
    addToList: shown.productIds.length > 0 ? appUrl(addToListPath(shown.productIds), scope) : null,
  };
  return {
    title: shown.title,
    options: {
      body: shown.body,
      icon: appUrl('icon-192.png', scope),
      badge: appUrl('badge-96.png', scope),
      tag: shown.tag,
      lang: 'fr',
      renotify: true,
      actions: [
        { action: VIEW_ACTION, title: 'Voir' },
        ...(data.addToList ? [{ action: ADD_ACTION, title: 'Ajouter à la liste' }] : []),
      ],
      data,
    },
  };
}

/** Where a tap (no action), « Voir » or « Ajouter à la liste » leads. */
function targetOf(action: string, data: unknown, scope: string): string {
  const targets = (typeof data === 'object' && data !== null ? data : {}) as Partial<NotificationTargets>;
  const inApp = (url: unknown) => (isText(url) && url.startsWith(scope) ? url : null);
  if (action === ADD_ACTION) return inApp(targets.addToList) ?? inApp(targets.open) ?? scope;
  return inApp(targets.open) ?? scope;
}

/** Brings an open window of the app to the address (the app's own page), or opens one. */
async function openApp(worker: WorkerScope, url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open: WindowClientLike | undefined = windows.find((window) => window.url.startsWith(worker.registration.scope));
  if (open) {
    // First, while the tap still allows it to take the focus.
    await open.focus();
    if (open.url === url) return;
    const navigated = await open.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await worker.clients.openWindow(url);
}

export function registerPushHandlers(worker: WorkerScope): void {
  worker.addEventListener('push', (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json() ?? null;
    } catch {
      data = null;
    }
    const { title, options } = notificationOf(readPayload(data), worker.registration.scope);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openApp(worker, targetOf(event.action, event.notification.data, worker.registration.scope)));
  });
}
