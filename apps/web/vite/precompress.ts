import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text asset of the build (and the wasm decoder) gets `.br` and `.gz` siblings, made once here at
 * the highest levels, so the server sends them as they are (apps/server/src/plugins/spa.ts) instead of
 * compressing on each request or not at all. A sibling that would not be smaller is not written: the
 * server then sends the file itself. Runs last, after the service worker is written (sw.js is served too).
 */
export function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|map)$/;
  let outDir = '';
  return {
    name: 'glouton:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const raw = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) await writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
