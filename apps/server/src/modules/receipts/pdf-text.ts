import type { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.js';
import { startThread } from '../../threads/start-thread.js';
import type { PdfReply } from './pdf-worker.js';

/** A 10 MiB PDF read is a few tens of MB; past this heap the thread dies and the PDF is refused. */
const HEAP_MB = 256;
/** A PDF e-receipt's text is read in well under a second; one still at it after this is refused. */
const TIME_LIMIT_MS = 20_000;
/** E-receipts are rare: an idle thread ends after this and gives its memory back. */
const IDLE_MS = 60_000;
/** PDFs waiting, every household together, before a new one is refused (503). */
const QUEUE_MAX = 8;

export const pdfUnreadable = (
  message = 'Ce PDF ne peut pas être lu\u00a0: envoyez le ticket reçu par e-mail tel quel.',
) => new AppError('pdf-unreadable', 422, message);

function answerOf(reply: Exclude<PdfReply, { ready: true }>): string | Error {
  if ('text' in reply) return reply.text;
  if ('refused' in reply) {
    if (reply.refused === 'no-text')
      return new AppError(
        'pdf-without-text',
        422,
        'Ce PDF ne contient que des images, pas de texte\u00a0: prenez le ticket en photo.',
      );
    if (reply.refused === 'too-many-pages') return pdfUnreadable('Ce PDF a trop de pages pour un ticket de caisse.');
    return pdfUnreadable();
  }
  return new Error(`Reading a PDF failed: ${reply.failed}`);
}

type Job = { id: number; bytes: Uint8Array; resolve(text: string): void; reject(error: Error): void };

/**
 * A PDF's text layer read off the event loop (decision 0069), in one worker thread started at the first
 * PDF and ended after a minute without one. A PDF that takes the thread past its heap or its time limit
 * (a bomb) ends the thread and is refused (422 `pdf-unreadable`); the next PDF starts a fresh one.
 */
export function createPdfText(
  start: () => Worker = () => startThread(new URL('./pdf-worker', import.meta.url), HEAP_MB),
) {
  let thread: {
    worker: Worker;
    ready: boolean;
    job: Job | null;
    timer?: NodeJS.Timeout;
    idle?: NodeJS.Timeout;
  } | null = null;
  const queue: Job[] = [];
  let nextId = 1;

  function spawn() {
    const worker = start();
    const current: NonNullable<typeof thread> = { worker, ready: false, job: null };
    thread = current;
    worker.on('message', (reply: PdfReply) => {
      if ('ready' in reply) current.ready = true;
      else if (current.job?.id === reply.id) {
        const { job } = current;
        current.job = null;
        clearTimeout(current.timer);
        const answer = answerOf(reply);
        if (answer instanceof Error) job.reject(answer);
        else job.resolve(answer);
      }
      next();
    });
    const fail = (error: Error) => {
      if (thread === current) thread = null;
      clearTimeout(current.timer);
      const out = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? pdfUnreadable() : error;
      current.job?.reject(out);
      current.job = null;
      // A thread that could not even start: the waiting PDFs fail too, rather than each starting another.
      if (!current.ready) for (const job of queue.splice(0)) job.reject(out);
      void worker.terminate();
      next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PDF thread exited (code ${code}).`)));
  }

  function next() {
    if (thread === null) {
      if (queue.length > 0) spawn();
      return;
    }
    const current = thread;
    if (!current.ready || current.job !== null) return;
    const job = queue.shift();
    if (!job) {
      current.worker.unref();
      current.idle = setTimeout(() => {
        if (thread === current && current.job === null) {
          thread = null;
          current.worker.removeAllListeners('exit');
          void current.worker.terminate();
        }
      }, IDLE_MS).unref();
      return;
    }
    clearTimeout(current.idle);
    current.worker.ref();
    current.job = job;
    // Too slow: the thread is ended with its PDF (its 'exit' rejects the job as unreadable).
    current.timer = setTimeout(() => {
      if (current.job !== job) return;
      current.job = null;
      if (thread === current) thread = null;
      current.worker.removeAllListeners('exit');
      void current.worker.terminate();
      job.reject(pdfUnreadable());
      next();
    }, TIME_LIMIT_MS);
    current.worker.postMessage({ id: job.id, bytes: job.bytes });
  }

  return {
    /** The PDF's text, its lines in reading order; or the envelope's 422 (`pdf-without-text`, `pdf-unreadable`). */
    read(bytes: Uint8Array): Promise<string> {
      if (queue.length >= QUEUE_MAX) {
        return Promise.reject(
          new AppError(
            'server-busy',
            503,
            'Trop de tickets à lire en ce moment\u00a0: réessayez dans un instant.',
            undefined,
            {
              'retry-after': '5',
            },
          ),
        );
      }
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        next();
      });
    },
    /** Ends the thread (the server closing, a test done). */
    async close() {
      const current = thread;
      thread = null;
      for (const job of queue.splice(0)) job.reject(new Error('The PDF reader closed.'));
      if (current) {
        clearTimeout(current.timer);
        current.worker.removeAllListeners('exit');
        await current.worker.terminate();
      }
    },
  };
}

export type PdfText = ReturnType<typeof createPdfText>;
