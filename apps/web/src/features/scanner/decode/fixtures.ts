/**
 * The real barcode photos committed in `fixtures/barcodes` (see its README): each `N.webp`/`N.png`
 * with `N.txt` holding the encoded digits. Node only (tests, bench).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file is apps/web/src/features/scanner/decode/; the repository root is six levels up.
const FIXTURES_DIR = fileURLToPath(new URL('../../../../../../fixtures/barcodes/', import.meta.url));

export const FIXTURE_FOLDERS = ['ean13-1', 'ean8-1', 'upca-1'] as const;
export type FixtureFolder = (typeof FIXTURE_FOLDERS)[number];

export interface BarcodeFixture {
  folder: FixtureFolder;
  name: string;
  path: string;
  /** What the barcode encodes, from `N.txt`. */
  expected: string;
}

export function listFixtures(folder: FixtureFolder): BarcodeFixture[] {
  const dir = join(FIXTURES_DIR, folder);
  return readdirSync(dir)
    .filter((file) => /\.(webp|png)$/.test(file))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => ({
      folder,
      name: file,
      path: join(dir, file),
      expected: readFileSync(join(dir, file.replace(/\.\w+$/, '.txt')), 'utf8').trim(),
    }));
}
