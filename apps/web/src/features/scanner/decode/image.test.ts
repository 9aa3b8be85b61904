import { describe, expect, it } from 'vitest';
import { aroundCode, crop, guideBand, type RgbaImage, rotate90, rotate180, scaleRect, upscale2x } from './image';

/** A width×height image whose pixel (x, y) has red = x and green = y. */
function grid(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { data, width, height };
}

const pixel = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

describe('image helpers', () => {
  it('takes a centred band of 60 % of the short side, full width', () => {
    expect(guideBand(1280, 720)).toEqual({ x: 0, y: 144, width: 1280, height: 432 });
    expect(guideBand(720, 1280)).toEqual({ x: 0, y: 424, width: 720, height: 432 });
  });

  it('crops', () => {
    const cropped = crop(grid(4, 3), { x: 1, y: 1, width: 2, height: 2 });
    expect(cropped.width).toBe(2);
    expect(pixel(cropped, 0, 0)).toEqual([1, 1, 0, 255]);
    expect(pixel(cropped, 1, 1)).toEqual([2, 2, 0, 255]);
  });

  it('turns upside down', () => {
    const turned = rotate180(grid(4, 3));
    expect(pixel(turned, 0, 0)).toEqual([3, 2, 0, 255]);
    expect(pixel(turned, 3, 2)).toEqual([0, 0, 0, 255]);
  });

  it('turns a quarter clockwise', () => {
    const turned = rotate90(grid(4, 3));
    expect([turned.width, turned.height]).toEqual([3, 4]);
    // The bottom-left corner goes to the top-left.
    expect(pixel(turned, 0, 0)).toEqual([0, 2, 0, 255]);
    expect(pixel(turned, 2, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(turned, 2, 3)).toEqual([3, 0, 0, 255]);
  });

  it('doubles the size, keeping corners and a smooth ramp', () => {
    const big = upscale2x(grid(4, 3));
    expect([big.width, big.height]).toEqual([8, 6]);
    expect(pixel(big, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(big, 7, 5)).toEqual([3, 2, 0, 255]);
    const reds = Array.from({ length: 8 }, (_, x) => pixel(big, x, 0)[0] as number);
    expect(reds).toEqual([...reds].sort((a, b) => a - b));
  });

  it('moves the box of a code between pictures, and grows it round the code inside the picture', () => {
    // Read on a half-size copy at (100, 50): on the photo, twice as far and as big.
    expect(scaleRect({ x: 100, y: 50, width: 200, height: 10 }, 2)).toEqual({ x: 200, y: 100, width: 400, height: 20 });
    // Read on a crop whose corner is at (30, 40) of the photo.
    expect(scaleRect({ x: 1, y: 2, width: 3, height: 4 }, 1, { x: 30, y: 40 })).toEqual({
      x: 31,
      y: 42,
      width: 3,
      height: 4,
    });
    // A third of the code's length all round (0.35 × 200 = 70), cut at the picture's edges.
    expect(aroundCode({ x: 100, y: 50, width: 200, height: 10 }, 1000, 100)).toEqual({
      x: 30,
      y: 0,
      width: 340,
      height: 100,
    });
  });
});
