/**
 * Draws a `Gs1Case` as the JPEG a phone would hand the photo input (Node only: bwip-js and sharp). The
 * symbol is drawn one pixel per module by bwip-js, enlarged to the case's module size without smoothing,
 * inked, turned and sheared, laid on a packaging background, then lit, blurred, noised and compressed.
 */
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { seeded } from '../synthetic/random.js';
import type { Gs1Case, Gs1Symbol } from './gs1-set.js';

const BCID: Record<Gs1Symbol, string> = {
  datamatrix: 'gs1datamatrix',
  qr: 'gs1qrcode',
  'digital-link': 'qrcode',
  databar: 'databarexpanded',
};

export async function renderGs1Photo(gs1: Gs1Case): Promise<Buffer> {
  const { look } = gs1;
  const random = seeded(Number.parseInt(gs1.truth.gtin.slice(-7), 10));
  const quiet = gs1.symbol === 'databar' ? 2 : 4;
  const symbol = await bwipjs.toBuffer({
    bcid: BCID[gs1.symbol],
    text: gs1.encoded,
    scale: 1,
    ...(gs1.symbol === 'databar' && { height: 12 }),
    paddingwidth: quiet,
    paddingheight: quiet,
    backgroundcolor: 'FFFFFF',
  });
  const meta = await sharp(symbol).metadata();
  // A symbol too long for the photo (a DataBar Expanded at a large module) is drawn smaller: turned, it
  // must still fit.
  const modulePx = Math.min(
    look.modulePx,
    (0.7 * look.width) / (meta.width ?? 1),
    (0.7 * look.height) / (meta.height ?? 1),
  );
  const size = (n: number | undefined) => Math.max(1, Math.round((n ?? 1) * modulePx));
  // Nearest neighbour keeps modules square; the ink and paper are then painted: out = a·in + b.
  const inked = await sharp(symbol)
    .greyscale()
    .resize(size(meta.width), size(meta.height), { kernel: 'nearest' })
    .linear((look.paper - look.ink) / 255, look.ink)
    .affine(
      [
        [Math.cos((look.angle * Math.PI) / 180), -Math.sin((look.angle * Math.PI) / 180) + look.shear],
        [Math.sin((look.angle * Math.PI) / 180), Math.cos((look.angle * Math.PI) / 180)],
      ],
      { background: { r: look.paper, g: look.paper, b: look.paper }, interpolator: 'bicubic' },
    )
    .toColourspace('b-w')
    .png()
    .toBuffer({ resolveWithObject: true });

  // The packaging: a darker, uneven surface around the label.
  const { width, height } = look;
  const background = Math.round(look.paper * 0.6);
  const left = Math.max(
    0,
    Math.min(width - inked.info.width, Math.round(look.centre.x * width - inked.info.width / 2)),
  );
  const top = Math.max(
    0,
    Math.min(height - inked.info.height, Math.round(look.centre.y * height - inked.info.height / 2)),
  );
  let photo = sharp({
    create: { width, height, channels: 3, background: { r: background, g: background, b: background } },
  })
    .composite([{ input: inked.data, left, top }])
    .toColourspace('b-w');
  let grey = await photo.raw().toBuffer();
  if (look.glare > 0) {
    const gx = left + inked.info.width * (0.3 + 0.4 * random());
    const gy = top + inked.info.height * (0.3 + 0.4 * random());
    const radius = Math.max(inked.info.width, inked.info.height) * 0.25;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d2 = (x - gx) ** 2 + (y - gy) ** 2;
        if (d2 < 9 * radius * radius) {
          const i = y * width + x;
          grey[i] = Math.min(255, (grey[i] as number) + look.glare * Math.exp(-d2 / (2 * radius * radius)));
        }
      }
    }
  }
  photo = sharp(grey, { raw: { width, height, channels: 1 } });
  if (look.blur >= 0.3) photo = photo.blur(look.blur);
  grey = await photo.toColourspace('b-w').raw().toBuffer();
  if (look.noise > 0) {
    for (let i = 0; i < grey.length; i++) {
      // A sum of uniforms: close enough to a normal for sensor noise, and cheap.
      const n = (random() + random() + random() - 1.5) * 2 * look.noise;
      grey[i] = Math.max(0, Math.min(255, (grey[i] as number) + n));
    }
  }
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: look.quality })
    .toBuffer();
}
