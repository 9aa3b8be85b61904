import https from 'node:https';
import type webpush from 'web-push';
import { loadLibrary } from '../../load-library.js';
import { checkTarget } from '../../outbound/address-policy.js';
import { connectionOptions, RefusedAddressError } from '../../outbound/guarded-lookup.js';
import type { VapidKeyPair } from './push.repository.js';

/**
 * Why a notification did not reach a device: `address-refused` (the endpoint is, or now resolves to, a
 * private address), `unreachable` (DNS, connection, certificate), `timeout`, `refused` (the push service
 * answered 4xx: our request or our key; or the device's keys take no payload), `service-error` (it
 * answered 5xx or something unexpected).
 */
export type FailureReason = 'address-refused' | 'unreachable' | 'timeout' | 'refused' | 'service-error';

export type Delivery =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; reason: FailureReason; status?: number; error?: string };

export type DeliveryTarget = { endpoint: string; p256dh: string; auth: string };

export type DeliveryOptions = {
  subject: string;
  allowedHosts: readonly string[];
  timeoutMs: number;
  userAgent: string;
};

export type Notification = { json: string; topic: string; ttlSeconds: number };

const SCHEMES = ['https:'];

/**
 * Sends one encrypted notification to one device's push service (RFC 8030) and says what became of it;
 * never throws for the service's failure. `web-push` encrypts the payload (aes128gcm) and signs the
 * VAPID JWT; the request itself is ours, so that it goes only where the address policy allows, to the
 * address that was checked, and within one time limit (DNS, connection, TLS and answer).
 */
export async function deliver(
  target: DeliveryTarget,
  notification: Notification,
  keys: VapidKeyPair,
  options: DeliveryOptions,
): Promise<Delivery> {
  const url = new URL(target.endpoint);
  // Checked at every send: the endpoint was checked when it was given, but DNS may have changed since.
  const allowed = checkTarget(url, { allowedHosts: options.allowedHosts, schemes: SCHEMES });
  if (!allowed.allowed) return { outcome: 'failed', reason: 'address-refused' };
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    // Loaded at the first send: a server whose members never allow notifications never holds it.
    request = loadLibrary<typeof webpush>('web-push').generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      notification.json,
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: notification.ttlSeconds,
        topic: notification.topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Keys no payload can be encrypted for (checked when given, so only a row damaged since).
    return { outcome: 'failed', reason: 'refused', error: 'encryption' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const status = await post(url, { ...request.headers, 'User-Agent': options.userAgent }, request.body, {
      signal: controller.signal,
      ...connectionOptions(allowed),
    });
    if (status >= 200 && status <= 299) return { outcome: 'delivered', status };
    // The subscription expired or was withdrawn: it will never work again (RFC 8030 §7.3).
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    return { outcome: 'failed', reason: status >= 400 && status <= 499 ? 'refused' : 'service-error', status };
  } catch (error) {
    if (controller.signal.aborted) return { outcome: 'failed', reason: 'timeout' };
    if (error instanceof RefusedAddressError) return { outcome: 'failed', reason: 'address-refused' };
    const code = (error as { code?: string }).code;
    return { outcome: 'failed', reason: 'unreachable', ...(code && { error: code }) };
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs the body and resolves with the answer's status; its body is not needed and not read. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  options: https.RequestOptions,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: 'POST', headers, ...options }, (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
