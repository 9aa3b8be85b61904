import { createStore, get, update } from 'idb-keyval';
import { randomKey } from '../../lib/random-key';

// Receipts taken with no network (decision 0071): kept on the device until the server has read them, in
// IndexedDB (a photo is too big for the localStorage of the other queued writes, lib/writes), one queue per
// account so that a receipt is never sent with another person's session. A reload, a closed tab, a phone
// restarted lose nothing: the file is removed only once the server has answered for it.

export interface QueuedReceipt {
  /** Also the `Idempotency-Key` of its send: sent twice (an answer lost), it is read once. */
  id: string;
  blob: Blob;
  name: string;
  queuedAt: number;
  /** Why the server refused it (a file it cannot read): kept for the person to see, no longer sent. */
  refused?: string;
}

let store: ReturnType<typeof createStore> | null = null;
const outboxStore = () => {
  store ??= createStore('glouton-receipts', 'outbox');
  return store;
};
const keyOf = (account: string) => `outbox:${account}`;

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called after every change of any account's queue (the screen reads its own again). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account's queued receipts, oldest first. */
export async function queuedReceipts(account: string): Promise<QueuedReceipt[]> {
  return (await get<QueuedReceipt[]>(keyOf(account), outboxStore())) ?? [];
}

/** `id`: the key of a send already tried, so that a send whose answer was lost is not read twice. */
export async function queueReceipt(
  account: string,
  file: Blob,
  name: string,
  id = randomKey(),
): Promise<QueuedReceipt> {
  const queued: QueuedReceipt = { id, blob: file, name, queuedAt: Date.now() };
  await update<QueuedReceipt[]>(keyOf(account), (writes = []) => [...writes, queued], outboxStore());
  changed();
  return queued;
}

export async function removeQueued(account: string, id: string): Promise<void> {
  await update<QueuedReceipt[]>(keyOf(account), (writes = []) => writes.filter((w) => w.id !== id), outboxStore());
  changed();
}

export async function markRefused(account: string, id: string, refused: string): Promise<void> {
  await update<QueuedReceipt[]>(
    keyOf(account),
    (writes = []) => writes.map((w) => (w.id === id ? { ...w, refused } : w)),
    outboxStore(),
  );
  changed();
}

/** A refused receipt given another try (the person asks: a mistaken refusal, a server updated since). */
export async function clearRefusal(account: string, id: string): Promise<void> {
  const cleared = (write: QueuedReceipt): QueuedReceipt => {
    if (write.id !== id) return write;
    const { refused: _refused, ...rest } = write;
    return rest;
  };
  await update<QueuedReceipt[]>(keyOf(account), (writes = []) => writes.map(cleared), outboxStore());
  changed();
}
