/**
 * The scanner's e2e inputs: a fake camera that films a generated EAN-13, and the real barcode photos
 * committed in `fixtures/barcodes` for the photo-upload path.
 *
 * playwright.config.ts: call `ensureFakeCameraVideo()` at load time and add `fakeCameraArgs()` to the
 * Chromium args (and `permissions: ['camera']` to `use`).
 */
import { existsSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEFAULT_EAN13, writeBarcodeY4m, y4mBytes } from './make-barcode-y4m.js';

/** The code the fake camera shows: a product the fake Open Food Facts server knows (Nutella 400 g). */
export const FAKE_CAMERA_CODE = DEFAULT_EAN13;

const WIDTH = 1280;
const HEIGHT = 720;
const FRAMES = 5;
/** Outside test-results/, which Playwright empties at the start of a run. */
export const FAKE_CAMERA_Y4M = join(tmpdir(), 'glouton-e2e', `fake-camera-${FAKE_CAMERA_CODE}-${WIDTH}x${HEIGHT}.y4m`);

/**
 * Writes the video once (later calls find it): the config is loaded by the runner and by each
 * worker, and a browser may be reading the file meanwhile, hence the write-then-rename.
 */
export function ensureFakeCameraVideo(): string {
  const complete = existsSync(FAKE_CAMERA_Y4M) && statSync(FAKE_CAMERA_Y4M).size === y4mBytes(WIDTH, HEIGHT, FRAMES);
  if (complete) return FAKE_CAMERA_Y4M;
  const partial = `${FAKE_CAMERA_Y4M}.${process.pid}.tmp`;
  writeBarcodeY4m(partial, FAKE_CAMERA_CODE, { width: WIDTH, height: HEIGHT, frames: FRAMES });
  renameSync(partial, FAKE_CAMERA_Y4M);
  return FAKE_CAMERA_Y4M;
}

/** Chromium plays the file as its camera and grants it without a prompt. */
export function fakeCameraArgs(y4m = FAKE_CAMERA_Y4M): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${y4m}`,
  ];
}

/** The real barcode photos committed with the repository (fixtures/barcodes/README.md). */
export const BARCODE_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/barcodes/', import.meta.url));

/** A real photo, e.g. `barcodePhoto('ean13-1', '10.webp')` (it encodes 8480010001136). */
export const barcodePhoto = (folder: 'ean13-1' | 'ean8-1' | 'upca-1', file: string) =>
  join(BARCODE_FIXTURES_DIR, folder, file);

/**
 * Milliseconds from the camera going live to the first accepted code, from the scanner's User Timing
 * marks (`glouton:camera-live`, `glouton:barcode-detected`); null until both exist.
 */
export async function timeToFirstCode(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const live = performance.getEntriesByName('glouton:camera-live')[0];
    const detected = performance.getEntriesByName('glouton:barcode-detected')[0];
    return live && detected ? detected.startTime - live.startTime : null;
  });
}
