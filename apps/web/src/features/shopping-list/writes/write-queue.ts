import { getAccount } from '../../../lib/storage';

/** What a line looks like before the server has answered (for a line added while offline). */
export interface LineDisplay {
  label: string;
  categoryId: number;
  imageUrl: string | null;
}

/**
 * A shopping-list change not yet confirmed by the server. Kept in order in localStorage so that a
 * change made with no network (in a shop's basement) is sent later rather than lost. An add carries the
 * `Idempotency-Key` it is sent with, every time: a retry after a lost answer never adds twice.
 */
export type PendingWrite =
  | {
      id: string;
      kind: 'add';
      tempId: number;
      productId: number | null;
      display: LineDisplay;
      at: string;
      key: string;
    }
  | { id: string; kind: 'quantity'; itemId: number; quantity: number }
  | { id: string; kind: 'check'; itemId: number; expiresOn: string | null; at: string }
  | { id: string; kind: 'uncheck'; itemId: number }
  | { id: string; kind: 'remove'; itemId: number }
  | { id: string; kind: 'clear' };

export type NewWrite = PendingWrite extends infer W ? (W extends PendingWrite ? Omit<W, 'id'> : never) : never;

/** The queue of a session opened before accounts were remembered; each account has its own beside it. */
export const PENDING_WRITES_KEY = 'glouton.pendingShoppingListWrites';

/** Where an account's queue is stored: the changes of one account are never sent with another's session. */
export const pendingWritesKey = (account: string) =>
  account ? `${PENDING_WRITES_KEY}:${account}` : PENDING_WRITES_KEY;

/**
 * The queued changes of the account on this device (the one of the stored session, or of the last one
 * if it expired). One instance per app, created with the query client (see createShoppingListSync).
 */
export function createWriteQueue() {
  const listeners = new Set<() => void>();
  const enqueueListeners = new Set<() => void>();
  // localStorage can fail (disabled, full): the queue then lives in memory for this visit.
  const memory = new Map<string, PendingWrite[]>();
  let cached: { key: string; raw: string | null; writes: PendingWrite[] } | null = null;
  let sequence = 0;

  const keyNow = () => pendingWritesKey(getAccount());

  function readRaw(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** The queue, oldest first; the same array while nothing changed (useSyncExternalStore needs that). */
  function get(): PendingWrite[] {
    const key = keyNow();
    const raw = readRaw(key);
    if (cached && cached.key === key && cached.raw === raw) return cached.writes;
    let writes = memory.get(key) ?? [];
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        writes = Array.isArray(parsed) ? (parsed as PendingWrite[]) : [];
      } catch {
        writes = [];
      }
    }
    cached = { key, raw, writes };
    return writes;
  }

  function save(writes: PendingWrite[]): void {
    const key = keyNow();
    memory.set(key, writes);
    try {
      if (writes.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(writes));
      memory.delete(key);
    } catch {
      // Storage refused: the memory copy above stands in for this visit.
    }
    cached = null;
    for (const listener of listeners) listener();
  }

  return {
    get,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Called after each new write (not when one completes): the runner sends it straight away. */
    onEnqueued(listener: () => void): () => void {
      enqueueListeners.add(listener);
      return () => enqueueListeners.delete(listener);
    },

    enqueue(write: NewWrite): PendingWrite {
      sequence += 1;
      const full = { ...write, id: `${Date.now().toString(36)}-${sequence}` } as PendingWrite;
      save([...get(), full]);
      for (const listener of enqueueListeners) listener();
      return full;
    },

    /** A negative id for a line added before the server gave it one (server ids are positive). */
    temporaryId(): number {
      sequence += 1;
      return -((Date.now() % 1_000_000_000) * 100 + (sequence % 100));
    },

    /** The write was sent: take it off, and point the later writes on a temporary line at the real one. */
    complete(id: string, realItemId?: number): void {
      const writes = get();
      const done = writes.find((write) => write.id === id);
      const rest = writes.filter((write) => write.id !== id);
      if (done?.kind !== 'add' || realItemId === undefined) {
        save(rest);
        return;
      }
      const point = (write: PendingWrite) =>
        'itemId' in write && write.itemId === done.tempId ? { ...write, itemId: realItemId } : write;
      save(rest.map(point));
    },

    /** The server refused it (4xx): take it off, with the later writes on a line that will never exist. */
    drop(id: string): void {
      const writes = get();
      const dropped = writes.find((write) => write.id === id);
      const orphan = (write: PendingWrite) =>
        dropped?.kind === 'add' && 'itemId' in write && write.itemId === dropped.tempId;
      save(writes.filter((write) => write.id !== id && !orphan(write)));
    },

    /** At log-out: this account's unsent changes are given up (the person was told how many). */
    clear(): void {
      save([]);
    },
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
