import { useSyncExternalStore } from 'react';

/** What a line looks like before the server has answered (for a line added while offline). */
export interface LineDisplay {
  label: string;
  categoryId: number;
  imageUrl: string | null;
}

/**
 * A shopping-list change not yet confirmed by the server. Kept in order in localStorage so that a
 * change made with no network (in a shop's basement) is sent later rather than lost.
 */
export type PendingWrite =
  | { id: string; kind: 'add'; tempId: number; productId: number | null; display: LineDisplay; at: string }
  | { id: string; kind: 'quantity'; itemId: number; quantity: number }
  | { id: string; kind: 'check'; itemId: number; expiresOn: string | null; at: string }
  | { id: string; kind: 'uncheck'; itemId: number }
  | { id: string; kind: 'remove'; itemId: number }
  | { id: string; kind: 'clear' };

type NewWrite = PendingWrite extends infer W ? (W extends PendingWrite ? Omit<W, 'id'> : never) : never;

export const PENDING_WRITES_KEY = 'glouton.pendingShoppingListWrites';

const listeners = new Set<() => void>();
let memory: PendingWrite[] = [];
let cached: { raw: string | null; writes: PendingWrite[] } | null = null;
let sequence = 0;
let storageWorks = true;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PENDING_WRITES_KEY);
  } catch {
    return null;
  }
}

/** The queue, oldest first; the same array while nothing changed (useSyncExternalStore needs that). */
export function getPendingWrites(): PendingWrite[] {
  const raw = readRaw();
  if (cached && cached.raw === raw) return cached.writes;
  let writes: PendingWrite[] = storageWorks ? [] : memory;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      writes = Array.isArray(parsed) ? (parsed as PendingWrite[]) : [];
    } catch {
      writes = [];
    }
  }
  cached = { raw, writes };
  return writes;
}

function save(writes: PendingWrite[]): void {
  memory = writes;
  try {
    if (writes.length === 0) window.localStorage.removeItem(PENDING_WRITES_KEY);
    else window.localStorage.setItem(PENDING_WRITES_KEY, JSON.stringify(writes));
  } catch {
    // Storage disabled: the queue lives in memory for this session.
    storageWorks = false;
  }
  cached = null;
  for (const listener of listeners) listener();
}

export function subscribePendingWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingWrites(): PendingWrite[] {
  return useSyncExternalStore(subscribePendingWrites, getPendingWrites, () => memory);
}

const enqueueListeners = new Set<() => void>();

/** Called after each new write (not when one completes): the runner sends it straight away. */
export function subscribeEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export function enqueueWrite(write: NewWrite): PendingWrite {
  sequence += 1;
  const full = { ...write, id: `${Date.now().toString(36)}-${sequence}` } as PendingWrite;
  save([...getPendingWrites(), full]);
  for (const listener of enqueueListeners) listener();
  return full;
}

/** A negative id for a line added before the server gave it one (server ids are positive). */
export function temporaryId(): number {
  sequence += 1;
  return -((Date.now() % 1_000_000_000) * 100 + (sequence % 100));
}

/** The write was sent: take it off, and point the later writes on a temporary line at the real one. */
export function completeWrite(id: string, realItemId?: number): void {
  const writes = getPendingWrites();
  const done = writes.find((write) => write.id === id);
  const rest = writes.filter((write) => write.id !== id);
  if (done?.kind !== 'add' || realItemId === undefined) {
    save(rest);
    return;
  }
  const point = (write: PendingWrite) =>
    'itemId' in write && write.itemId === done.tempId ? { ...write, itemId: realItemId } : write;
  save(rest.map(point));
}

/** The server refused it (4xx): take it off, with the later writes on a line that will never exist. */
export function dropWrite(id: string): void {
  const writes = getPendingWrites();
  const dropped = writes.find((write) => write.id === id);
  const orphan = (write: PendingWrite) =>
    dropped?.kind === 'add' && 'itemId' in write && write.itemId === dropped.tempId;
  save(writes.filter((write) => write.id !== id && !orphan(write)));
}
