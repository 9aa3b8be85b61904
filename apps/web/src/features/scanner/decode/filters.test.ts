import { describe, expect, it } from 'vitest';
import {
  cropGrey,
  type GreyImage,
  greyFitting,
  greyOf,
  invertGrey,
  normaliseContrast,
  rotateGrey,
  scaleGrey,
  toRgba,
} from './filters';

const grey = (width: number, height: number, value: (x: number, y: number) => number): GreyImage => {
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = value(x, y);
  return { data, width, height };
};

const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x] as number;

describe('grey filters', () => {
  it('turns RGBA into grey and back, and shrinks by averaging whole blocks', () => {
    const image = toRgba(grey(4, 2, (x) => (x < 2 ? 0 : 200)));
    expect(Array.from(image.data.subarray(8, 12))).toEqual([200, 200, 200, 255]);
    expect(greyOf(image)).toEqual(grey(4, 2, (x) => (x < 2 ? 0 : 200)));
    // Fitting 2 px: blocks of 2×2.
    expect(Array.from(greyFitting(image, 2).data)).toEqual([0, 200]);
  });

  it('crops', () => {
    const image = grey(4, 3, (x, y) => 10 * y + x);
    expect(cropGrey(image, { x: 1, y: 1, width: 2, height: 2 })).toEqual(grey(2, 2, (x, y) => 10 * (y + 1) + x + 1));
  });

  it('inverts', () => {
    expect(Array.from(invertGrey(grey(2, 1, (x) => x * 255)).data)).toEqual([255, 0]);
  });

  it('turns a quarter clockwise like a rotation, on a canvas that holds every corner', () => {
    const image = grey(5, 3, (x, y) => 10 * x + y + 1);
    const turned = rotateGrey(image, 90);
    expect([turned.width, turned.height]).toEqual([3, 5]);
    // Clockwise: the top row becomes the right column.
    expect(at(turned, 2, 1)).toBe(at(image, 1, 0));
    expect(at(turned, 1, 2)).toBe(at(image, 2, 1));
    const diagonal = rotateGrey(image, 45);
    expect(diagonal.width).toBe(Math.ceil((5 + 3) * Math.SQRT1_2));
    // Corners outside the photo are mid-grey, not black: no edge to take for a bar.
    expect(at(diagonal, 0, 0)).toBe(128);
  });

  it('resizes by any factor', () => {
    const image = grey(6, 4, () => 90);
    const larger = scaleGrey(image, 4 / 3);
    expect([larger.width, larger.height]).toEqual([8, 5]);
    expect(new Set(larger.data)).toEqual(new Set([90]));
  });

  it('gives bars the same contrast in the shade and under a reflection', () => {
    // Bars 4 px wide, dark 40 below light 80 on the left, dark 180 below light 240 on the right.
    const image = grey(128, 32, (x) => (x < 64 ? 40 : 180) + (Math.floor(x / 4) % 2 === 0 ? 0 : x < 64 ? 40 : 60));
    const normalised = normaliseContrast(image, 24);
    const dimBar = at(normalised, 16, 16);
    const brightBar = at(normalised, 112, 16);
    expect(dimBar).toBeLessThan(128);
    expect(brightBar).toBeLessThan(128);
    expect(at(normalised, 20, 16)).toBeGreaterThan(128);
    expect(at(normalised, 116, 16)).toBeGreaterThan(128);
    // A flat area stays mid-grey.
    expect(
      at(
        normaliseContrast(
          grey(64, 64, () => 200),
          24,
        ),
        32,
        32,
      ),
    ).toBe(128);
  });
});
