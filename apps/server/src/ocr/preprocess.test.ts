// @engine-independent: image preprocessing, no database (decision 0073).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LINE_PX, likelyVariant, measure, prepare, skewOf } from './preprocess.js';
import { cleanDotLabel, cleanLabel } from './testing/date-labels.js';

/** A photo of `png` held askew: turned by `degrees` (clockwise, as sharp turns) on white. */
const turn = async (png: Buffer, degrees: number) =>
  sharp(png).rotate(degrees, { background: '#ffffff' }).png().toBuffer();

describe('the measures of a photo before it is read', { timeout: 60_000 }, () => {
  it('tells an ink-jet print of dots from a printed font, and measures the gap of its dots', async () => {
    const dots = await measure(await cleanDotLabel(['DLC 12/03/2027', 'L12345 10:42']));
    expect(dots.dottiness.share).toBeGreaterThan(0.6);
    // cleanDotLabel prints its dots 7 px apart.
    expect(dots.dottiness.pitch).toBeGreaterThan(6);
    expect(dots.dottiness.pitch).toBeLessThan(8);
    expect(likelyVariant(dots)).toBe('joined-dots');

    for (const lines of [['À consommer jusqu’au', '12/03/2027'], ['DDM 05 MARS 2027'], ['LOT 0000 8888 OOOO']]) {
      const font = await measure(await cleanLabel(lines));
      expect(font.dottiness.share, lines.join(' ')).toBeLessThan(0.45);
      expect(likelyVariant(font)).toBe('plain');
    }
  });

  it.each([7.5, -9, 3])('finds a label turned by %s° and turns it back', async (degrees) => {
    const page = await measure(await turn(await cleanLabel(['À consommer jusqu’au', '12/03/2027']), degrees));
    expect(Math.abs(page.skew - degrees)).toBeLessThanOrEqual(0.5);
    const dots = await measure(await turn(await cleanDotLabel(['DDM 03/12/2026']), degrees));
    expect(Math.abs(dots.skew - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('leaves a straight label as it is (under half a degree, it is not turned)', async () => {
    const page = await measure(await cleanLabel(['DLC 12/03/2027']));
    expect(Math.abs(page.skew)).toBeLessThan(0.5);
    expect(page.grey.width).toBe((await sharp(await cleanLabel(['DLC 12/03/2027'])).metadata()).width);
  });

  it('finds the skew of points on parallel lines, whatever their number', () => {
    for (const degrees of [-11, -4.2, 0, 6.3]) {
      const t = Math.tan((degrees * Math.PI) / 180);
      const points: number[] = [];
      for (const row of [100, 160, 220]) for (let x = 0; x < 400; x += 3) points.push(x, row + x * t);
      expect(skewOf(Float64Array.from(points))).toBeCloseTo(degrees, 0);
    }
    // Too few points to say: not turned.
    expect(skewOf(Float64Array.from([0, 0, 10, 5]))).toBe(0);
  });

  it('gives the engine the text alone, its lines brought to the same height whatever the photo', async () => {
    const label = await cleanLabel(['DLC 12/03/2027']);
    const { width = 0, height = 0 } = await sharp(label).metadata();
    // The same label photographed from further (half size) and closer (twice).
    for (const scale of [0.5, 1, 2]) {
      const photo = await sharp(label)
        .resize(Math.round(width * scale), Math.round(height * scale))
        .extend({ top: 200, bottom: 200, left: 300, right: 300, background: '#ffffff' })
        .png()
        .toBuffer();
      const page = await measure(photo);
      const prepared = await sharp(await prepare(page, 'plain')).metadata();
      // One line and its margins, not the white around the label.
      expect(prepared.height ?? 0, `scale ${scale}`).toBeGreaterThanOrEqual(LINE_PX);
      expect(prepared.height ?? 0, `scale ${scale}`).toBeLessThanOrEqual(LINE_PX * 2.6);
      expect(prepared.width ?? 0, `scale ${scale}`).toBeLessThan(LINE_PX * 14);
    }
  });

  it('measures a blank photo without failing: no text, nothing turned', async () => {
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    const page = await measure(blank);
    expect(page.skew).toBe(0);
    expect(page.dottiness.share).toBe(0);
    await expect(prepare(page, 'plain')).resolves.toBeInstanceOf(Buffer);
  });
});
