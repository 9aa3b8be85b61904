import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_SERVER_ENV, PUSH_SERVICE_CONTROL, ROOT } from './e2e-servers.js';

/** A browser's subscription made at the local push service (the keys a phone would make). */
export type Subscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export async function newPushDevice(): Promise<Subscription> {
  const response = await fetch(`${PUSH_SERVICE_CONTROL}/devices`, { method: 'POST' });
  return (await response.json()) as Subscription;
}

/** The notifications the push service accepted for that subscription, decrypted (as the phone would). */
export async function decryptedFor(subscription: Subscription): Promise<string[]> {
  const response = await fetch(`${PUSH_SERVICE_CONTROL}/received`);
  const { received } = (await response.json()) as { received: { deviceId: string; text: string }[] };
  return received.filter((entry) => subscription.endpoint.endsWith(`/${entry.deviceId}`)).map((entry) => entry.text);
}

/**
 * The push module's send(userId, message), as the reminders call it, on the e2e server's database and
 * settings (apps/server/src/test/send-push-process.ts).
 */
export function sendPush(userId: number, message: object): { outcome: string }[] {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/send-push-process.ts', String(userId), JSON.stringify(message)],
    { cwd: ROOT, env: { ...process.env, ...E2E_SERVER_ENV }, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as { outcome: string }[];
}

/** Calls the API with the page's session; `status` is checked. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, status = 200) {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const response = await page.request.fetch(new URL(`/api${path}`, page.url()).href, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data !== undefined && { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}
