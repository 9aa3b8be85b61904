/**
 * « Lire la date »'s fake camera: a 1280×720 video of a pack's printed date label (the server's own
 * clean label: DejaVu Sans, black on white) on a grey pack, in the middle of the frame, where the date
 * sheet's guide box lies. Chromium plays it as its camera (`cameraLaunchOptions(path)`).
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cleanLabel } from '../../apps/server/src/ocr/testing/date-labels.js';
import { toY4m } from './make-barcode-y4m.js';

const WIDTH = 1280;
const HEIGHT = 720;
const FRAMES = 5;

/** The calendar day `days` from today in Paris (the journeys' time zone), as printed: DD/MM/YYYY. */
export function printedDayFromToday(days: number): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The frame's grey levels: the label centred on a grey pack. */
async function labelFrame(lines: string[]): Promise<Uint8Array> {
  const label = await cleanLabel(lines);
  const { data } = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#8a8a8a' } })
    .composite([{ input: label, gravity: 'centre' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Limited-range luma (16 black … 235 white), as cameras deliver it.
  return Uint8Array.from(data, (level) => 16 + Math.round((level * 219) / 255));
}

/** Writes the video once per label (its words name the file), write-then-rename as fake-camera.ts does. */
export async function ensureDateCameraVideo(lines: string[]): Promise<string> {
  const name = lines.join(' ').replace(/[^0-9A-Za-z]+/g, '-');
  const path = join(tmpdir(), 'glouton-e2e', `date-camera-${name}-${WIDTH}x${HEIGHT}.y4m`);
  if (existsSync(path)) return path;
  mkdirSync(join(tmpdir(), 'glouton-e2e'), { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, toY4m(await labelFrame(lines), WIDTH, HEIGHT, FRAMES));
  renameSync(partial, path);
  return path;
}
