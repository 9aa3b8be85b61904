import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RefreshAfter } from '../changes';
import { getToken, subscribe as subscribeToStorage } from '../storage';
import { createWriteQueue, type QueuedWrite } from './write-queue';
import type { WriteHandler, WriteRunner } from './write-runner';

export interface WritesOptions {
  /** Each feature's handlers, loaded with the sending code once there is a session to send with. */
  loadHandlers(): Promise<(write: QueuedWrite) => WriteHandler | undefined>;
  refresh: RefreshAfter;
  onDropped(message: string): void;
}

const MAX_LOAD_RETRY_MS = 30_000;

/**
 * The changes made on this device that wait for the network — shopping-list lines, units eaten or added —
 * and the runner that sends them in the order they were made. The sending code is fetched at the first
 * `flush` with a session (at start), even with nothing to send: a change is often made where the
 * network has just gone (a first visit, before the service worker holds the app), and a chunk asked for
 * then never arrives. A fetch that failed is tried again (when the network comes back, at the next
 * change, and after a growing delay) instead of being kept as the answer for good.
 */
export function createWrites(options: WritesOptions) {
  const queue = createWriteQueue();
  let started = false;
  let loaded: Promise<WriteRunner> | null = null;
  let retries = 0;
  let retryTimer: number | undefined;

  const retryLoadLater = () => {
    window.clearTimeout(retryTimer);
    if (!started) return;
    const delay = Math.min(MAX_LOAD_RETRY_MS, 1000 * 2 ** retries);
    retries += 1;
    retryTimer = window.setTimeout(() => void runner.flush(), delay);
  };

  const load = () => {
    loaded ??= Promise.all([import('./write-runner'), options.loadHandlers()]).then(
      ([{ createWriteRunner }, handlerOf]) => {
        retries = 0;
        const created = createWriteRunner({ ...options, queue, handlerOf });
        if (started) created.start();
        return created;
      },
      (error: unknown) => {
        // Forgotten, so that the next try fetches again rather than answering this failure.
        loaded = null;
        retryLoadLater();
        throw error;
      },
    );
    return loaded;
  };

  const runner = {
    async flush(): Promise<void> {
      if (!started || !getToken()) return;
      let created: WriteRunner;
      try {
        created = await load();
      } catch {
        // No network for the code either: the changes wait in the queue, and the fetch is tried again.
        return;
      }
      await created.flush();
    },
    start(): void {
      started = true;
      if (loaded) void loaded.then((created) => created.start());
    },
    stop(): void {
      started = false;
      window.clearTimeout(retryTimer);
      if (loaded) void loaded.then((created) => created.stop());
    },
  };
  return { queue, runner };
}

export type Writes = ReturnType<typeof createWrites>;

const WritesContext = createContext<Writes | null>(null);

/**
 * Keeps the app's one instance sending: now, after each new change, when the network comes back, and
 * when a session starts (the account's own changes go out with it). The sending code is fetched at
 * start when there is a session, not at the first change.
 */
export function WritesProvider({ writes, children }: { writes: Writes; children: ReactNode }) {
  useEffect(() => {
    const { runner, queue } = writes;
    runner.start();
    // With a session, this first flush fetches the sending code; a session that starts later, its own.
    const flush = () => void runner.flush();
    flush();
    const stopEnqueued = queue.onEnqueued(flush);
    const stopStorage = subscribeToStorage(flush);
    window.addEventListener('online', flush);
    return () => {
      stopEnqueued();
      stopStorage();
      window.removeEventListener('online', flush);
      runner.stop();
    };
  }, [writes]);
  return <WritesContext.Provider value={writes}>{children}</WritesContext.Provider>;
}

export function useWrites(): Writes {
  const writes = useContext(WritesContext);
  if (!writes) throw new Error('useWrites needs a WritesProvider (app/providers.tsx)');
  return writes;
}

/** The account's queued changes, every kind; re-renders when they change. */
export function usePendingWrites(): QueuedWrite[] {
  const { queue } = useWrites();
  return useSyncExternalStore(queue.subscribe, queue.get, queue.get);
}
