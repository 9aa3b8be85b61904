import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Initial JS of a screen, gzip: the app entry and its static imports, plus the screen's lazy chunk
 * and its static imports (what the browser must fetch before the screen shows). Read from Vite's manifest.
 */
export function initialJsGzipKb(distDir: string, screenSource: RegExp): { kb: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const screenKey = Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && screenSource.test(key));
  if (!entryKey || !screenKey) throw new Error(`manifest has no entry or no lazy chunk matching ${screenSource}`);

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(screenKey);

  const bytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: [...files] };
}
