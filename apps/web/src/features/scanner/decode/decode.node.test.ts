// @vitest-environment node
/**
 * The real decoder (zxing-wasm, loaded from node_modules) on real phone photos of barcodes, through
 * the same functions the worker calls. Floors, not exact counts: the point is to notice a regression
 * (a wrong option, a broken image path), not to pin zxing's internals.
 */
import { normalizeGtin } from '@glouton/core/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DecodedBarcode, decodeFrame, decodePhoto } from './decode';
import { type BarcodeFixture, listFixtures } from './fixtures';
import { crop, guideBand, rotate180 } from './image';
import { loadDecoderInNode, readAsFrame, readRgba } from './node';

/** The normalised GTIN a result stands for, or null (normalizeGtin refuses it). */
const gtinOf = (results: DecodedBarcode[]) => {
  const first = results[0];
  if (!first) return null;
  const normalised = normalizeGtin(first.text, first.format);
  return normalised.ok ? normalised.gtin : null;
};

const expectedGtin = (fixture: BarcodeFixture) => {
  const normalised = normalizeGtin(fixture.expected);
  if (!normalised.ok) throw new Error(`fixture ${fixture.name}: ${fixture.expected} is not a valid GTIN`);
  return normalised.gtin;
};

/** Decodes each fixture; fails on any wrong code (a misread is worse than no read); returns the hits. */
async function countReads(fixtures: BarcodeFixture[], decode: (fixture: BarcodeFixture) => Promise<DecodedBarcode[]>) {
  let reads = 0;
  for (const fixture of fixtures) {
    const gtin = gtinOf(await decode(fixture));
    if (gtin === null) continue;
    expect(gtin, `${fixture.folder}/${fixture.name}`).toBe(expectedGtin(fixture));
    reads++;
  }
  return reads;
}

describe('decoding real barcode photos', () => {
  beforeAll(async () => {
    await loadDecoderInNode();
  });

  // zxing-cpp itself reads about 10 of the 16 upright (fixtures README); these options read 15 here.
  it('reads at least 12 of the 16 EAN-13 photos upright, and never a wrong code', async () => {
    const fixtures = listFixtures('ean13-1');
    expect(fixtures).toHaveLength(16);
    expect(await countReads(fixtures, async (f) => decodePhoto(await readRgba(f.path)))).toBeGreaterThanOrEqual(12);
  });

  it('reads them upside down as well', async () => {
    const fixtures = listFixtures('ean13-1');
    const reads = await countReads(fixtures, async (f) => decodePhoto(rotate180(await readRgba(f.path))));
    expect(reads).toBeGreaterThanOrEqual(12);
  });

  it('reads every EAN-8 and UPC-A photo', async () => {
    const ean8 = listFixtures('ean8-1');
    const upca = listFixtures('upca-1');
    expect(await countReads(ean8, async (f) => decodePhoto(await readRgba(f.path)))).toBe(ean8.length);
    expect(await countReads(upca, async (f) => decodePhoto(await readRgba(f.path)))).toBe(upca.length);
  });

  it('reads most EAN-13 photos as camera frames: 1280×720, guide band only, frame options', async () => {
    const fixtures = listFixtures('ean13-1');
    const reads = await countReads(fixtures, async (f) => {
      const frame = await readAsFrame(f.path);
      return decodeFrame(crop(frame, guideBand(frame.width, frame.height)));
    });
    expect(reads).toBeGreaterThanOrEqual(10);
  });

  it('finds nothing, quickly, in a frame without a barcode', async () => {
    const blank = { data: new Uint8ClampedArray(1280 * 432 * 4).fill(128), width: 1280, height: 432 };
    expect(await decodeFrame(blank)).toEqual([]);
  });
});
