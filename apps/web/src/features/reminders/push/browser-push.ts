import type { PushSubscriptionBody } from '@glouton/core/schemas';

// This browser's side of Web Push: can it receive notifications, has it subscribed, subscribing and
// unsubscribing. The app's service worker (installed a few seconds after the first screen, decision 0031)
// receives them.

/**
 * Why this device cannot receive notifications: the page is not on https (`insecure`), an iPhone or iPad
 * where Glouton is not opened from the home screen (`ios-install`: Safari allows push only there) or whose
 * system is older than iOS 16.4 (`ios-update`), or a browser without Web Push (`browser`).
 */
export type Unsupported = 'insecure' | 'ios-install' | 'ios-update' | 'browser';

function isAppleMobile(): boolean {
  // iPadOS says « Macintosh »: a Mac has no touch screen.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

function openedFromHomeScreen(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Null when this device can receive notifications, else why not. */
export function unsupportedReason(): Unsupported | null {
  if (!window.isSecureContext) return 'insecure';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return null;
  if (isAppleMobile()) return openedFromHomeScreen() ? 'ios-update' : 'ios-install';
  return 'browser';
}

/** `default` (never asked), `granted`, `denied`: what the person answered for this site. */
export const permission = (): NotificationPermission => Notification.permission;

/** Asks the person; call it first thing in a tap's handler (Safari asks only during a tap). */
export const askPermission = (): Promise<NotificationPermission> => Notification.requestPermission();

/** What `promise` gives within `waitMs`, else `late`. */
async function within<T, L>(promise: Promise<T>, waitMs: number, late: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late()), waitMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The worker's registration, once it is active; null when it is not there within `waitMs`. */
export const activeWorker = (waitMs: number): Promise<ServiceWorkerRegistration | null> =>
  within(navigator.serviceWorker.ready, waitMs, () => null);

/**
 * How long subscribing may take: the browser registers with its push service (Google's for Chrome), and
 * when that cannot be reached it may never answer (Chromium with no network waits forever).
 */
const SUBSCRIBE_WAIT_MS = 30_000;

/** This browser's subscription, if the worker is installed and has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** True when the subscription was made with this server key (a new key makes every old one useless). */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const bytes = new Uint8Array(key);
  const expected = base64urlBytes(publicKey);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/** The browser's subscription for this server's key: the one it has, or a new one. */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  const subscribing = registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlBytes(publicKey),
  });
  const subscription = await within(subscribing, SUBSCRIBE_WAIT_MS, () => null);
  if (!subscription) throw new DOMException('The push service did not answer', 'TimeoutError');
  return subscription;
}

/** What the server keeps of it (`PushSubscription.toJSON()`). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
