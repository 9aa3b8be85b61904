import { fakeCameraArgs } from './fake-camera.js';

/** The machine's Chromium (never downloaded by Playwright). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Chromium whose camera films this Y4M video (by default the scanner's EAN-13), granted without a prompt. */
export function cameraLaunchOptions(y4m?: string) {
  return { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(y4m)] };
}
