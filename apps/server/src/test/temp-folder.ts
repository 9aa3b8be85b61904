import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const madeFolders: string[] = [];

/** A private temporary folder (`/tmp/<prefix>XXXXXX`), removed when the test file ends (setup-file.ts). */
export function tempFolder(prefix = 'glouton-test-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  madeFolders.push(folder);
  return folder;
}

/** Removes the folders made so far: once each test file has ended, the servers it started have exited. */
export function removeTempFolders() {
  for (const folder of madeFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
