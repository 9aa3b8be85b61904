import { parentPort } from 'node:worker_threads';
import { extractRecipe } from './extract-recipe.js';
import type { ParsedRecipe } from './recipe-fields.js';

// The thread that reads recipe pages (docs/decisions/0022): parsing and extraction run here, so a hostile
// page costs this thread its time, never the event loop answering everyone else. One page at a time; the
// pool (parse-pool.ts) terminates the thread when a page overruns the import's deadline.

export type ParseRequest = { html: string; url: string };
export type ParseReply = { ready: true } | { recipe: ParsedRecipe | null } | { failed: string };

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread (parse-pool.ts starts it).');

port.on('message', ({ html, url }: ParseRequest) => {
  let reply: ParseReply;
  try {
    reply = { recipe: extractRecipe(html, new URL(url)) };
  } catch (error) {
    // A bug, not a page without a recipe: the import fails as an internal error, and says why in the log.
    reply = { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

// Loading the modules above is most of a thread's start: the pool counts the deadline from here.
port.postMessage({ ready: true } satisfies ParseReply);
