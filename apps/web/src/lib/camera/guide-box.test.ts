import { describe, expect, it } from 'vitest';
import { pictureUnderBox } from './guide-box';

describe('pictureUnderBox: the camera pixels under a guide box drawn over a cover-fitted video', () => {
  it('maps a box over a 4:3 element to a 16:9 picture cut at its sides', () => {
    // 1280×720 covering 400×300: scaled by 300/720, drawn 533⅓ wide, 66⅔ cut on each side.
    const element = { x: 10, y: 100, width: 400, height: 300 };
    const box = { x: 10 + 100, y: 100 + 125, width: 200, height: 50 };
    expect(pictureUnderBox({ width: 1280, height: 720 }, element, box, 0)).toEqual({
      x: 400,
      y: 300,
      width: 480,
      height: 120,
    });
  });

  it('grows the box by the margin, a share of its height on every side', () => {
    const element = { x: 0, y: 0, width: 640, height: 360 };
    const box = { x: 160, y: 135, width: 320, height: 90 };
    // The same shape: 2 picture pixels per page pixel; 90 × 0.25 = 22.5 page pixels each side.
    expect(pictureUnderBox({ width: 1280, height: 720 }, element, box, 0.25)).toEqual({
      x: 275,
      y: 225,
      width: 730,
      height: 270,
    });
  });

  it('keeps the area within the picture, and gives nothing when the box is off it or there is no frame', () => {
    const element = { x: 0, y: 0, width: 300, height: 300 };
    const wide = { x: -50, y: 140, width: 400, height: 20 };
    expect(pictureUnderBox({ width: 600, height: 600 }, element, wide, 0)).toEqual({
      x: 0,
      y: 280,
      width: 600,
      height: 40,
    });
    expect(
      pictureUnderBox({ width: 600, height: 600 }, element, { x: 400, y: 0, width: 50, height: 50 }, 0),
    ).toBeNull();
    expect(pictureUnderBox({ width: 0, height: 0 }, element, wide)).toBeNull();
  });
});
