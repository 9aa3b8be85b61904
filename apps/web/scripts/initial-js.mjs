// Prints, for each screen, the gzip size of the JS needed to show it on a first visit: the entry chunk,
// the screen's own chunk and everything they import statically (dynamic imports load later, on demand).
// Reads dist/.vite/manifest.json, so run `npm run build -w @glouton/web` first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const screens = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
const kb = (files) => +([...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1000).toFixed(1);
// Home is in the entry itself (decision 0037); the signed-in extras of the shell come right after it.
const rows = [{ screen: 'home.tsx (the entry)', 'initial JS (KB gzip)': kb(collect(entry)) }];
for (const screen of screens) {
  rows.push({
    screen: screen.replace('src/app/routes/', ''),
    'initial JS (KB gzip)': kb(collect(screen, collect(entry))),
  });
}
console.table(rows);
