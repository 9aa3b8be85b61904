import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_ALIASES } from './preact-aliases.ts';
import { SHARE_TARGET_PATH, SHARED_FILE_FIELD } from './src/lib/share-target.ts';
import { compileHints } from './vite/compile-hints.ts';
import { firstScreenScript } from './vite/first-screen-script.ts';
import { noZxingCdn } from './vite/no-zxing-cdn.ts';
import { precompress } from './vite/precompress.ts';
import { preloadFont } from './vite/preload-font.ts';
import { PUSH_WORKER, pushWorker } from './vite/push-worker.ts';
import { undefinedImports } from './vite/undefined-imports.ts';

// The app's own build steps are each in vite/ (one plugin a file); this file composes them.

// The server serves the built SPA under this path (apps/server/src/plugins/spa.ts).
const BASE = '/Glouton/';

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
        // Android's share sheet offers Glouton for a photo or a PDF e-receipt: the service worker receives
        // the POST (src/sw/share-target.ts) and opens « Ticket de caisse » with the file (decision 0071).
        share_target: {
          action: `${BASE}${SHARE_TARGET_PATH}`,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: SHARED_FILE_FIELD, accept: ['image/*', 'application/pdf', '.pdf'] }] },
        },
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
    preloadFont(BASE),
    firstScreenScript(BASE),
    precompress(),
    undefinedImports(),
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
