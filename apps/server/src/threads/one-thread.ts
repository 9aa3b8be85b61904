import type { Worker } from 'node:worker_threads';

// One worker thread for a rare, heavy job (an import's document, a PDF's text): started at the first
// job, ended after a quiet while, the jobs waiting their turn (one core stays the event loop's). A
// thread that dies — past its heap, or past its time for one job — takes its job with it; the next job
// starts a fresh thread. The thread says `{ready: true}` once loaded, then answers `{id, ...}` per job.

type Job<Answer> = { id: number; bytes: Uint8Array; resolve(answer: Answer): void; reject(error: Error): void };

export interface OneThreadOptions<Reply extends { id: number }, Answer> {
  start: () => Worker;
  /** An idle thread ends after this and gives its memory back. */
  idleMs: number;
  /** A job still running after this ends its thread and is refused with `tooSlow` (none: no limit). */
  timeLimitMs?: number;
  /** The thread's answer to a job: what the caller gets, or the error it is refused with. */
  answerOf(reply: Reply): Answer | Error;
  /** What a job that took the thread past its heap (or its time) is refused with. */
  tooHeavy(): Error;
  /** Names the thread in the error of an unexpected exit. */
  name: string;
}

export function createOneThread<Reply extends { id: number }, Answer>(options: OneThreadOptions<Reply, Answer>) {
  let thread: {
    worker: Worker;
    ready: boolean;
    job: Job<Answer> | null;
    timer?: NodeJS.Timeout;
    idle?: NodeJS.Timeout;
  } | null = null;
  const queue: Job<Answer>[] = [];
  let nextId = 1;

  /** The thread ended on purpose: its 'exit' is not a failure. */
  function end(current: NonNullable<typeof thread>) {
    if (thread === current) thread = null;
    clearTimeout(current.timer);
    current.worker.removeAllListeners('exit');
    return current.worker.terminate();
  }

  function spawn() {
    const worker = options.start();
    const current: NonNullable<typeof thread> = { worker, ready: false, job: null };
    thread = current;
    worker.on('message', (reply: Reply | { ready: true }) => {
      if ('ready' in reply) current.ready = true;
      else if (current.job?.id === reply.id) {
        const { job } = current;
        current.job = null;
        clearTimeout(current.timer);
        const answer = options.answerOf(reply);
        if (answer instanceof Error) job.reject(answer);
        else job.resolve(answer);
      }
      next();
    });
    const fail = (error: Error) => {
      if (thread === current) thread = null;
      clearTimeout(current.timer);
      const out = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.tooHeavy() : error;
      current.job?.reject(out);
      current.job = null;
      // A thread that could not even start (a missing build): the waiting jobs fail too, rather than
      // each starting another thread that fails the same way.
      if (!current.ready) for (const job of queue.splice(0)) job.reject(out);
      void worker.terminate();
      next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The ${options.name} thread exited (code ${code}).`)));
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
      // Idle: the thread no longer keeps the process alive, and ends if no job comes.
      current.worker.unref();
      current.idle = setTimeout(() => {
        if (thread === current && current.job === null) void end(current);
      }, options.idleMs).unref();
      return;
    }
    clearTimeout(current.idle);
    current.worker.ref();
    current.job = job;
    if (options.timeLimitMs !== undefined) {
      current.timer = setTimeout(() => {
        if (current.job !== job) return;
        current.job = null;
        void end(current);
        job.reject(options.tooHeavy());
        next();
      }, options.timeLimitMs);
    }
    current.worker.postMessage({ id: job.id, bytes: job.bytes });
  }

  return {
    /** Jobs waiting for the thread (the one it reads not counted). */
    get waiting() {
      return queue.length;
    },
    run(bytes: Uint8Array): Promise<Answer> {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        next();
      });
    },
    /** Ends the thread (the server closing, a test done); the waiting jobs are refused. */
    async close() {
      const current = thread;
      const closed = () => new Error(`The ${options.name} thread closed.`);
      for (const job of queue.splice(0)) job.reject(closed());
      if (current) {
        current.job?.reject(closed());
        current.job = null;
        await end(current);
      }
    },
  };
}
