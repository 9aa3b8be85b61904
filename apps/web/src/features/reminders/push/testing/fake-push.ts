import { vi } from 'vitest';

// The browser's side of Web Push, which jsdom does not have: permission, the service worker's
// registration and its push manager. Tests say how the browser behaves; the app's code is real.

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type FakePushOptions = {
  secure?: boolean;
  /** False: no PushManager (iOS Safari outside the home screen, an old browser). */
  supported?: boolean;
  userAgent?: string;
  /** The permission before any question, and the answer to `requestPermission`. */
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  /** The subscription this browser already has (its endpoint and the server key it was made with). */
  existing?: { endpoint: string; key: Uint8Array };
  /** False: the service worker never becomes active. */
  workerReady?: boolean;
  /** What `pushManager.subscribe` throws, if anything (a DOMException's name), or `hang`: it never answers. */
  subscribeFails?: string;
  /** The message of that DOMException (Chrome says « Registration failed - … »). */
  subscribeMessage?: string;
};

export type FakeSubscription = PushSubscription & { unsubscribed: boolean };

const b64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function fakeSubscription(endpoint: string, key: Uint8Array): FakeSubscription {
  const subscription = {
    endpoint,
    expirationTime: null,
    unsubscribed: false,
    options: { applicationServerKey: key.buffer, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: b64(new Uint8Array(65).fill(4)), auth: b64(new Uint8Array(16).fill(1)) },
    }),
    unsubscribe: vi.fn(async () => {
      subscription.unsubscribed = true;
      current = null;
      return true;
    }),
  };
  return subscription as unknown as FakeSubscription;
}

let current: FakeSubscription | null = null;
const defined: [object, string][] = [];

function define(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  defined.push([target, name]);
}

/** Installs the fake browser; `removeFakePush` in afterEach takes it away. */
export function installFakePush(options: FakePushOptions = {}) {
  const { secure = true, supported = true, userAgent = ANDROID_CHROME, workerReady = true } = options;
  let permission = options.permission ?? 'default';
  current = options.existing ? fakeSubscription(options.existing.endpoint, options.existing.key) : null;
  const subscribe = vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    if (options.subscribeFails === 'hang') await new Promise(() => {});
    if (options.subscribeFails) {
      throw new DOMException(
        options.subscribeMessage ?? 'Registration failed - push service error',
        options.subscribeFails,
      );
    }
    current = fakeSubscription('https://fcm.googleapis.com/fcm/send/nouveau', new Uint8Array(applicationServerKey));
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  define(window, 'isSecureContext', secure);
  define(navigator, 'userAgent', userAgent);
  define(navigator, 'serviceWorker', {
    ready: workerReady ? Promise.resolve(registration) : new Promise(() => {}),
    getRegistration: async () => (workerReady ? registration : undefined),
  });
  if (supported) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', {
      get permission() {
        return permission;
      },
      requestPermission,
    });
  }
  return { requestPermission, subscribe, current: () => current };
}

export function removeFakePush() {
  for (const [target, name] of defined.splice(0)) delete (target as Record<string, unknown>)[name];
  current = null;
}
