import type { Worker } from 'node:worker_threads';
import type { HouseholdExport } from '@glouton/core/schemas';
import { AppError } from '../../errors.js';
import { startThread } from '../../threads/start-thread.js';
import type { DocumentReply } from './document-worker.js';

/**
 * The heap of the thread: a 16 MiB document is about 150 MB once parsed, and as much again once checked.
 * Past it the thread dies and the import answers 413 (the server's own heap is untouched).
 */
const HEAP_MB = 768;
/** Imports are rare (10 an hour per account): an idle thread ends after this, and gives its memory back. */
const IDLE_MS = 60_000;

type Job = { id: number; bytes: Uint8Array; resolve(document: HouseholdExport): void; reject(error: Error): void };

const tooLarge = () =>
  new AppError(
    'payload-too-large',
    413,
    'Ce fichier est trop lourd pour être lu\u00a0: importez-le en plusieurs fois.',
  );

function answerOf(reply: Exclude<DocumentReply, { ready: true }>): HouseholdExport | Error {
  if ('document' in reply) return reply.document;
  if ('invalidJson' in reply) {
    return new AppError(
      'invalid-json',
      400,
      reply.invalidJson === 'empty'
        ? 'Le corps JSON de la requête est vide.'
        : "Le corps de la requête n'est pas du JSON valide.",
    );
  }
  if ('issues' in reply) {
    return new AppError('invalid-input', 400, 'Certaines valeurs envoyées sont invalides.', reply.issues);
  }
  return new Error(`Reading the imported document failed: ${reply.failed}`);
}

/**
 * An import's document read off the event loop (docs/decisions/0061): the body's bytes go to one worker
 * thread, which parses and validates them and answers the document, or why it is refused. One thread
 * for the process, started at the first import and ended after a minute without one; documents wait
 * their turn (one core stays the event loop's, and the imports of a household server are few).
 */
export function createDocumentReader(
  start: () => Worker = () => startThread(new URL('./document-worker', import.meta.url), HEAP_MB),
) {
  let thread: { worker: Worker; ready: boolean; job: Job | null; idle?: NodeJS.Timeout } | null = null;
  const queue: Job[] = [];
  let nextId = 1;

  function spawn() {
    const worker = start();
    const current = { worker, ready: false, job: null as Job | null };
    thread = current;
    worker.on('message', (reply: DocumentReply) => {
      if ('ready' in reply) {
        current.ready = true;
      } else if (current.job?.id === reply.id) {
        const { job } = current;
        current.job = null;
        const answer = answerOf(reply);
        if (answer instanceof Error) job.reject(answer);
        else job.resolve(answer);
      }
      next();
    });
    const fail = (error: Error) => {
      if (thread === current) thread = null;
      const out = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error;
      current.job?.reject(out);
      current.job = null;
      // A thread that could not even start (a missing build): the waiting documents fail too, rather
      // than each starting another thread that fails the same way.
      if (!current.ready) for (const job of queue.splice(0)) job.reject(out);
      void worker.terminate();
      next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The import's document thread exited (code ${code}).`)));
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
      // Idle: the thread no longer keeps the process alive, and ends if no import comes.
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
    current.worker.postMessage({ id: job.id, bytes: job.bytes });
  }

  return {
    /** The validated document, or the envelope's error (`invalid-json`, `invalid-input` with its issues). */
    read(bytes: Buffer): Promise<HouseholdExport> {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        next();
      });
    },
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;

let shared: DocumentReader | undefined;

/** The process's reader: its thread is a machine's resource, shared by every app instance. */
export const sharedDocumentReader = (): DocumentReader => {
  shared ??= createDocumentReader();
  return shared;
};
