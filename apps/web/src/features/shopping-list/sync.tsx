import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import type { RefreshAfter } from '../../lib/changes';
import {
  decrementShoppingListCount,
  getToken,
  incrementShoppingListCount,
  setShoppingListCount,
  subscribe as subscribeToStorage,
} from '../../lib/storage';
import { createWriteQueue } from './writes/write-queue';
import type { WriteRunner } from './writes/write-runner';

/**
 * The shopping list's life on this device: the queue of changes not yet sent (per account), the runner
 * that sends them, and the footer badge's count (kept in storage under the contract's key).
 */
export function createShoppingListSync(options: {
  queryClient: QueryClient;
  refresh: RefreshAfter;
  onDropped(message: string): void;
}) {
  const queue = createWriteQueue();
  // The sending code is loaded once there is something to send with (a session): the login screen's
  // first load never carries it.
  let started = false;
  let loaded: Promise<WriteRunner> | null = null;
  const load = () => {
    loaded ??= import('./writes/write-runner').then(({ createWriteRunner }) => {
      const created = createWriteRunner({ ...options, queue });
      if (started) created.start();
      return created;
    });
    return loaded;
  };
  const runner = {
    async flush(): Promise<void> {
      if (!started || !getToken()) return;
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
  return {
    queue,
    runner,
    count: { set: setShoppingListCount, increment: incrementShoppingListCount, decrement: decrementShoppingListCount },
  };
}

export type ShoppingListSync = ReturnType<typeof createShoppingListSync>;

const SyncContext = createContext<ShoppingListSync | null>(null);

/**
 * Creates the app's one instance and keeps it sending: now, after each new change, when the network
 * comes back, and when a session starts (the account's own changes go out with it).
 */
export function ShoppingListSyncProvider({
  queryClient,
  refresh,
  children,
}: {
  queryClient: QueryClient;
  refresh: RefreshAfter;
  children: ReactNode;
}) {
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [sync] = useState(() =>
    createShoppingListSync({ queryClient, refresh, onDropped: (message) => toastRef.current.show({ message }) }),
  );
  useEffect(() => {
    const { runner, queue } = sync;
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
  }, [sync]);
  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

export function useShoppingListSync(): ShoppingListSync {
  const sync = useContext(SyncContext);
  if (!sync) throw new Error('useShoppingListSync needs a ShoppingListSyncProvider (app/providers.tsx)');
  return sync;
}
