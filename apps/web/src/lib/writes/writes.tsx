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

/**
 * The changes made on this device that wait for the network — shopping-list lines, units eaten or added —
 * and the runner that sends them in the order they were made. The sending code is loaded once there is
 * something to send, and a session to send it with: no first load carries it.
 */
export function createWrites(options: WritesOptions) {
  const queue = createWriteQueue();
  let started = false;
  let loaded: Promise<WriteRunner> | null = null;
  const load = () => {
    loaded ??= Promise.all([import('./write-runner'), options.loadHandlers()]).then(
      ([{ createWriteRunner }, handlerOf]) => {
        const created = createWriteRunner({ ...options, queue, handlerOf });
        if (started) created.start();
        return created;
      },
    );
    return loaded;
  };
  const runner = {
    async flush(): Promise<void> {
      if (!started || !getToken()) return;
      // Nothing waits (the usual start): the sending code stays out of the first load.
      if (!loaded && queue.get().length === 0) return;
      await (await load()).flush();
    },
    start(): void {
      started = true;
      if (loaded) void loaded.then((created) => created.start());
    },
    stop(): void {
      started = false;
      if (loaded) void loaded.then((created) => created.stop());
    },
  };
  return { queue, runner };
}

export type Writes = ReturnType<typeof createWrites>;

const WritesContext = createContext<Writes | null>(null);

/**
 * Keeps the app's one instance sending: now, after each new change, when the network comes back, and
 * when a session starts (the account's own changes go out with it).
 */
export function WritesProvider({ writes, children }: { writes: Writes; children: ReactNode }) {
  useEffect(() => {
    const { runner, queue } = writes;
    runner.start();
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
