import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Starts a worker thread from the compiled JavaScript in production (`tsc -b` writes `<name>.js` beside
// its source) or from the TypeScript sources under vitest and `npm run dev` (docs/decisions/0022).

/**
 * The thread of `<name>.js` (compiled) or `<name>.ts` (sources), `entry` being the file's URL without
 * its extension (`new URL('./parse-worker', import.meta.url)`). Past `heapMb` of heap the thread dies
 * (ERR_WORKER_OUT_OF_MEMORY); the server's own heap is untouched.
 */
export function startThread(entry: URL, heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  const compiled = new URL(`${entry.href}.js`);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(compiled))) return new Worker(compiled, options);
  return new Worker(fromSource(new URL(`${entry.href}.ts`)), {
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
  // A failed import rejects unhandled, which ends the thread with an 'error' event: the caller reports it.
  return `import(${JSON.stringify(tsx)}).then(({ register }) => {
  register();
  return import(${JSON.stringify(entry.href)});
});`;
}
