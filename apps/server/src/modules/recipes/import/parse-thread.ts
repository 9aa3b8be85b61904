import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Starts the thread of parse-worker.ts, from the compiled JavaScript in production (`tsc -b` writes
// parse-worker.js beside this file) or from the TypeScript sources under vitest and `npm run dev`.

/**
 * A hostile page may build a large tree: past this heap the thread dies (ERR_WORKER_OUT_OF_MEMORY) and
 * the import answers "page too large"; the server's own heap is untouched. A 1 MB window of nested tags
 * takes about 130 MB.
 */
const HEAP_MB = 256;

export function startParseThread(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } };
  const compiled = new URL('./parse-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(compiled))) return new Worker(compiled, options);
  return new Worker(fromSource(new URL('./parse-worker.ts', import.meta.url)), {
    ...options,
    eval: true,
    // The core package's "source" export: its TypeScript, as under vitest and `tsx --conditions=source`.
    execArgv: ['--conditions=source'],
  });
}

/**
 * A bootstrap that registers tsx in the thread, then imports the TypeScript worker. `execArgv: ['--import',
 * 'tsx']` is not enough on Node 20: its hooks do not reach a worker's entry module ("Unknown file extension
 * .ts"), while `register()` called inside the thread does. tsx is a devDependency: only sources need it.
 */
function fromSource(entry: URL): string {
  // The ES module build: the CommonJS one of tsx 4.23 points its hooks at a file that does not exist.
  const tsx = import.meta.resolve('tsx/esm/api');
  // A failed import rejects unhandled, which ends the thread with an 'error' event: the pool reports it.
  return `import(${JSON.stringify(tsx)}).then(({ register }) => {
  register();
  return import(${JSON.stringify(entry.href)});
});`;
}
