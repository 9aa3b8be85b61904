import type { PushSubscriptionView } from '@glouton/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { reminderKeys } from '../api/keys';
import { usePushKey } from '../api/push-key';
import {
  useAddPushSubscription,
  usePushSubscriptions,
  useRemovePushSubscription,
  useTestPushSubscription,
} from '../api/push-subscriptions';
import {
  activeWorker,
  askPermission,
  currentSubscription,
  madeWithKey,
  permission,
  subscribe,
  subscriptionBody,
  type Unsupported,
  unsupportedReason,
} from './browser-push';
import {
  BROWSER_FAILED,
  NO_WORKER,
  NOT_ANSWERED,
  PRIVATE_WINDOW,
  pushErrorMessage,
  TEST_OUTCOME,
} from './push-messages';

/** How long a tap on « Activer » waits for the app's service worker (installed a few seconds after load). */
const WORKER_WAIT_MS = 10_000;

/** Where this device stands with the member's notifications. */
export type PushStatus =
  | { status: 'checking' }
  | { status: 'unsupported'; reason: Unsupported }
  | { status: 'load-failed'; retry(): void }
  | { status: 'server-off' }
  | { status: 'denied' }
  | { status: 'off' }
  | { status: 'on'; device: PushSubscriptionView };

type Devices = PushSubscriptionView[];

/**
 * Notifications on this device: whether it can have them, whether it has them (the browser's subscription
 * is one the server keeps for this member, made with the server's key), and turning them on (permission
 * asked on the tap only), off, or trying one.
 */
export function usePushOnThisDevice() {
  const [unsupported] = useState(unsupportedReason);
  const key = usePushKey();
  const devices = usePushSubscriptions();
  const add = useAddPushSubscription();
  const remove = useRemovePushSubscription();
  const test = useTestPushSubscription();
  const queryClient = useQueryClient();
  /** undefined until read; null: this browser has no subscription. */
  const [browser, setBrowser] = useState<PushSubscription | null | undefined>(undefined);
  const [answer, setAnswer] = useState<NotificationPermission>(() => (unsupported ? 'default' : permission()));
  const [busy, setBusy] = useState<'enabling' | 'disabling' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testMessage, setTestMessage] = useState<string | null>(null);

  // Read again when the person comes back: they may have allowed or blocked notifications in the settings.
  useEffect(() => {
    if (unsupported) return;
    const read = () => {
      setAnswer(permission());
      currentSubscription().then(setBrowser, () => setBrowser(null));
    };
    read();
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unsupported]);

  const setDevices = useCallback(
    (change: (devices: Devices) => Devices) =>
      queryClient.setQueryData<Devices>(reminderKeys.pushSubscriptions(), (old) => change(old ?? [])),
    [queryClient],
  );

  const publicKey = key.data?.publicKey;
  const mine =
    browser && publicKey && madeWithKey(browser, publicKey)
      ? devices.data?.find((device) => device.endpoint === browser.endpoint)
      : undefined;

  const state: PushStatus = (() => {
    if (unsupported) return { status: 'unsupported', reason: unsupported };
    if (key.isError || devices.isError) {
      return { status: 'load-failed', retry: () => void Promise.all([key.refetch(), devices.refetch()]) };
    }
    if (!key.data || !devices.data || browser === undefined) return { status: 'checking' };
    if (key.data.publicKey === null) return { status: 'server-off' };
    if (answer === 'denied') return { status: 'denied' };
    return mine ? { status: 'on', device: mine } : { status: 'off' };
  })();

  async function enable() {
    setError(null);
    setTestMessage(null);
    // First, while the tap still counts: Safari only asks during one.
    const given = await askPermission();
    setAnswer(given);
    if (given === 'denied') return;
    if (given !== 'granted') return setError(NOT_ANSWERED);
    if (!publicKey) return;
    setBusy('enabling');
    try {
      const registration = await activeWorker(WORKER_WAIT_MS);
      if (!registration) return setError(NO_WORKER);
      let subscription: PushSubscription;
      try {
        subscription = await subscribe(registration, publicKey);
      } catch (failure) {
        if (failure instanceof DOMException && failure.name === 'NotAllowedError') return setAnswer('denied');
        // The permission is granted, yet the browser refuses: Chrome's private windows.
        if (failure instanceof DOMException && /permission denied/i.test(failure.message))
          return setError(PRIVATE_WINDOW);
        return setError(BROWSER_FAILED);
      }
      setBrowser(subscription);
      const device = await add.mutateAsync(subscriptionBody(subscription));
      setDevices((list) => [device, ...list.filter((other) => other.id !== device.id)]);
    } catch (failure) {
      setError(pushErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function disable() {
    if (state.status !== 'on') return;
    const { id } = state.device;
    setError(null);
    setTestMessage(null);
    setBusy('disabling');
    try {
      await remove.mutateAsync(id).catch((failure: unknown) => {
        // Already gone on the server (signed out elsewhere): the browser's side still goes.
        if (!(failure instanceof ApiError && failure.code === 'not-found')) throw failure;
      });
      setDevices((list) => list.filter((device) => device.id !== id));
      await browser?.unsubscribe().catch(() => false);
      setBrowser(null);
    } catch (failure) {
      setError(pushErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    if (state.status !== 'on') return;
    setError(null);
    setTestMessage(null);
    try {
      const { outcome } = await test.mutateAsync(state.device.id);
      if (outcome === 'gone') setDevices((list) => list.filter((device) => device.id !== state.device.id));
      setTestMessage(TEST_OUTCOME[outcome]);
    } catch (failure) {
      setError(pushErrorMessage(failure));
    }
  }

  return { state, busy, testing: test.isPending, error, testMessage, enable, disable, sendTest };
}
