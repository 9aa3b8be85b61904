// @engine-independent: reads receipt photos with the OCR pool, no database (decision 0073).
import { parseReceipt, parseReceiptReadings } from '@glouton/core/receipts';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool } from './ocr-pool.js';
import { RECEIPT_IMAGE_MAX_BYTES, readReceiptPhoto } from './read-receipt.js';
import { makeReceiptPhoto } from './testing/receipt-images.js';

const ocr = createOcrPool({ size: 1, queueMax: 2, perHousehold: 1 });
afterAll(() => ocr.close());

// One generated photo (a crumpled, shadowed Carrefour receipt, seed 1): the thread starts, the model
// loads and a tall page is read — a few seconds, much more on a loaded machine.
describe('readReceiptPhoto', { timeout: 180_000 }, () => {
  it('reads a receipt photo into lines whose amounts and total are its truth', async () => {
    const photo = await makeReceiptPhoto(1, 0);
    const { text, lines } = await readReceiptPhoto(ocr, 1, photo.jpeg);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.confidence).toBeGreaterThanOrEqual(0);
    expect(text.split('\n')).toEqual(lines.map((line) => line.text));
    const parsed = parseReceipt(text, { today: '2026-11-29' });
    expect(parsed.totalCents).toBe(photo.truth.totalCents);
    expect(parsed.sumCheck.ok).toBe(true);
    expect(parsed.lines.map(({ kind, quantity, amountCents }) => ({ kind, quantity, amountCents }))).toEqual(
      photo.truth.lines.map(({ kind, quantity, amountCents }) => ({ kind, quantity, amountCents })),
    );
    expect(parsed.store).toBe(photo.truth.store);
  });

  it('reads whole a photo whose paper a deep shadow half hides from the crop (decision 0074)', async () => {
    // The bench's photo 16 of seed 1: a shadow of 58 % across the paper's right side, its amounts.
    const photo = await makeReceiptPhoto(1, 16);
    const today = '2026-11-29';
    const first = (await readReceiptPhoto(ocr, 1, photo.jpeg)).text;
    const second = (await readReceiptPhoto(ocr, 1, photo.jpeg, 'receipt-smooth')).text;
    // The amounts cut away by the crop: read twice, no line holds an amount.
    expect(parseReceiptReadings([first, second], { today }).lines).toEqual([]);
    const whole = (await readReceiptPhoto(ocr, 1, photo.jpeg, 'receipt-whole')).text;
    const read = parseReceiptReadings([first, second, whole], { today });
    expect(read.sumCheck).toMatchObject({ totalCents: photo.truth.totalCents, ok: true });
    expect(read.lines.map(({ kind, quantity, amountCents }) => ({ kind, quantity, amountCents }))).toEqual(
      photo.truth.lines.map(({ kind, quantity, amountCents }) => ({ kind, quantity, amountCents })),
    );
  });

  it('refuses a photo over 10 MB (413) and what is no picture (415), before any reading', async () => {
    await expect(readReceiptPhoto(ocr, 1, new Uint8Array(RECEIPT_IMAGE_MAX_BYTES + 1))).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(readReceiptPhoto(ocr, 1, new TextEncoder().encode('%PDF-1.7'))).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});
