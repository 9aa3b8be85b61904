import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  base: BASE,
  // `source` makes @glouton/core resolve to its TypeScript sources: no build of the package is needed.
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // A separate registerSW.js file: the server's CSP forbids inline scripts.
      injectRegister: 'script',
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
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: `${BASE}index.html`,
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
    noZxingCdn(),
  ],
  // The barcode decoder worker (src/features/scanner/worker) imports modules and the wasm's `?url`.
  worker: { format: 'es', plugins: () => [noZxingCdn()] },
  build: {
    // bench/ reads dist/.vite/manifest.json to sum the initial JS of each route.
    manifest: true,
    target: 'es2022',
    // Every browser that runs this app supports <link rel="modulepreload">: save the polyfill's bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
