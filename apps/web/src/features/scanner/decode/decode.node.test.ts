// @vitest-environment node
/**
 * The real decoder (zxing-wasm, loaded from node_modules) on real phone photos of barcodes and on
 * synthetic ones (testing/synthetic), through the same functions the worker calls. A wrong code fails
 * every test here: a misread is worse than no read. The whole synthetic set runs in the bench
 * (bench/scanner); these take a few photos of it, small ones, to stay quick.
 */
import { normalizeGtin } from '@glouton/core/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawMisreadSpecs, MISREAD_SEED } from '../testing/synthetic/misread-spec';
import { drawSpecs, expectedGtin, type PhotoSpec, renderRgba, TUNING_SEED } from '../testing/synthetic/synthetic-set';
import { toScanResult } from '../validate';
import { type DecodedBarcode, decodeFrame, decodePhoto } from './decode';
import { type BarcodeFixture, listFixtures } from './fixtures';
import { crop, guideBand, rotate180 } from './image';
import { loadDecoderInNode, readAsFrame, readRgba } from './node';

/** The normalised GTIN the screen would get from these results, or null. */
const codeOf = (results: DecodedBarcode[]) => {
  const first = results[0];
  return first ? (toScanResult(first)?.code ?? null) : null;
};

const expectedOf = (fixture: BarcodeFixture) => {
  const normalised = normalizeGtin(fixture.expected);
  if (!normalised.ok) throw new Error(`fixture ${fixture.name}: ${fixture.expected} is not a valid GTIN`);
  return normalised.gtin;
};

/** Decodes each fixture; fails on any wrong code; returns the names read. */
async function namesRead(fixtures: BarcodeFixture[], decode: (fixture: BarcodeFixture) => Promise<DecodedBarcode[]>) {
  const read: string[] = [];
  for (const fixture of fixtures) {
    const code = codeOf(await decode(fixture));
    if (code === null) continue;
    expect(code, `${fixture.folder}/${fixture.name}`).toBe(expectedOf(fixture));
    read.push(fixture.name);
  }
  return read;
}

const allBut = (fixtures: BarcodeFixture[], ...unread: string[]) =>
  fixtures.map((fixture) => fixture.name).filter((name) => !unread.includes(name));

beforeAll(async () => {
  await loadDecoderInNode();
});

describe('decoding real barcode photos', () => {
  // zxing-cpp itself reads about 10 of the 16 upright (fixtures README). 36.webp is too blurred for any
  // pass. 35.webp reads as 5030159003930 on 5 scan lines and as 7034759003930, another valid code, on 4:
  // no code rather than a guess (decision 0055).
  it('reads every EAN-13 photo but two, upright and upside down, and never a wrong code', async () => {
    const fixtures = listFixtures('ean13-1');
    expect(fixtures).toHaveLength(16);
    const upright = await namesRead(fixtures, async (f) => decodePhoto(await readRgba(f.path)));
    expect(upright).toEqual(allBut(fixtures, '35.webp', '36.webp'));
    const upsideDown = await namesRead(fixtures, async (f) => decodePhoto(rotate180(await readRgba(f.path))));
    expect(upsideDown).toEqual(allBut(fixtures, '35.webp', '36.webp'));
  });

  it('reads every EAN-8 and UPC-A photo', async () => {
    const ean8 = listFixtures('ean8-1');
    const upca = listFixtures('upca-1');
    expect(await namesRead(ean8, async (f) => decodePhoto(await readRgba(f.path)))).toEqual(allBut(ean8));
    expect(await namesRead(upca, async (f) => decodePhoto(await readRgba(f.path)))).toEqual(allBut(upca));
  });

  it('reads most EAN-13 photos as camera frames: 1280×720, guide band only, frame options', async () => {
    const fixtures = listFixtures('ean13-1');
    const read = await namesRead(fixtures, async (f) => {
      const frame = await readAsFrame(f.path);
      return decodeFrame(crop(frame, guideBand(frame.width, frame.height)));
    });
    expect(read.length).toBeGreaterThanOrEqual(10);
  });

  it('finds nothing, quickly, in a frame without a barcode', async () => {
    const blank = { data: new Uint8ClampedArray(1280 * 432 * 4).fill(128), width: 1280, height: 432 };
    expect(await decodeFrame(blank)).toEqual([]);
  });
});

/** A 1024×768 photo of a sharp, well-lit EAN-13 facing the lens, which each test then spoils one way. */
const CLEAN: PhotoSpec = {
  id: 'clean',
  format: 'EAN-13',
  code: '3560070169443',
  width: 1024,
  height: 768,
  modulePx: 3,
  barModules: 60,
  centre: { x: 0.5, y: 0.5 },
  angle: 0,
  tilt: { x: 0, y: 0 },
  curvature: 0,
  paper: 230,
  ink: 30,
  blur: 0.6,
  motion: 0,
  glare: null,
  shading: 0,
  noise: 4,
  encoding: { type: 'jpeg', quality: 80 },
  sceneSeed: 7,
};

async function photoCode(spec: PhotoSpec) {
  return codeOf(await decodePhoto(await renderRgba(spec)));
}

describe('decoding synthetic phone photos', () => {
  it('reads a UPC-E (zxing-wasm reports it as the 13 digits it expands to)', async () => {
    const image = await renderRgba({ ...CLEAN, format: 'UPC-E', code: '06682337' });
    expect((await decodePhoto(image)).map(toScanResult)).toEqual([{ code: '0066800000237', format: 'UPC-E' }]);
  });

  it('reads light bars on a dark pack (the inverted pass)', async () => {
    expect(await photoCode({ ...CLEAN, paper: 40, ink: 210 })).toBe('3560070169443');
  });

  it('reads a code lying along either diagonal (the pass turned 45°)', async () => {
    expect(await photoCode({ ...CLEAN, angle: 40 })).toBe('3560070169443');
    expect(await photoCode({ ...CLEAN, angle: 130 })).toBe('3560070169443');
  });

  it('reads a pale code under a reflection', async () => {
    const glare = { at: 0.35, radius: 0.2, strength: 200 };
    expect(await photoCode({ ...CLEAN, glare, paper: 170, ink: 100 })).toBe('3560070169443');
  });

  // 1.07 px per module, blurred, JPEG at 51: zxing reads 4982470743273 as 4972471743273 on 8 lines, on
  // every pass, and as the right code on one line only.
  const tooFine = async () => {
    const spec = drawSpecs(TUNING_SEED, 72)[71] as PhotoSpec;
    expect(expectedGtin(spec)).toBe('4982470743273');
    return renderRgba(spec);
  };

  it('gives no code rather than a wrong one for a code too fine for its photo', async () => {
    expect([null, '4982470743273']).toContain(codeOf(await decodePhoto(await tooFine())));
  });

  it('reports no code on a camera frame where the code is too fine to be told apart', async () => {
    expect([null, '4982470743273']).toContain(codeOf(await decodeFrame(await tooFine())));
  });

  // Up to a dozen photos rendered and read through every pass: on a loaded 2-core machine (the suite's
  // other workers, other builds) that takes minutes, not the default 20 s.
  it('reads most of a sample of the synthetic set, never a wrong code', { timeout: 240_000 }, async () => {
    // The first 12 photos of at most 2 MP (a messaging app’s copy): 4 were read by the single pass.
    const sample = drawSpecs(TUNING_SEED, 40)
      .filter((spec) => spec.width * spec.height <= 2_000_000)
      .slice(0, 12);
    const read: string[] = [];
    for (const spec of sample) {
      const code = await photoCode(spec);
      if (code === null) continue;
      expect(code, spec.id).toBe(expectedGtin(spec));
      read.push(spec.id);
    }
    expect(read.length).toBeGreaterThanOrEqual(6);
  });
});

describe('decoding photos of the misread kinds (issue 25)', () => {
  // A UPC-A whose print drifts toward an EAN-13 starting with 1 (the decoy 1147305538469, 0.42 of a
  // module): the plain pass reads the decoy, which the old path believed at once; some scan lines
  // still read the UPC-A.
  it('gives no code rather than the EAN-13 a UPC-A label drifts toward', { timeout: 120_000 }, async () => {
    const spec = drawMisreadSpecs(MISREAD_SEED, 51)[50] as PhotoSpec;
    expect([expectedGtin(spec), spec.decoy?.code]).toEqual(['0142363538469', '1147305538469']);
    expect([null, '0142363538469']).toContain(await photoCode(spec));
  });

  it('never reads a sample of the misread set as another code', { timeout: 240_000 }, async () => {
    // Small photos only (1024 × 768), to stay quick: a UPC-A can drifting toward an EAN-13 starting
    // with 9, a UPC-A label toward one starting with 1, a book's ISBN toward another ISBN.
    const sample = drawMisreadSpecs(MISREAD_SEED, 24).filter((spec) => spec.width === 1024);
    expect(new Set(sample.map((spec) => spec.kind))).toEqual(new Set(['UPC-A can', 'UPC-A label', 'ISBN book']));
    for (const spec of sample) {
      const code = await photoCode(spec);
      if (code !== null) expect(code, spec.id).toBe(expectedGtin(spec));
    }
  });
});
