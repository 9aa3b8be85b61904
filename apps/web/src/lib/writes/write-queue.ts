import { getAccount } from '../storage';

/**
 * A change made on this device and not yet confirmed by the server: a shopping-list line ticked, a unit
 * eaten… Each feature declares its own kinds (features/<name>/writes); the queue only needs an id and a
 * kind. A write that creates something may carry the temporary ids it shows until the server answers:
 * `tempId` (one line) or `tempIds` (several units), negative so they never meet a server id.
 */
export interface QueuedWrite {
  id: string;
  kind: string;
  tempId?: number;
  tempIds?: readonly number[];
  itemId?: number;
}

/** A new write, before the queue gives it its id. */
export type NewWrite<W extends QueuedWrite> = W extends QueuedWrite ? Omit<W, 'id'> : never;

/**
 * The queue of a session opened before accounts were remembered; each account has its own beside it.
 * The name predates the stock writes: kept so that changes queued by an earlier version are still sent.
 */
export const PENDING_WRITES_KEY = 'glouton.pendingShoppingListWrites';

/** Where an account's queue is stored: the changes of one account are never sent with another's session. */
export const pendingWritesKey = (account: string) =>
  account ? `${PENDING_WRITES_KEY}:${account}` : PENDING_WRITES_KEY;

const createdIds = (write: QueuedWrite): readonly number[] =>
  write.tempIds ?? (write.tempId === undefined ? [] : [write.tempId]);

/** Waiting for a write's answer (an undo needs the events it wrote). */
type Waiter = { resolve(answer: unknown): void; reject(reason: Error): void };

export class WriteGivenUp extends Error {}

/**
 * The changes of the account on this device (the one of the stored session, or of the last one if it
 * expired), oldest first, kept in localStorage so that a change made with no network (in a shop's
 * basement) is sent later rather than lost. One instance per app (app/data/WritesProvider.tsx).
 */
export function createWriteQueue<W extends QueuedWrite = QueuedWrite>() {
  const listeners = new Set<() => void>();
  const enqueueListeners = new Set<() => void>();
  const waiters = new Map<string, Waiter[]>();
  // localStorage can fail (disabled, full): the queue then lives in memory for this visit.
  const memory = new Map<string, W[]>();
  let cached: { key: string; raw: string | null; writes: W[] } | null = null;
  let sequence = 0;
  /** The write the runner is sending: it can no longer be taken back, only undone once answered. */
  let sending: string | null = null;

  const keyNow = () => pendingWritesKey(getAccount());

  function readRaw(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** The writes stored under `key`, oldest first. */
  function readAt(key: string, raw = readRaw(key)): W[] {
    if (raw === null) return memory.get(key) ?? [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? (parsed as W[]) : [];
    } catch {
      return [];
    }
  }

  /** The queue, oldest first; the same array while nothing changed (useSyncExternalStore needs that). */
  function get(): W[] {
    const key = keyNow();
    const raw = readRaw(key);
    if (cached && cached.key === key && cached.raw === raw) return cached.writes;
    const writes = readAt(key, raw);
    cached = { key, raw, writes };
    return writes;
  }

  function saveAt(key: string, writes: W[]): void {
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

  const save = (writes: W[]) => saveAt(keyNow(), writes);

  function settle(id: string, outcome: { answer: unknown } | { error: Error }): void {
    for (const waiter of waiters.get(id) ?? []) {
      if ('answer' in outcome) waiter.resolve(outcome.answer);
      else waiter.reject(outcome.error);
    }
    waiters.delete(id);
  }

  /** Takes a write off with the later writes on what it would have created (they can never be sent). */
  function remove(id: string, reason: string): void {
    const writes = get();
    const gone = writes.find((write) => write.id === id);
    const orphaned = new Set(gone ? createdIds(gone) : []);
    const kept = writes.filter(
      (write) => write.id !== id && !(write.itemId !== undefined && orphaned.has(write.itemId)),
    );
    save(kept);
    for (const write of writes) {
      if (!kept.includes(write)) settle(write.id, { error: new WriteGivenUp(reason) });
    }
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

    enqueue<N extends NewWrite<W>>(write: N): N & { id: string } {
      sequence += 1;
      const full = { ...write, id: `${Date.now().toString(36)}-${sequence}` };
      save([...get(), full as unknown as W]);
      for (const listener of enqueueListeners) listener();
      return full;
    },

    /** A negative id for something made before the server gave it one (server ids are positive). */
    temporaryId(): number {
      sequence += 1;
      return -((Date.now() % 1_000_000_000) * 100 + (sequence % 100));
    },

    /** The runner starts (an id) or stops (null) sending a write. */
    markSending(id: string | null): void {
      sending = id;
    },

    /**
     * The write was sent: take it off, point the later writes on its temporary ids at the real ones
     * (`ids`: temporary → real), and hand its answer to whoever waits for it.
     */
    complete(id: string, ids?: ReadonlyMap<number, number>, answer?: unknown): void {
      const rest = get().filter((write) => write.id !== id);
      const point = (write: W) => {
        const real = write.itemId === undefined ? undefined : ids?.get(write.itemId);
        return real === undefined ? write : { ...write, itemId: real };
      };
      save(ids && ids.size > 0 ? rest.map(point) : rest);
      settle(id, { answer });
    },

    /** The server refused it (4xx): take it off, with the later writes on what it would have created. */
    drop(id: string): void {
      remove(id, 'refused');
    },

    /**
     * The person took it back before it left (« Annuler » on a change made offline): it is never sent.
     * False when it is already on its way or gone: then only an undo of its answer can take it back.
     */
    cancel(id: string): boolean {
      if (sending === id || !get().some((write) => write.id === id)) return false;
      remove(id, 'cancelled');
      return true;
    },

    /** The write's answer once the server has it; rejects with WriteGivenUp if it never will be sent. */
    whenSent(id: string): Promise<unknown> {
      if (!get().some((write) => write.id === id)) return Promise.reject(new WriteGivenUp('unknown'));
      return new Promise((resolve, reject) => {
        waiters.set(id, [...(waiters.get(id) ?? []), { resolve, reject }]);
      });
    },

    /**
     * The stored session's account was learned from the server (a session opened before the device
     * remembered accounts): the changes queued under no account were made with that session, so they
     * become the account's, after the ones it already had. Call it before storing the account.
     */
    adopt(account: string): void {
      const unowned = readAt(PENDING_WRITES_KEY);
      if (!account || unowned.length === 0) return;
      const key = pendingWritesKey(account);
      saveAt(key, [...readAt(key), ...unowned]);
      saveAt(PENDING_WRITES_KEY, []);
    },

    /** At log-out: this account's unsent changes are given up (the person was told how many). */
    clear(): void {
      const ids = get().map((write) => write.id);
      save([]);
      for (const id of ids) settle(id, { error: new WriteGivenUp('logged out') });
    },
  };
}

export type WriteQueue<W extends QueuedWrite = QueuedWrite> = ReturnType<typeof createWriteQueue<W>>;
