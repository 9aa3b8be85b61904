import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What playwright.config.ts starts, and where: read by the config and by the journeys that talk to a
// server of their own (the push service).

export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const FAKE_OFF_PORT = PORT + 1;
export const RECIPE_SITE_PORT = PORT + 2;
/** The push service (https); its control for the journeys listens on the next port. */
export const PUSH_SERVICE_PORT = PORT + 3;
export const PUSH_SERVICE_CONTROL = `http://127.0.0.1:${PUSH_SERVICE_PORT + 1}`;
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Every run starts on an empty database: journeys never depend on a previous run. Made once, in the main
// process: the workers (which load the config again) inherit the folder through the environment.
if (!process.env.GLOUTON_E2E_DATA_DIR) process.env.GLOUTON_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'glouton-e2e-'));
export const DATA_DIR = process.env.GLOUTON_E2E_DATA_DIR;
/** The local authority that signs the push service's certificate, trusted by the e2e server. */
export const PUSH_AUTHORITY_DIR = join(DATA_DIR, 'push-authority');

/** What the e2e server is told; the push journey runs the push module with the same settings (support/push.ts). */
export const E2E_SERVER_ENV = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: join(DATA_DIR, 'glouton.sqlite'),
  LOG_LEVEL: 'warn',
  // POST /api/test/clock moves the server's clock and runs a round of daily digests (the push journey).
  NODE_ENV: 'test',
  AUTH_RATE_LIMIT_MAX: '1000',
  // Each journey registers its accounts: a cheap hash (NODE_ENV=test only), as in the server's tests.
  PASSWORD_HASH_COST: 'low',
  OFF_BASE_URL: `http://127.0.0.1:${FAKE_OFF_PORT}`,
  OFF_TIMEOUT_MS: '3000',
  // The local recipe site is on loopback: allowed for the import journey only.
  IMPORT_ALLOWED_HOSTS: `127.0.0.1:${RECIPE_SITE_PORT}`,
  // Notifications go to the local push service on loopback (allowed), whose certificate the server trusts
  // as an operator trusts a private authority.
  VAPID_SUBJECT: 'mailto:e2e@glouton.exemple.fr',
  PUSH_ALLOWED_HOSTS: `127.0.0.1:${PUSH_SERVICE_PORT}`,
  NODE_EXTRA_CA_CERTS: join(PUSH_AUTHORITY_DIR, 'glouton-ca.crt'),
};
