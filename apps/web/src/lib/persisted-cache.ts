import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { CACHE_MAX_AGE_MS } from './query-client';

/**
 * Bumped when a cached answer's shape changes: an older copy is then dropped rather than shown to a
 * screen that no longer reads it. 2: list lines carry `addedBy`, stock events `doneBy`. 3: recipes carry
 * `sections`, their lines `group` (decision 0040).
 */
const CACHE_VERSION = 3;
const SAVE_DELAY_MS = 1000;

interface SavedCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

let store: ReturnType<typeof createStore> | undefined;
const cacheStore = () => {
  store ??= createStore('glouton', 'query-cache');
  return store;
};

export const cacheKey = (account: string) => `cache:${account}`;

export interface CachePersistenceOptions {
  /** The account whose data this is: one copy per account, never shown to another. */
  account: string;
  /** Which answers are kept (the household's data, not transient searches). */
  keep(query: Query): boolean;
  now?: () => number;
}

/**
 * Keeps the last known answers of the account on the device (IndexedDB), and puts them back in the
 * cache at start, so that products, the list and recipes show after a reload or an app restart with no
 * network. Written at most once a second, after the cache changes. TanStack's persister packages pin
 * another query-core than the app's (a second copy in the first load): this is the same idea with the
 * app's own `dehydrate`/`hydrate`.
 */
export function persistQueryCache(client: QueryClient, options: CachePersistenceOptions) {
  const now = options.now ?? Date.now;
  const key = cacheKey(options.account);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const save = async () => {
    timer = undefined;
    if (stopped) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && options.keep(query),
      shouldDehydrateMutation: () => false,
    });
    const saved: SavedCache = { version: CACHE_VERSION, savedAt: now(), state };
    await set(key, saved, cacheStore()).catch(() => undefined);
  };

  const restored = get<SavedCache>(key, cacheStore())
    .then((saved) => {
      if (stopped || !saved) return;
      if (saved.version !== CACHE_VERSION || now() - saved.savedAt > CACHE_MAX_AGE_MS) return;
      // Only fills what the cache does not know better: a fresher answer already there stays.
      hydrate(client, saved.state);
    })
    // IndexedDB refused (private browsing, storage full): the app works as before, online only.
    .catch(() => undefined);

  const saveSoon = () => {
    if (timer === undefined && !stopped) timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') saveSoon();
  });
  // What the cache already held when the copy started is kept too, not only what changes after: the
  // account may be learned once the screen's answers are in (a session stored without it).
  void restored.then(saveSoon);
  // A phone puts the app in the background, and may end it there: what waits for the next save goes now.
  const saveNow = () => {
    if (timer === undefined || document.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    void save();
  };
  document.addEventListener('visibilitychange', saveNow);

  return {
    restored,
    stop(): void {
      stopped = true;
      unsubscribe();
      document.removeEventListener('visibilitychange', saveNow);
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

/** At a deliberate log-out: nothing of the account stays on the device. */
export function forgetCachedData(account: string): Promise<void> {
  return del(cacheKey(account), cacheStore()).catch(() => undefined);
}
