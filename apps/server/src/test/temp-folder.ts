import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const madeFolders: string[] = [];
// Each test file removes the folders it made when it ends (the servers it started have exited by then).
afterAll(() => {
  for (const folder of madeFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A private temporary folder (`/tmp/<prefix>XXXXXX`), removed when the test file ends. */
export function tempFolder(prefix = 'glouton-test-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  madeFolders.push(folder);
  return folder;
}
