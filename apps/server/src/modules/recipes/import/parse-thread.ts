import type { Worker } from 'node:worker_threads';
import { startThread } from '../../../threads/start-thread.js';

/**
 * A hostile page may build a large tree: past this heap the thread dies (ERR_WORKER_OUT_OF_MEMORY) and
 * the import answers "page too large"; the server's own heap is untouched. A 1 MB window of nested tags
 * takes about 130 MB.
 */
const HEAP_MB = 256;

/** The thread of parse-worker.ts (compiled or from the sources: threads/start-thread.ts). */
export function startParseThread(): Worker {
  return startThread(new URL('./parse-worker', import.meta.url), HEAP_MB);
}
