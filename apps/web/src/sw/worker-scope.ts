// The part of a service worker's global scope our handlers use (push, notification taps, the share sheet). TypeScript's DOM library (the
// app's) has no service-worker types and its NotificationOptions has no `actions`: these few are ours.

export type NotificationAction = { action: string; title: string };

export type ShownNotificationOptions = {
  body: string;
  icon: string;
  badge: string;
  tag: string;
  lang: string;
  /** Alert again when a newer notification replaces one with the same tag. */
  renotify: boolean;
  actions: NotificationAction[];
  data: NotificationTargets;
};

/** Where a tap and each action lead: absolute addresses inside the app. */
export type NotificationTargets = { open: string; addToList: string | null };

export type WaitingEvent = { waitUntil(promise: Promise<unknown>): void };
export type PushEventLike = WaitingEvent & { data: { json(): unknown } | null };
export type NotificationClickLike = WaitingEvent & {
  action: string;
  notification: { data: unknown; close(): void };
};

/** A request the worker may answer itself (the share sheet's POST). */
export type FetchEventLike = { request: Request; respondWith(response: Promise<Response>): void };

export type WindowClientLike = {
  url: string;
  focus(): Promise<unknown>;
  /** Resolves null when the browser would not navigate this window (one the worker does not control). */
  navigate(url: string): Promise<unknown>;
};

export type WorkerScope = {
  registration: {
    scope: string;
    showNotification(title: string, options: ShownNotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
};
