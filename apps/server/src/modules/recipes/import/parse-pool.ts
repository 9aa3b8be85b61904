import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { pageTooLarge, timedOut } from './import-errors.js';
import { startParseThread } from './parse-thread.js';
import type { ParseReply, ParseRequest } from './parse-worker.js';
import type { ParsedRecipe } from './recipe-fields.js';

// Recipe pages are read in worker threads (docs/decisions/0022): a page crafted to be slow to parse then
// costs a thread its time, and the event loop goes on answering everyone else. A few threads are kept
// warm (starting one loads the parser and the core's rules: a few hundred milliseconds), at most one per
// spare core so that hostile pages can never take every core from the event loop; pages beyond wait
// their turn, within their deadline. A thread that overruns is terminated, its job answered "timeout".

export type PageParser = {
  /** Starts a thread when none is there: it gets ready while the page downloads. */
  warm(): void;
  /**
   * The recipe the page describes (extract-recipe.ts), or null. Rejects with import-timeout when the
   * deadline (a `performance.now()` time) passes first, whether the page is still waiting or being read.
   */
  parse(html: string, url: URL, deadline: number): Promise<ParsedRecipe | null>;
};

type PoolOptions = {
  /** Threads at most; by default one per core but one, and at least one. */
  size?: number;
  /** A thread left without a page this long is ended: imports are rare, a thread holds memory. */
  idleMs?: number;
  /** A thread not ready after this long is broken (a missing build, a machine on its knees). */
  startLimitMs?: number;
  start?: () => Worker;
};

type Job = {
  request: ParseRequest;
  deadline: number;
  /** The time the job still had when a thread took it. */
  budget: number;
  resolve: (recipe: ParsedRecipe | null) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};

type Thread = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

const defaultSize = () => Math.max(1, Math.min(4, availableParallelism() - 1));

export function createParsePool(options: PoolOptions = {}): PageParser {
  const size = options.size ?? defaultSize();
  const idleMs = options.idleMs ?? 60_000;
  const startLimitMs = options.startLimitMs ?? 30_000;
  const start = options.start ?? startParseThread;
  const threads = new Set<Thread>();
  const queue: Job[] = [];

  function spawn(): Thread {
    const thread: Thread = { worker: start(), ready: false, job: null };
    threads.add(thread);
    thread.worker.unref();
    const broken = new Error('The recipe parsing thread did not start in time.');
    thread.timer = setTimeout(() => retire(thread, broken), startLimitMs).unref();
    thread.worker.on('message', (reply: ParseReply) => onReply(thread, reply));
    thread.worker.on('error', (error) => retire(thread, isOutOfMemory(error) ? pageTooLarge() : error));
    thread.worker.on('exit', (code) => retire(thread, new Error(`The recipe parsing thread exited (code ${code}).`)));
    return thread;
  }

  function onReply(thread: Thread, reply: ParseReply): void {
    // A late word from a thread already ended (it overran, or started too late) changes nothing.
    if (!threads.has(thread)) return;
    if ('ready' in reply) {
      thread.ready = true;
      clearTimeout(thread.timer);
      if (thread.job) run(thread);
      else rest(thread);
      return;
    }
    const job = thread.job;
    if (!job) return;
    clearTimeout(job.timer);
    thread.job = null;
    if ('failed' in reply) job.reject(new Error(`Reading the recipe page failed: ${reply.failed}`));
    else job.resolve(reply.recipe);
    rest(thread);
    dispatch();
  }

  /** Idle: the thread no longer keeps the process alive, and ends if no page comes. */
  function rest(thread: Thread): void {
    thread.worker.unref();
    thread.timer = setTimeout(() => retire(thread, null), idleMs).unref();
  }

  function assign(thread: Thread, job: Job): void {
    clearTimeout(thread.timer);
    clearTimeout(job.timer);
    thread.job = job;
    thread.worker.ref();
    // A thread still starting is not the page's fault: its clock stops until the thread is ready.
    job.budget = job.deadline - performance.now();
    if (thread.ready) run(thread);
  }

  function run(thread: Thread): void {
    const job = thread.job as Job;
    job.timer = setTimeout(() => retire(thread, timedOut()), Math.max(0, job.budget));
    thread.worker.postMessage(job.request);
  }

  /** Ends a thread: idle too long, broken, or overrunning its page's deadline (its job gets `error`). */
  function retire(thread: Thread, error: Error | null): void {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.timer);
    if (thread.job) {
      clearTimeout(thread.job.timer);
      thread.job.reject(error ?? new Error('The recipe parsing thread was stopped.'));
    }
    void thread.worker.terminate();
    dispatch();
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const job = queue[0] as Job;
      // Past its deadline already (its timer is about to say so): not worth a thread, nor killing one.
      if (job.deadline <= performance.now()) {
        queue.shift();
        clearTimeout(job.timer);
        job.reject(timedOut());
        continue;
      }
      const free = [...threads].find((thread) => thread.job === null) ?? (threads.size < size ? spawn() : null);
      if (!free) return;
      assign(free, queue.shift() as Job);
    }
  }

  return {
    warm() {
      if (threads.size === 0) spawn();
    },
    parse(html, url, deadline) {
      return new Promise((resolve, reject) => {
        const job: Job = { request: { html, url: url.href }, deadline, budget: 0, resolve, reject };
        // Waiting for a busy thread counts: the deadline is the import's.
        job.timer = setTimeout(
          () => {
            const index = queue.indexOf(job);
            if (index !== -1) queue.splice(index, 1);
            reject(timedOut());
          },
          Math.max(0, deadline - performance.now()),
        );
        queue.push(job);
        dispatch();
      });
    },
  };
}

const isOutOfMemory = (error: Error) => (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

let shared: PageParser | undefined;

/** The process's pool: threads are a machine's resource, shared by every service instance. */
export const sharedParsePool = (): PageParser => {
  shared ??= createParsePool();
  return shared;
};
