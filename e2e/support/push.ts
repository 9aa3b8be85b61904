import { expect, type Page } from '@playwright/test';
import { PUSH_SERVICE_CONTROL } from './e2e-servers.js';

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

type DigestRound = { day: string; sent: { userId: number; units: number; delivered: number; failed: number }[] };

/**
 * Moves the e2e server's clock (NODE_ENV=test only: POST /api/test/clock) and runs a round of daily
 * digests there, as the minute's round would: what it sent.
 */
export async function serverClockAt(page: Page, now: Date): Promise<DigestRound> {
  const response = await page.request.post(new URL('/api/test/clock', page.url()).href, {
    data: { now: now.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { digests: DigestRound }).digests;
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
