import type { Worker } from 'node:worker_threads';
import { AppError } from '../errors.js';
import { startThread } from '../threads/start-thread.js';
import type { OcrLine, OcrReply, VariantChoice } from './ocr-worker.js';
import type { Variant } from './preprocess.js';

// Photos read by OCR off the event loop (docs/decisions/0064): a few threads (ocr-worker.ts), each with
// its Tesseract engine, started at the first photo (decision 0049) and ended after a quiet minute; the
// photos wait their turn in a queue of bounded length, and a household has only so many in it at once.
// Made for any reading of a photo: a printed date today, a whole receipt tomorrow.

export type { OcrLine, VariantChoice } from './ocr-worker.js';
export type { Variant } from './preprocess.js';
export type OcrRead = { variant: Variant; lines: OcrLine[] };

export interface OcrPoolOptions {
  /** Threads reading at once: each takes a core while it reads (`OCR_THREADS`, 1 by default). */
  size: number;
  /** Photos waiting for a thread, all households together, before a new one is refused (503 `server-busy`). */
  queueMax: number;
  /** Photos of one household waiting or being read, before its next is refused (429 `rate-limited`). */
  perHousehold: number;
  start?: () => Worker;
}

/** The thread's heap; the engine's WebAssembly memory is apart from it. */
const HEAP_MB = 256;
/** An idle thread ends after this and gives its memory (the model, ~100 MB) back. */
const IDLE_MS = 60_000;

type Job = {
  id: number;
  householdId: number;
  bytes: Uint8Array;
  variants: VariantChoice[];
  resolve(reads: OcrRead[]): void;
  reject(error: Error): void;
};
type Thread = { worker: Worker; ready: boolean; job: Job | null; idle?: NodeJS.Timeout };

const unreadable = () =>
  new AppError(
    'unsupported-media-type',
    415,
    'Cette photo ne peut pas être lue\u00a0: envoyez une photo JPEG, PNG ou WebP.',
  );

export function createOcrPool({
  size,
  queueMax,
  perHousehold,
  start = () => startThread(new URL('./ocr-worker', import.meta.url), HEAP_MB),
}: OcrPoolOptions) {
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  const byHousehold = new Map<number, number>();
  let nextId = 1;

  function settle(job: Job) {
    const left = (byHousehold.get(job.householdId) ?? 1) - 1;
    if (left > 0) byHousehold.set(job.householdId, left);
    else byHousehold.delete(job.householdId);
  }

  function spawn() {
    const thread: Thread = { worker: start(), ready: false, job: null };
    threads.add(thread);
    thread.worker.on('message', (reply: OcrReply) => {
      if ('ready' in reply) thread.ready = true;
      else if (thread.job?.id === reply.id) {
        const { job } = thread;
        thread.job = null;
        settle(job);
        if ('reads' in reply) job.resolve(reply.reads);
        else if ('unreadable' in reply) job.reject(unreadable());
        else job.reject(new Error(`Reading a photo failed: ${reply.failed}`));
      }
      next();
    });
    const fail = (error: Error) => {
      if (!threads.delete(thread)) return;
      if (thread.job) {
        settle(thread.job);
        thread.job.reject(error);
      }
      // A thread that could not even start: the waiting photos fail too, rather than each starting
      // another that fails the same way.
      if (!thread.ready)
        for (const job of queue.splice(0)) {
          settle(job);
          job.reject(error);
        }
      void thread.worker.terminate();
      next();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`An OCR thread exited (code ${code}).`)));
  }

  function idle(thread: Thread) {
    // Idle: the thread no longer keeps the process alive, and ends if no photo comes.
    thread.worker.unref();
    clearTimeout(thread.idle);
    thread.idle = setTimeout(() => {
      if (thread.job === null && threads.delete(thread)) {
        thread.worker.removeAllListeners('exit');
        void thread.worker.terminate();
      }
    }, IDLE_MS).unref();
  }

  function next() {
    for (const thread of threads) {
      if (!thread.ready || thread.job !== null) continue;
      const job = queue.shift();
      if (!job) {
        idle(thread);
        continue;
      }
      clearTimeout(thread.idle);
      thread.worker.ref();
      thread.job = job;
      thread.worker.postMessage({ id: job.id, bytes: job.bytes, variants: job.variants });
    }
    const starting = [...threads].filter((thread) => !thread.ready).length;
    if (queue.length > starting && threads.size < size) spawn();
  }

  return {
    /**
     * The lines read from a photo (already checked: image-check.ts), once per variant of its
     * preparation asked (`likely`: the one its measures make likely, `unlikely`: the other). Refused at once when the household already has `perHousehold` photos in the pool
     * (429) or the queue is full (503): nothing waits without bound.
     */
    read(
      householdId: number,
      bytes: Uint8Array,
      variants: VariantChoice[],
      { secondLook = false }: { secondLook?: boolean } = {},
    ): Promise<OcrRead[]> {
      // A second look at a photo its household is still waiting for is not another photo: it is not
      // refused for the household's limit (a photo sent between the two looks would take its place).
      if (!secondLook && (byHousehold.get(householdId) ?? 0) >= perHousehold) {
        return Promise.reject(
          new AppError(
            'rate-limited',
            429,
            'Une photo de votre foyer est déjà en cours de lecture\u00a0: réessayez dans un instant.',
            undefined,
            {
              'retry-after': '2',
            },
          ),
        );
      }
      const reading = [...threads].filter((thread) => thread.job !== null).length;
      if (queue.length + reading >= size + queueMax) {
        return Promise.reject(
          new AppError(
            'server-busy',
            503,
            'Trop de photos à lire en ce moment\u00a0: réessayez dans un instant.',
            undefined,
            {
              'retry-after': '5',
            },
          ),
        );
      }
      byHousehold.set(householdId, (byHousehold.get(householdId) ?? 0) + 1);
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, householdId, bytes, variants, resolve, reject });
        next();
      });
    },
    /** Ends every thread (the server closing, a test done). */
    async close() {
      const ending = [...threads];
      threads.clear();
      for (const job of queue.splice(0)) job.reject(new Error('The OCR pool closed.'));
      await Promise.all(
        ending.map((thread) => {
          thread.worker.removeAllListeners('exit');
          return thread.worker.terminate();
        }),
      );
    },
  };
}

export type OcrPool = ReturnType<typeof createOcrPool>;
