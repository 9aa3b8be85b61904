import type { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.js';
import { createOneThread } from '../../threads/one-thread.js';
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

/**
 * A PDF's text layer read off the event loop (decision 0069), in one worker thread started at the first
 * PDF and ended after a minute without one. A PDF that takes the thread past its heap or its time limit
 * (a bomb) ends the thread and is refused (422 `pdf-unreadable`); the next PDF starts a fresh one.
 */
export function createPdfText(
  start: () => Worker = () => startThread(new URL('./pdf-worker', import.meta.url), HEAP_MB),
) {
  const thread = createOneThread({
    start,
    idleMs: IDLE_MS,
    timeLimitMs: TIME_LIMIT_MS,
    answerOf: (reply: Exclude<PdfReply, { ready: true }>) => answerOf(reply),
    tooHeavy: () => pdfUnreadable(),
    name: 'PDF',
  });
  return {
    /** The PDF's text, its lines in reading order; or the envelope's 422 (`pdf-without-text`, `pdf-unreadable`). */
    read(bytes: Uint8Array): Promise<string> {
      if (thread.waiting >= QUEUE_MAX) {
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
      return thread.run(bytes);
    },
    /** Ends the thread (the server closing, a test done). */
    close: () => thread.close(),
  };
}

export type PdfText = ReturnType<typeof createPdfText>;
