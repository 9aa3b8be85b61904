import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_ALIASES } from './preact-aliases.ts';

// The server serves the built SPA under this path (apps/server/src/plugins/spa.ts).
const BASE = '/Glouton/';

/**
 * zxing-wasm's default `locateFile` fetches the wasm from a CDN. The decoder worker always passes its
 * own (the wasm emitted here, same origin), so that default is dead code: strip the address so no CDN
 * URL ships at all (the CSP would block it anyway).
 */
function noZxingCdn(): Plugin {
  const cdn = /https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[\w.-]+\/dist\//g;
  return {
    name: 'glouton:no-zxing-cdn',
    transform(code, id) {
      if (!id.includes('/zxing-wasm/dist/') || !code.includes('jsdelivr')) return null;
      const stripped = code.replace(cdn, '');
      if (stripped.includes('jsdelivr')) this.error(`a CDN address remains in ${id}: update noZxingCdn()`);
      return { code: stripped, map: null };
    },
  };
}

/**
 * The latin Nunito file is needed by the first paint of every screen, but the browser only learns of it
 * once the CSS has arrived and been applied: preloading it from index.html starts it with the CSS
 * (one round trip less before the text shows in its own font; Lighthouse's longest chain).
 */
function preloadFont(): Plugin {
  return {
    name: 'glouton:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /nunito-latin-wght-normal-.*\.woff2$/.test(file));
        if (!font) throw new Error('the Nunito latin font is not in the build: update preloadFont()');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${BASE}${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The push handlers, loaded by the generated service worker with importScripts (decision 0042). */
const PUSH_WORKER = 'push-sw.js';

/**
 * vite-plugin-pwa generates the service worker (its precache and offline navigation stay as they are);
 * the push and notification-click handlers are ours, in TypeScript (src/sw/). importScripts needs one
 * classic script, so they are bundled apart as an IIFE and emitted next to sw.js.
 */
function pushWorker(): Plugin {
  let root = '';
  return {
    name: 'glouton:push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { conditions: ['source'] },
        build: {
          write: false,
          target: 'es2022',
          lib: {
            entry: join(root, 'src/sw/push-sw.ts'),
            formats: ['iife'],
            name: 'gloutonPush',
            fileName: () => PUSH_WORKER,
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error(`${PUSH_WORKER} was not built`);
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: chunk.code });
    },
  };
}

/**
 * index.html's first script (src/app/first-screen): compiled apart from the app, as one small script with
 * no imports, and written into the page, so that it runs while the page is parsed instead of after the
 * app's code has arrived. The server allows it by its hash (apps/server/src/plugins/security.ts).
 */
function firstScreenScript(): Plugin {
  let root = '';
  let mode = '';
  return {
    name: 'glouton:first-screen-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const result = await build({
          configFile: false,
          root,
          mode,
          base: BASE,
          publicDir: false,
          logLevel: 'warn',
          resolve: { conditions: ['source'] },
          build: {
            write: false,
            target: 'es2022',
            lib: { entry: 'src/app/first-screen/inline.ts', formats: ['iife'], name: 'gloutonFirstScreen' },
          },
        });
        const [output] = Array.isArray(result) ? result : [result];
        const code = output && 'output' in output ? output.output[0].code.trim() : '';
        if (!code) throw new Error('the first-screen script did not build: see firstScreenScript()');
        return [{ tag: 'script', children: code, injectTo: 'body' }];
      },
    },
  };
}

/**
 * The two chunks every screen runs at start (the entry and `vendor`) begin with V8's compile hint
 * `//# allFunctionsCalledOnLoad` (Chrome 136+): their functions are compiled on the background thread that
 * streams the script, instead of one by one on the main thread the first time each is called — which
 * is most of them, while the app starts and draws its first screen. Other browsers read a comment.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'glouton:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'vendor')) continue;
          if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text asset of the build (and the wasm decoder) gets `.br` and `.gz` siblings, made once here at
 * the highest levels, so the server sends them as they are (apps/server/src/plugins/spa.ts) instead of
 * compressing on each request or not at all. A sibling that would not be smaller is not written: the
 * server then sends the file itself. Runs last, after the service worker is written (sw.js is served too).
 */
function precompress(): Plugin {
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

/**
 * A few larger chunks instead of dozens of tiny ones: on a phone's slow network each script is a round
 * trip (six at a time), and each dependency of a lazy screen is one more preload link to add. Every
 * screen needs Preact and TanStack Query, and most screens draw icons: they come as one chunk. The
 * entry's own static graph (`$initial`: the shell, the router and home, with what they import) is one
 * chunk too: left to Rolldown, each module it shares with a lazy screen (a text field, an alert, the
 * API client…) becomes a chunk of its own, and the first load fetched eight scripts instead of two.
 */
const CHUNK_GROUPS = [
  { name: 'vendor', test: /node_modules[\\/](preact|@tanstack|lucide-react)[\\/]/, priority: 2 },
  { name: 'index', tags: ['$initial' as const], priority: 1 },
];

export default defineConfig({
  base: BASE,
  // `source` makes @glouton/core resolve to its TypeScript sources: no build of the package is needed.
  resolve: { conditions: ['source'], alias: PREACT_ALIASES },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself once the first screen is drawn (src/app/service-worker.ts).
      injectRegister: false,
      scope: BASE,
      base: BASE,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Glouton',
        short_name: 'Glouton',
        description:
          'Glouton, l’application anti-gaspillage\u00a0: scannez vos courses, suivez les dates de péremption et cuisinez ce qui expire en premier.',
        lang: 'fr',
        dir: 'ltr',
        scope: BASE,
        start_url: BASE,
        id: BASE,
        display: 'standalone',
        theme_color: '#49A078',
        background_color: '#FAFAFA',
        categories: ['food', 'lifestyle', 'productivity'],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // wasm: the barcode decoder must work offline once the app has been opened.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wasm,webmanifest}'],
        // The push handlers come with the worker itself (importScripts), not from its precache.
        globIgnores: ['**/node_modules/**/*', PUSH_WORKER],
        importScripts: [PUSH_WORKER],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: `${BASE}index.html`,
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The page that installed the worker is served by it at once, not from its next load: the app
        // opened once in the car park already works in the shop's basement.
        clientsClaim: true,
      },
    }),
    pushWorker(),
    noZxingCdn(),
    compileHints(),
    preloadFont(),
    firstScreenScript(),
    precompress(),
  ],
  // The barcode decoder worker (src/features/scanner/worker) imports modules and the wasm's `?url`.
  worker: { format: 'es', plugins: () => [noZxingCdn()] },
  build: {
    // bench/ reads dist/.vite/manifest.json to sum the initial JS of each route.
    manifest: true,
    target: 'es2022',
    // Every browser that runs this app supports <link rel="modulepreload">: save the polyfill's bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
