/**
 * RGBA pixels, the shape of the DOM's ImageData without depending on the DOM: the same code runs in
 * the worker, in Node tests and in the bench. Pure functions, no canvas.
 */
export interface RgbaImage {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of the short side the aiming band covers. Wider than the drawn guide: a code half outside still reads. */
const GUIDE_BAND_RATIO = 0.6;

/**
 * The part of a camera frame that is decoded: the full width, and a band across the middle as tall as
 * 60 % of the short side, where the person aims. It keeps codes outside the aim (the next product in
 * the basket) from being read, and the worker converts 40 % fewer pixels of a 1280×720 frame. The
 * decode itself barely gets faster: zxing scans a set number of lines whatever the height.
 */
export function guideBand(width: number, height: number): Rect {
  const bandHeight = Math.min(height, Math.round(Math.min(width, height) * GUIDE_BAND_RATIO));
  return { x: 0, y: Math.floor((height - bandHeight) / 2), width, height: bandHeight };
}

/** A box in another picture's pixels: `factor` of these, moved by `offset` (in the other picture's pixels). */
export function scaleRect(box: Rect, factor: number, offset = { x: 0, y: 0 }): Rect {
  return {
    x: box.x * factor + offset.x,
    y: box.y * factor + offset.y,
    width: box.width * factor,
    height: box.height * factor,
  };
}

/**
 * A code's scan-line box grown to hold the whole code and a margin (the lines that read it may be a
 * few rows of its bars, or a few columns), in whole pixels inside a `width` × `height` picture.
 */
export function aroundCode(box: Rect, width: number, height: number): Rect {
  const margin = 0.35 * Math.max(box.width, box.height);
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const right = Math.min(width, Math.ceil(box.x + box.width + margin));
  const bottom = Math.min(height, Math.ceil(box.y + box.height + margin));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

export function crop(image: RgbaImage, rect: Rect): RgbaImage {
  const data = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const start = ((rect.y + row) * image.width + rect.x) * 4;
    data.set(image.data.subarray(start, start + rect.width * 4), row * rect.width * 4);
  }
  return { data, width: rect.width, height: rect.height };
}

/** Upside down: the pixel order reversed, 4 bytes at a time. */
export function rotate180(image: RgbaImage): RgbaImage {
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const target = new Uint32Array(source.length);
  for (let i = 0, j = source.length - 1; j >= 0; i++, j--) target[i] = source[j] as number;
  return { data: new Uint8ClampedArray(target.buffer), width: image.width, height: image.height };
}

/** A quarter turn clockwise: the result is height × width. */
export function rotate90(image: RgbaImage): RgbaImage {
  const { width, height } = image;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const target = new Uint32Array(source.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) target[x * height + (height - 1 - y)] = source[y * width + x] as number;
  }
  return { data: new Uint8ClampedArray(target.buffer), width: height, height: width };
}

/**
 * Twice the size, bilinear. A small, tightly cropped photo gives the decoder too few pixels per bar
 * module; doubling it rescues some (fixture ean13-1/34 reads only this way).
 */
export function upscale2x(image: RgbaImage): RgbaImage {
  const { width, height, data: src } = image;
  const outWidth = width * 2;
  const outHeight = height * 2;
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    const sy = Math.max(0, (y - 0.5) / 2);
    const y0 = Math.min(height - 1, Math.floor(sy));
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.max(0, (x - 0.5) / 2);
      const x0 = Math.min(width - 1, Math.floor(sx));
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const a = (y0 * width + x0) * 4;
      const b = (y0 * width + x1) * 4;
      const c = (y1 * width + x0) * 4;
      const d = (y1 * width + x1) * 4;
      const o = (y * outWidth + x) * 4;
      for (let k = 0; k < 4; k++) {
        const top = (src[a + k] as number) * (1 - fx) + (src[b + k] as number) * fx;
        const bottom = (src[c + k] as number) * (1 - fx) + (src[d + k] as number) * fx;
        out[o + k] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
