import { ApiError } from '../api-client';
import type { DomainChange, RefreshAfter } from '../changes';
import { getAccount, getToken } from '../storage';
import type { QueuedWrite, WriteQueue } from './write-queue';

/** What the server made of a write. */
export interface SentWrite {
  /** What it changed on the server: refreshed once the queue is through. */
  changes: readonly DomainChange[];
  /** Puts the answer in the caches; run in the same tick as the write leaves the queue (no flicker). */
  apply?(): void;
  /** Temporary ids the answer replaced by real ones (temporary → real). */
  ids?: ReadonlyMap<number, number>;
  /** The answer itself, for whoever waits on the write (an undo needs the events it wrote). */
  answer?: unknown;
}

/** How one feature sends its kinds of writes. */
export interface WriteHandler {
  /** Sends it with `token`, the session of the account whose queue this is (never another one's). */
  send(write: QueuedWrite, token: string): Promise<SentWrite>;
  /** The server refused it for good: the French sentence that tells the person. */
  refused(write: QueuedWrite, error: unknown): string;
  /** After a refusal: refetch what the write had changed on screen. */
  afterRefused?(write: QueuedWrite): void;
}

export interface WriteRunnerOptions {
  queue: WriteQueue;
  /** The handler of a write's kind (each feature's, composed in app/). */
  handlerOf(write: QueuedWrite): WriteHandler | undefined;
  /** The app's refresh after the writes' changes. */
  refresh: RefreshAfter;
  /** The server refused a write for good (4xx): tell the person, in French. */
  onDropped(message: string): void;
}

const MAX_BACKOFF_MS = 30_000;

export const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Réponse inattendue du serveur.';

/**
 * Worth trying again later: no network, a server error, throttling, or an expired session (the write
 * waits for the same account to log in again rather than being lost). Any other 4xx will never succeed.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408 || error.status === 401
  );
}

/**
 * Sends the queued writes one at a time, in order, with the session of the account they belong to. A
 * network failure, a 5xx or an expired session stops the run and tries again after a growing delay
 * (1 s, 2 s, 4 s… up to 30 s), as soon as the browser is back online, or when that account logs in again.
 */
export function createWriteRunner({ queue, handlerOf, refresh, onDropped }: WriteRunnerOptions) {
  let running = false;
  let again = false;
  let attempts = 0;
  let timer: number | undefined;
  let stopped = true;

  function retryLater(): void {
    window.clearTimeout(timer);
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
    attempts += 1;
    timer = window.setTimeout(() => void flush(), delay);
  }

  /** Sends one write; false when the run must stop and try again later. */
  async function sendOne(write: QueuedWrite, token: string, changes: Set<DomainChange>): Promise<boolean> {
    const handler = handlerOf(write);
    if (!handler) {
      // Written by a version that knew a kind this one does not: it can never be sent.
      queue.drop(write.id);
      return true;
    }
    queue.markSending(write.id);
    try {
      const sent = await handler.send(write, token);
      attempts = 0;
      for (const change of sent.changes) changes.add(change);
      // Cache first, then the queue, in the same tick: the screen never flickers back to its old state.
      sent.apply?.();
      queue.complete(write.id, sent.ids, sent.answer);
      return true;
    } catch (error) {
      if (isRetryable(error)) return false;
      queue.drop(write.id);
      onDropped(handler.refused(write, error));
      handler.afterRefused?.(write);
      return true;
    } finally {
      queue.markSending(null);
    }
  }

  async function flush(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const account = getAccount();
    const token = getToken();
    // No session (expired, or logged out): the writes wait for their account to log in again.
    if (!token) return;
    running = true;
    window.clearTimeout(timer);
    const changes = new Set<DomainChange>();
    try {
      for (let write = queue.get()[0]; write; write = queue.get()[0]) {
        // Someone else logged in meanwhile: what follows is their queue, for their own run.
        if (getAccount() !== account || getToken() !== token) break;
        if (!(await sendOne(write, token, changes))) return retryLater();
      }
    } finally {
      running = false;
      if (changes.size > 0) void refresh([...changes]);
      if (again) {
        again = false;
        void flush();
      }
    }
  }

  return {
    flush,
    start(): void {
      stopped = false;
      attempts = 0;
    },
    stop(): void {
      stopped = true;
      window.clearTimeout(timer);
    },
  };
}

export type WriteRunner = ReturnType<typeof createWriteRunner>;
