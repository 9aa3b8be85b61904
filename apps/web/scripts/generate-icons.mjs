// Draws the app icon (a white "G" on the brand green) once, as SVG and as PNGs, with no image library:
// the PNGs are rasterised from the same geometry with 4×4 supersampling and written with node:zlib.
// Run `npm run icons -w @glouton/web` after changing the geometry; the outputs are committed in public/.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const GREEN = [0x49, 0xa0, 0x78];
const WHITE = [0xff, 0xff, 0xff];

// Geometry in unit coordinates (0..1), y pointing down. `scale` shrinks the glyph for maskable icons,
// whose outer 10 % may be cropped by the launcher.
const glyph = (scale) => ({
  radius: 0.25 * scale,
  stroke: 0.12 * scale,
  // The "G" opening: the arc is drawn everywhere except between these angles (upper right).
  gapFrom: -Math.PI / 4,
  gapTo: 0,
  barInner: 0.5 + 0.02 * scale,
});

function insideGlyph(x, y, g) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const distance = Math.hypot(dx, dy);
  const angle = Math.atan2(dy, dx);
  const onRing = Math.abs(distance - g.radius) <= g.stroke / 2;
  if (onRing && !(angle > g.gapFrom && angle < g.gapTo)) return true;
  // Round cap at the top end of the arc.
  const capX = 0.5 + g.radius * Math.cos(g.gapFrom);
  const capY = 0.5 + g.radius * Math.sin(g.gapFrom);
  if (Math.hypot(x - capX, y - capY) <= g.stroke / 2) return true;
  // The crossbar, from the centre to the outer edge of the ring.
  const barOuter = 0.5 + g.radius + g.stroke / 2;
  return x >= g.barInner && x <= barOuter && y >= 0.5 - g.stroke / 2 && y <= 0.5 + g.stroke / 2;
}

function insideBackground(x, y, cornerRadius) {
  if (cornerRadius === 0) return true;
  const cx = Math.min(Math.max(x, cornerRadius), 1 - cornerRadius);
  const cy = Math.min(Math.max(y, cornerRadius), 1 - cornerRadius);
  return Math.hypot(x - cx, y - cy) <= cornerRadius;
}

function rasterise(size, { cornerRadius, scale }) {
  const g = glyph(scale);
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let foreground = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideBackground(x, y, cornerRadius)) continue;
          background++;
          if (insideGlyph(x, y, g)) foreground++;
        }
      }
      const total = samples * samples;
      const mix = background ? foreground / background : 0;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[offset + c] = Math.round(GREEN[c] * (1 - mix) + WHITE[c] * mix);
      rgba[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return rgba;
}

/**
 * The notification badge: Android shows it in the status bar as a mask (only its alpha counts), so it is
 * the glyph alone, white on transparent.
 */
function rasteriseBadge(size) {
  const g = glyph(1.5);
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4, 0xff);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          if (insideGlyph((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, g)) covered++;
        }
      }
      rgba[(py * size + px) * 4 + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = (CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)) >>> 0;
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg({ cornerRadius, scale }) {
  const g = glyph(scale);
  const u = (value) => Number((value * 512).toFixed(2));
  const startX = 0.5 + g.radius * Math.cos(g.gapFrom);
  const startY = 0.5 + g.radius * Math.sin(g.gapFrom);
  const endX = 0.5 + g.radius;
  const barOuter = 0.5 + g.radius + g.stroke / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Glouton">
  <rect width="512" height="512" rx="${u(cornerRadius)}" fill="#49A078"/>
  <path d="M${u(startX)} ${u(startY)}A${u(g.radius)} ${u(g.radius)} 0 1 0 ${u(endX)} 256" fill="none" stroke="#FFFFFF" stroke-width="${u(g.stroke)}"/>
  <circle cx="${u(startX)}" cy="${u(startY)}" r="${u(g.stroke / 2)}" fill="#FFFFFF"/>
  <rect x="${u(g.barInner)}" y="${u(0.5 - g.stroke / 2)}" width="${u(barOuter - g.barInner)}" height="${u(g.stroke)}" fill="#FFFFFF"/>
</svg>
`;
}

const rounded = { cornerRadius: 0.22, scale: 1.15 };
const fullBleed = { cornerRadius: 0, scale: 0.9 };

writeFileSync(join(PUBLIC_DIR, 'favicon.svg'), svg(rounded));
writeFileSync(join(PUBLIC_DIR, 'icon-192.png'), encodePng(192, rasterise(192, rounded)));
writeFileSync(join(PUBLIC_DIR, 'icon-512.png'), encodePng(512, rasterise(512, rounded)));
writeFileSync(join(PUBLIC_DIR, 'icon-maskable-512.png'), encodePng(512, rasterise(512, fullBleed)));
// iOS paints its own rounded corners and shows transparency as black: give it a full square.
writeFileSync(join(PUBLIC_DIR, 'apple-touch-icon.png'), encodePng(180, rasterise(180, { ...fullBleed, scale: 1.05 })));
writeFileSync(join(PUBLIC_DIR, 'badge-96.png'), encodePng(96, rasteriseBadge(96)));
console.log(`icons written to ${PUBLIC_DIR}`);
