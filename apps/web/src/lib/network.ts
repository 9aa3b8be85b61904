import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, as the calls found it. `navigator.onLine` alone misses the
 * supermarket basement where the phone still shows one bar: a request that got no answer at all says
 * more, and any answer says the way is open again.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A call got an answer (any status): the server is reachable. */
export const reportReachable = () => set(false);
/** A call got no answer at all. */
export const reportUnreachable = () => set(true);

/** What the browser says of its network; `true` when it cannot tell. */
export function browserOnline(): boolean {
  try {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  } catch {
    // A stand-in navigator (a wrapped object in tests, an embedding webview) may refuse the getter.
    return true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOffline = () => !browserOnline() || unreachable;

/** True with no network, or when the last call could not reach the server; re-renders when it changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
