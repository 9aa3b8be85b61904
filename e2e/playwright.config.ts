import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, cameraLaunchOptions } from './support/chromium.js';
import {
  E2E_SERVER_ENV,
  FAKE_OFF_PORT,
  PORT,
  PUSH_AUTHORITY_DIR,
  PUSH_SERVICE_PORT,
  RECIPE_SITE_PORT,
  ROOT,
} from './support/e2e-servers.js';
import { ensureFakeCameraVideo } from './support/fake-camera.js';

// Ports, the data folder and the e2e server's settings are in support/e2e-servers.ts (journeys read them too).

// The camera films a generated EAN-13 that the fake Open Food Facts knows.
ensureFakeCameraVideo();

export default defineConfig({
  testDir: './tests',
  outputDir: join(ROOT, 'test-results'),
  // Two journey files at a time: each journey has households of its own (support/signed-in.ts), so
  // they never see each other's data; the tests of one file keep their order.
  fullyParallel: false,
  workers: 2,
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
        launchOptions: cameraLaunchOptions(),
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
      // Before the server: it makes the authority the server trusts at start.
      command: `npx tsx apps/server/src/test/push-service-process.ts ${PUSH_SERVICE_PORT} ${PUSH_AUTHORITY_DIR}`,
      cwd: ROOT,
      port: PUSH_SERVICE_PORT + 1,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: ROOT,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: E2E_SERVER_ENV,
    },
  ],
});
