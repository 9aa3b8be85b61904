import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ensureFakeCameraVideo, fakeCameraArgs } from './support/fake-camera.js';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const FAKE_OFF_PORT = PORT + 1;
const RECIPE_SITE_PORT = PORT + 2;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Every run starts on an empty database: journeys never depend on a previous run.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'glouton-e2e-'));

// The camera films a generated EAN-13 that the fake Open Food Facts knows.
ensureFakeCameraVideo();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  outputDir: join(ROOT, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/Glouton/`,
    ...devices['Pixel 7'],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Lets the axe-core checker be injected into pages that our CSP otherwise protects.
    bypassCSP: true,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    // A phone without a usable camera: the photo and typing paths.
    { name: 'chromium', testIgnore: /camera\.spec\.ts$/ },
    // A phone whose camera films a barcode (Chromium's fake device playing a generated video).
    {
      name: 'camera',
      testMatch: /camera\.spec\.ts$/,
      use: {
        permissions: ['camera'],
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeCameraArgs()] },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/fake-off-process.ts ${FAKE_OFF_PORT}`,
      cwd: ROOT,
      port: FAKE_OFF_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/support/recipe-site-process.ts ${RECIPE_SITE_PORT}`,
      cwd: ROOT,
      port: RECIPE_SITE_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: ROOT,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: join(DATA_DIR, 'glouton.sqlite'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        OFF_BASE_URL: `http://127.0.0.1:${FAKE_OFF_PORT}`,
        OFF_TIMEOUT_MS: '3000',
        // The local recipe site is on loopback: allowed for the import journey only.
        IMPORT_ALLOWED_HOSTS: `127.0.0.1:${RECIPE_SITE_PORT}`,
      },
    },
  ],
});
