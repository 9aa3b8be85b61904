// @engine-independent: the OCR processes' pool, no database (decision 0073).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createOcrPool, type OcrPool } from './ocr-pool.js';
import { cleanDotLabel, cleanLabel } from './testing/date-labels.js';

const pools: OcrPool[] = [];
const pool = (options: Parameters<typeof createOcrPool>[0]) => {
  const created = createOcrPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

/** A process in a network namespace of its own: Linux, and a kernel that lets this user make one. */
const canIsolate = spawnSync('unshare', ['-rn', 'true']).status === 0;

// Each test starts a thread and loads the engine (5–8 s on a quiet core): a loaded machine needs more.
describe('the OCR pool', { timeout: 120_000 }, () => {
  it('reads the lines of a photo in its thread', async () => {
    const reads = await pool({ size: 1, queueMax: 2, perHousehold: 2 }).read(
      1,
      await cleanLabel(['À consommer jusqu’au', '12/03/2027']),
      ['plain'],
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]?.lines.map((line) => line.text).join(' ')).toMatch(/12\/03\/2027/);
    for (const line of reads[0]?.lines ?? []) expect(line.confidence).toBeGreaterThan(0);
  });

  it.skipIf(!canIsolate)('reads with no network at all: the French model comes from node_modules', () => {
    const script = fileURLToPath(new URL('./testing/read-offline.ts', import.meta.url));
    const run = spawnSync('unshare', ['-rn', process.execPath, '--conditions=source', '--import', 'tsx', script], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(run.status, run.stderr).toBe(0);
    const { reachable, reads } = JSON.parse(run.stdout) as {
      reachable: boolean;
      reads: Array<{ lines: Array<{ text: string }> }>;
    };
    expect(reachable).toBe(false);
    expect(reads[0]?.lines.map((line) => line.text).join(' ')).toMatch(/12\/03\/2027/);
  });

  it('refuses a second photo of a household while its first is read (429)', async () => {
    const ocr = pool({ size: 1, queueMax: 4, perHousehold: 1 });
    const photo = await cleanLabel(['12/03/2027']);
    const first = ocr.read(7, photo, ['plain']);
    await expect(ocr.read(7, photo, ['plain'])).rejects.toMatchObject({ code: 'rate-limited', statusCode: 429 });
    await expect(first).resolves.toHaveLength(1);
    // Once it is read, the household may send another.
    await expect(ocr.read(7, photo, ['plain'])).resolves.toHaveLength(1);
  });

  it('reads a photo as its measures say it is printed first (likely), the other way on asking (unlikely)', async () => {
    const ocr = pool({ size: 1, queueMax: 2, perHousehold: 1 });
    const dots = await cleanDotLabel(['DLC 12/03/2027']);
    const [likely] = await ocr.read(1, dots, ['likely']);
    expect(likely?.variant).toBe('joined-dots');
    expect(likely?.lines.map((line) => line.text).join(' ')).toMatch(/12\/03\/2027/);
    const [unlikely] = await ocr.read(1, dots, ['unlikely']);
    expect(unlikely?.variant).toBe('plain');
    const printed = await ocr.read(1, await cleanLabel(['DLC 12/03/2027']), ['likely', 'unlikely']);
    expect(printed.map((read) => read.variant)).toEqual(['plain', 'joined-dots']);
  });

  it('takes a second look at a photo while its household waits: not refused for the household', async () => {
    const ocr = pool({ size: 1, queueMax: 4, perHousehold: 1 });
    const photo = await cleanLabel(['12/03/2027']);
    const first = ocr.read(7, photo, ['likely']);
    const second = ocr.read(7, photo, ['unlikely'], { secondLook: true });
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('refuses a photo when every thread is busy and the queue is full (503)', async () => {
    const ocr = pool({ size: 1, queueMax: 1, perHousehold: 1 });
    const photo = await cleanLabel(['12/03/2027']);
    const taken = [ocr.read(1, photo, ['plain']), ocr.read(2, photo, ['plain'])];
    await expect(ocr.read(3, photo, ['plain'])).rejects.toMatchObject({ code: 'server-busy', statusCode: 503 });
    await expect(Promise.all(taken)).resolves.toHaveLength(2);
  });

  it('answers a photo the decoder cannot read as 415, and goes on reading', async () => {
    const ocr = pool({ size: 1, queueMax: 2, perHousehold: 1 });
    const photo = await cleanLabel(['12/03/2027']);
    // A PNG cut short: its signature, then nothing readable.
    const truncated = photo.subarray(0, 60);
    await expect(ocr.read(1, truncated, ['plain'])).rejects.toMatchObject({
      code: 'unsupported-media-type',
      statusCode: 415,
    });
    await expect(ocr.read(1, photo, ['plain'])).resolves.toHaveLength(1);
  });
});
