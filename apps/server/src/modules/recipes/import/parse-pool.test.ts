// @engine-independent: the parse threads' pool, no database (decision 0073).
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { createParsePool } from './parse-pool.js';
import { startParseThread } from './parse-thread.js';

// Pages are read in worker threads (docs/decisions/0022). These tests start real threads from the
// TypeScript sources (parse-thread.ts registers tsx in them), as the import does under vitest.

const url = new URL('https://cuisine.example.fr/tarte');
const small =
  '<script type="application/ld+json">{"@type":"Recipe","name":"Tarte","recipeIngredient":["Sel"]}</script>';
/** A microdata recipe, then a megabyte of unclosed formatting tags: half a second of parsing or more. */
const heavy = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Lente</h1>
  <span itemprop="recipeIngredient">Sel</span>${'<b id=1><i id=2><a href=x>'.repeat(40_000)}`;

const code = (error: unknown) => (error instanceof AppError ? error.code : error);
const inMs = (ms: number) => performance.now() + ms;

/** Real threads, each remembered with whether it has exited. */
function recordingStart() {
  const threads: { worker: Worker; exited: boolean }[] = [];
  const start = () => {
    const entry = { worker: startParseThread(), exited: false };
    entry.worker.on('exit', () => {
      entry.exited = true;
    });
    threads.push(entry);
    return entry.worker;
  };
  return { threads, start };
}

describe('createParsePool', () => {
  it("reads pages in a thread, and does not charge the thread's start to the first page", async () => {
    const { threads, start } = recordingStart();
    const pool = createParsePool({ size: 1, start });
    // Starting a thread from the sources takes a second or two; the page's own 300 ms are counted from then.
    expect(await pool.parse(small, url, inMs(300))).toMatchObject({
      name: 'Tarte',
      ingredients: [{ label: 'Sel', group: null }],
    });
    expect(await pool.parse(heavy, url, inMs(20_000))).toMatchObject({
      name: 'Lente',
      ingredients: [{ label: 'Sel', group: null }],
    });
    expect(threads).toHaveLength(1);
  });

  it('terminates a thread that overruns the deadline, answers import-timeout, and starts a new one', async () => {
    const { threads, start } = recordingStart();
    const pool = createParsePool({ size: 1, start });
    await pool.parse(small, url, inMs(20_000));
    await expect(pool.parse(heavy, url, inMs(50)).catch(code)).resolves.toBe('import-timeout');
    expect(await pool.parse(small, url, inMs(20_000))).toMatchObject({ name: 'Tarte' });
    expect(threads.map((thread) => thread.exited)).toEqual([true, false]);
  });

  it('times out a page that waits for a busy thread past its own deadline', async () => {
    const pool = createParsePool({ size: 1 });
    const slow = pool.parse(heavy, url, inMs(20_000));
    await expect(pool.parse(small, url, inMs(50)).catch(code)).resolves.toBe('import-timeout');
    expect(await slow).toMatchObject({ name: 'Lente' });
  });

  it('answers import-page-too-large when a page fills the heap of its thread', async () => {
    const hog = `const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ ready: true });
      parentPort.on('message', () => { const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random())); });`;
    const start = () => new Worker(hog, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16 } });
    const pool = createParsePool({ size: 1, start });
    await expect(pool.parse(small, url, inMs(20_000)).catch(code)).resolves.toBe('import-page-too-large');
  });

  it('lets a failure in the thread be an internal error, not a page without a recipe', async () => {
    const failing = `const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ ready: true });
      parentPort.on('message', () => parentPort.postMessage({ failed: 'TypeError: boom' }));`;
    const pool = createParsePool({ size: 1, start: () => new Worker(failing, { eval: true }) });
    const error = await pool.parse(small, url, inMs(20_000)).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(AppError);
    expect(String(error)).toContain('TypeError: boom');
  });
});
