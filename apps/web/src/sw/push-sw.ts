// The entry of `push-sw.js`, built apart as one classic script (vite/push-worker.ts) and loaded by the
// generated service worker with importScripts: it runs in the worker's global scope.
import { registerPushHandlers } from './push-handlers';
import type { WorkerScope } from './worker-scope';

registerPushHandlers(globalThis as unknown as WorkerScope);
