// The entry of `push-sw.js`, built apart as one classic script (vite/push-worker.ts) and loaded by the
// generated service worker with importScripts: it runs in the worker's global scope. It holds our own
// handlers: the reminders' push and notification taps, and the share sheet's receipts (decision 0071).
import { registerPushHandlers } from './push-handlers';
import { registerShareTarget } from './share-target';
import type { WorkerScope } from './worker-scope';

registerPushHandlers(globalThis as unknown as WorkerScope);
registerShareTarget(globalThis as unknown as WorkerScope);
