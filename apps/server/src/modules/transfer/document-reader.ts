import type { Worker } from 'node:worker_threads';
import type { HouseholdExport } from '@glouton/core/schemas';
import { AppError } from '../../errors.js';
import { createOneThread } from '../../threads/one-thread.js';
import { startThread } from '../../threads/start-thread.js';
import type { DocumentReply } from './document-worker.js';

/**
 * The heap of the thread: a 16 MiB document is about 150 MB once parsed, and as much again once checked.
 * Past it the thread dies and the import answers 413 (the server's own heap is untouched).
 */
const HEAP_MB = 768;
/** Imports are rare (10 an hour per account): an idle thread ends after this, and gives its memory back. */
const IDLE_MS = 60_000;

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
  const thread = createOneThread({
    start,
    idleMs: IDLE_MS,
    answerOf: (reply: Exclude<DocumentReply, { ready: true }>) => answerOf(reply),
    tooHeavy: tooLarge,
    name: "import's document",
  });
  return {
    /** The validated document, or the envelope's error (`invalid-json`, `invalid-input` with its issues). */
    read: (bytes: Buffer): Promise<HouseholdExport> => thread.run(bytes),
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;

let shared: DocumentReader | undefined;

/** The process's reader: its thread is a machine's resource, shared by every app instance. */
export const sharedDocumentReader = (): DocumentReader => {
  shared ??= createDocumentReader();
  return shared;
};
