/**
 * Draws a `PhotoSpec` as the file a phone would hand the photo input: the packaging, the label and its
 * bars placed through the spec's turn, tilt and curvature (3×3 samples per pixel), then light, optics,
 * sensor noise and compression. Node only (sharp).
 */
import sharp from 'sharp';
import { eanModules, QUIET_ZONE } from './ean-bars.js';
import { codeWidthModules, type PhotoSpec } from './photo-spec.js';
import { between, gaussian, seeded } from './random.js';

/** Where the label's modules land in the photo, both ways. */
interface Geometry {
  /** Label point (modules, from the code's centre) → photo pixel, or null where the can turns away. */
  forward(du: number, dv: number): [number, number] | null;
  /** Photo pixel → label point (modules, from the code's centre) and the light the can's curve leaves. */
  inverse(x: number, y: number): [number, number, number] | null;
}

function geometry(spec: PhotoSpec): Geometry {
  const s = spec.modulePx;
  const theta = (spec.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(theta), Math.sin(theta)];
  const codePx = codeWidthModules(spec.format) * s;
  const [px, py] = [spec.tilt.x / codePx, spec.tilt.y / codePx];
  const radius = spec.curvature * codeWidthModules(spec.format);
  const cx = spec.centre.x * spec.width;
  const cy = spec.centre.y * spec.height;
  return {
    forward(du, dv) {
      let bent = du;
      if (radius > 0) {
        if (Math.abs(du / radius) >= Math.PI / 2) return null;
        bent = radius * Math.sin(du / radius);
      }
      const a = s * (bent * cos - dv * sin);
      const b = s * (bent * sin + dv * cos);
      const w = 1 + px * a + py * b;
      return w <= 0.05 ? null : [cx + a / w, cy + b / w];
    },
    inverse(x, y) {
      const X = x - cx;
      const Y = y - cy;
      const det = 1 - X * px - Y * py;
      if (det <= 0.05) return null;
      const a = X / det;
      const b = Y / det;
      const bent = (a * cos + b * sin) / s;
      const dv = (-a * sin + b * cos) / s;
      if (radius === 0) return [bent, dv, 1];
      if (Math.abs(bent) >= radius) return null;
      const du = radius * Math.asin(bent / radius);
      // The label darkens where the can turns away from the light.
      return [du, dv, 0.7 + 0.3 * Math.cos(du / radius)];
    },
  };
}

/** The label's grey level at a point in modules (origin: the first bar's left edge, top of the bars), or null outside it. */
function labelPainter(spec: PhotoSpec): {
  value(u: number, v: number): number | null;
  box: [number, number, number, number];
} {
  const modules = eanModules(spec.code, spec.format);
  const quiet = QUIET_ZONE[spec.format];
  const n = modules.length;
  const bars = spec.barModules;
  const guards = guardModules(spec.format, n);
  const box: [number, number, number, number] = [-quiet.left - 1, -3, n + quiet.right + 1, bars + 11];
  const decoy = spec.decoy ? eanModules(spec.decoy.code, spec.decoy.format) : modules;
  const share = spec.decoy?.share ?? 0;
  const drawn = (module: number, within: number) => {
    if (decoy[module] === modules[module]) return modules[module] === '1';
    // The decoy's module, grown from the side where the decoy's run of that colour continues.
    const fromLeft = decoy[module - 1] === decoy[module];
    return (fromLeft ? within < share : within >= 1 - share) ? decoy[module] === '1' : modules[module] === '1';
  };
  const dark = (module: number) => module >= 0 && module < n && modules[module] === '1';
  const halfSpread = (spec.inkSpread ?? 0) / 2;
  /** A bar's own module, or the edge of a light module its neighbour's ink has spread over. */
  const isInk = (module: number, within: number) =>
    (module >= 0 && module < n && drawn(module, within)) ||
    (within < halfSpread && dark(module - 1)) ||
    (within >= 1 - halfSpread && dark(module + 1));
  return {
    box,
    value(u, v) {
      if (u < box[0] || u >= box[2] || v < box[1] || v >= box[3]) return null;
      const module = Math.floor(u);
      if (isInk(module, u - module)) {
        const bottom = guards.has(module) ? bars + 5 : bars;
        if (v >= 0 && v < bottom) return spec.ink;
      }
      return isDigitStroke(u, v, n, bars, guards) ? spec.ink : spec.paper;
    },
  };
}

/** The guard bars' modules, drawn longer than the others as on a printed code. */
function guardModules(format: PhotoSpec['format'], n: number): Set<number> {
  const set = new Set([0, 1, 2, n - 3, n - 2, n - 1]);
  if (format === 'UPC-E') for (const m of [n - 6, n - 5, n - 4]) set.add(m);
  else
    for (const m of [Math.floor(n / 2) - 2, Math.floor(n / 2) - 1, Math.floor(n / 2), Math.floor(n / 2) + 1])
      set.add(m);
  return set;
}

/** Human-readable digits under the bars, as hollow boxes: dark strokes near the code, like real print. */
function isDigitStroke(u: number, v: number, n: number, bars: number, guards: Set<number>): boolean {
  const top = bars + 1.5;
  if (v < top || v >= top + 8 || u < 3 || u >= n - 3 || guards.has(Math.floor(u))) return false;
  const x = (u - 3) % 7;
  const y = v - top;
  if (x < 1 || x >= 6) return false;
  return x < 2 || x >= 5 || y < 1 || y >= 7;
}

/** Packaging: a smooth printed background and a few flat shapes, seeded. */
function packaging(spec: PhotoSpec, random: () => number): Float32Array {
  const { width, height } = spec;
  const base = between(random, 60, 210);
  const waves = (length: number) => {
    const [f1, f2, p1, p2, a1, a2] = [
      between(random, 0.5, 3),
      between(random, 3, 9),
      random() * 6.3,
      random() * 6.3,
      between(random, 0, 40),
      between(random, 0, 12),
    ];
    return Float32Array.from(
      { length },
      (_, i) => a1 * Math.cos((f1 * 6.283 * i) / length + p1) + a2 * Math.cos((f2 * 6.283 * i) / length + p2),
    );
  };
  const rows = waves(height);
  const cols = waves(width);
  const image = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = base + (rows[y] as number);
    for (let x = 0; x < width; x++) image[y * width + x] = row + (cols[x] as number);
  }
  const shapes = 4 + Math.floor(random() * 8);
  for (let i = 0; i < shapes; i++) {
    const w = Math.floor(between(random, 0.05, 0.4) * width);
    const h = Math.floor(between(random, 0.05, 0.4) * height);
    const x0 = Math.floor(random() * (width - w));
    const y0 = Math.floor(random() * (height - h));
    const level = between(random, 20, 240);
    for (let y = y0; y < y0 + h; y++) image.fill(level, y * width + x0, y * width + x0 + w);
  }
  return image;
}

/** Samples per pixel and axis: thin modules need them against aliasing, wide ones do not. */
const subsamples = (modulePx: number) => (modulePx >= 5 ? [0] : modulePx >= 2.5 ? [-0.25, 0.25] : [-1 / 3, 0, 1 / 3]);

/** Paints the label over the packaging, up to 3×3 samples per pixel inside the label's bounding box. */
function paintLabel(spec: PhotoSpec, image: Float32Array) {
  const geo = geometry(spec);
  const label = labelPainter(spec);
  const n = eanModules(spec.code, spec.format).length;
  const [uc, vc] = [n / 2, spec.barModules / 2];
  const [u0, v0, u1, v1] = label.box;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i <= 40; i++) {
    for (const [u, v] of [
      [u0 + ((u1 - u0) * i) / 40, v0],
      [u0 + ((u1 - u0) * i) / 40, v1],
      [u0, v0 + ((v1 - v0) * i) / 40],
      [u1, v0 + ((v1 - v0) * i) / 40],
    ] as const) {
      const p = geo.forward(u - uc, v - vc);
      if (!p) continue;
      xs.push(p[0]);
      ys.push(p[1]);
    }
  }
  const { width, height } = spec;
  const offsets = subsamples(spec.modulePx);
  const samples = offsets.length ** 2;
  const left = Math.max(0, Math.floor(Math.min(...xs)) - 2);
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs)) + 2);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - 2);
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)) + 2);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const index = y * width + x;
      let sum = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const point = geo.inverse(x + 0.5 + ox, y + 0.5 + oy);
          const value = point ? label.value(point[0] + uc, point[1] + vc) : null;
          sum += value === null ? (image[index] as number) : value * (point?.[2] ?? 1);
        }
      }
      image[index] = sum / samples;
    }
  }
}

/** Glare over part of the code, then light falling off across the photo. */
function light(spec: PhotoSpec, image: Float32Array, random: () => number) {
  const { width, height } = spec;
  const geo = geometry(spec);
  const n = eanModules(spec.code, spec.format).length;
  const direction = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const glare = spec.glare;
  const spot = glare ? geo.forward((glare.at - 0.5) * n, 0) : null;
  const radius = glare ? glare.radius * codeWidthModules(spec.format) * spec.modulePx : 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      let value = image[index] as number;
      if (spec.shading > 0) {
        const t = ((x - width / 2) * dx + (y - height / 2) * dy) / span + 0.5;
        value *= 1 - spec.shading * t;
      }
      if (glare && spot) {
        const d2 = (x - spot[0]) ** 2 + (y - spot[1]) ** 2;
        if (d2 < 9 * radius * radius) value += glare.strength * Math.exp(-d2 / (2 * radius * radius));
      }
      image[index] = value;
    }
  }
}

/** Optics (focus blur, shake), then the sensor's noise and a colour cast, then the file. */
async function finish(spec: PhotoSpec, image: Float32Array, random: () => number): Promise<Buffer> {
  const { width, height } = spec;
  let optics = sharp(Uint8ClampedArray.from(image), { raw: { width, height, channels: 1 } });
  if (spec.blur >= 0.3) optics = optics.blur(spec.blur);
  const smear = Math.max(3, Math.round(spec.motion) | 1);
  // sharp wants a kernel at least 3×3: the smear is its middle row.
  const kernel = [...Array(smear).fill(0), ...Array(smear).fill(1), ...Array(smear).fill(0)];
  if (spec.motion > 0) optics = optics.convolve({ width: smear, height: 3, kernel });
  // `b-w`: one channel out, as one went in (sharp would otherwise hand back sRGB after a convolution).
  const grey = await optics.toColourspace('b-w').raw().toBuffer();
  if (grey.length !== width * height)
    throw new Error(`expected one grey channel, got ${grey.length / (width * height)}`);
  const tint = [between(random, 0.85, 1.05), between(random, 0.85, 1.05), between(random, 0.85, 1.05)];
  // 12 million Box–Muller draws take a second: draw a table once, then index it.
  const normals = Float32Array.from({ length: 65536 }, () => spec.noise * gaussian(random));
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const value = (grey[i] as number) + (normals[(random() * 65536) | 0] as number);
    rgb[i * 3] = value * (tint[0] as number);
    rgb[i * 3 + 1] = value * (tint[1] as number);
    rgb[i * 3 + 2] = value * (tint[2] as number);
  }
  const file = sharp(rgb, { raw: { width, height, channels: 3 } });
  const { type, quality } = spec.encoding;
  return type === 'jpeg' ? file.jpeg({ quality }).toBuffer() : file.webp({ quality, effort: 1 }).toBuffer();
}

/** The photo's file (JPEG or WebP bytes). */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const random = seeded(spec.sceneSeed);
  const image = packaging(spec, random);
  paintLabel(spec, image);
  light(spec, image, random);
  return finish(spec, image, random);
}
