import { hostname } from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus.js';
import type { Config } from '../../config.js';
import { createTransactions } from '../../db/transaction.js';
import { ensureLocalCertificate } from '../../hosting/local-authority.js';
import { startPushService, type TestDevice, type TestPushService } from '../../test/push-service.js';
import { tempFolder } from '../../test/temp-folder.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createPushService, type PushDelivery } from './push.service.js';
import { PAYLOAD_MAX_BYTES } from './push-message.js';

// Notifications sent for real: to an https push service on loopback that checks the VAPID signature and
// decrypts the payload with the device's key, as a browser's push service and the browser would.

let t: TestApp;
let service: TestPushService;
/** A push service whose certificate no authority we trust signed. */
let stranger: TestPushService;
const logs: string[] = [];

beforeAll(async () => {
  service = await startPushService();
  const foreign = ensureLocalCertificate(tempFolder('glouton-foreign-'), {
    dns: ['localhost'],
    ips: ['127.0.0.1'],
  });
  stranger = await startPushService({ certificate: foreign });
  const port = service.hostPort.split(':')[1];
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    VAPID_SUBJECT: 'mailto:glouton@exemple.fr',
    PUSH_ALLOWED_HOSTS: [service.hostPort, stranger.hostPort, `${hostname()}:${port}`].join(','),
    // The time limit of one delivery: a service that hangs is given up on after it.
    PUSH_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
  await stranger.close();
});

/** The push channel as the reminders use it, on the test app's database (its own keys, its own devices). */
function pushChannel(config: Partial<Config['push']> = {}) {
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const { db } = t.database;
  return createPushService({
    db,
    transaction: createTransactions(db, createBus({ log })),
    clock: t.clock,
    log,
    config: { ...t.config.push, ...config },
    userAgent: 'Glouton/test',
  });
}

type Headers = Record<string, string>;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A member with these devices subscribed through the API. */
async function member(...devices: TestDevice[]) {
  const { headers } = await registerUser(t.app);
  const userId: number = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().user.id;
  const ids: number[] = [];
  for (const device of devices) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: { ...headers, 'user-agent': ANDROID },
      payload: device.subscription,
    });
    if (response.statusCode !== 201) throw new Error(`subscribe failed: ${response.body}`);
    ids.push(response.json().id);
  }
  return { headers, userId, ids };
}
/** The outcomes (and reasons) of a send, in the order the devices were subscribed. */
const byDevice = (ids: number[], results: PushDelivery[]) =>
  ids.map((id) => {
    const result = results.find((entry) => entry.subscriptionId === id);
    return result?.reason ? `${result.outcome}: ${result.reason}` : result?.outcome;
  });
const devicesOf = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/push-subscriptions', headers })).json();

const digest = {
  title: '3 produits à consommer',
  body: 'Yaourt nature (aujourd’hui), Crème fraîche (demain), Tomates (dans 3 jours). Idée : gratin.',
  url: '/products',
  productIds: [12, 15, 15],
};

describe('send(userId, message)', () => {
  it('delivers the digest to the member’s device: signed with the server’s key, decrypted as sent', async () => {
    const phone = service.device();
    const marie = await member(phone);
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: marie.headers })).json().publicKey;

    const results = await pushChannel().send(marie.userId, digest);

    expect(results).toEqual([{ subscriptionId: marie.ids[0], device: 'Chrome sur Android', outcome: 'delivered' }]);
    const [received] = service.received.filter((entry) => entry.deviceId === phone.id);
    expect(JSON.parse(received?.text ?? '')).toEqual({
      title: '3 produits à consommer',
      body: digest.body,
      url: '/products',
      productIds: [12, 15],
      tag: 'rappel-du-jour',
    });
    expect(received?.vapidKey).toBe(key);
    expect(received?.claims).toMatchObject({ aud: service.origin, sub: 'mailto:glouton@exemple.fr' });
    // A newer digest replaces one not yet delivered; one not delivered within 12 hours is dropped.
    expect(received).toMatchObject({ topic: 'rappel-du-jour', ttl: '43200', urgency: 'normal' });
    expect((await devicesOf(marie.headers))[0].lastSuccessAt).toBe(t.clock.now().toISOString());
  });

  it('reaches every device of the member and none of another’s', async () => {
    const [phone, laptop, other] = [service.device(), service.device(), service.device()];
    const marie = await member(phone, laptop);
    await member(other);
    const results = await pushChannel().send(marie.userId, digest);
    expect(byDevice(marie.ids, results)).toEqual(['delivered', 'delivered']);
    expect(service.textsOf(phone)).toHaveLength(1);
    expect(service.textsOf(laptop)).toHaveLength(1);
    expect(service.textsOf(other)).toEqual([]);
  });

  it('resolves with nothing for a member who allowed no device', async () => {
    const { userId } = await member();
    expect(await pushChannel().send(userId, digest)).toEqual([]);
  });

  it.each([
    ['410 Gone', 'gone'],
    ['404', 'not-found'],
  ] as const)('a push service answering %s removes the subscription', async (_label, behaviour) => {
    const [old, current] = [service.device(behaviour), service.device()];
    const marie = await member(old, current);
    const results = await pushChannel().send(marie.userId, digest);
    expect(byDevice(marie.ids, results)).toEqual(['gone', 'delivered']);
    expect((await devicesOf(marie.headers)).map((row: { id: number }) => row.id)).toEqual([marie.ids[1]]);
  });

  it('a push service that hangs or fails does not hold back another member; its devices wait for the next digest', async () => {
    const [hangs, fails, works] = [service.device('hang'), service.device('error'), service.device()];
    const marie = await member(hangs, fails, works);
    const paulsPhone = service.device();
    const paul = await member(paulsPhone);
    const channel = pushChannel();

    const [hers, his] = await Promise.all([channel.send(marie.userId, digest), channel.send(paul.userId, digest)]);

    expect(his).toEqual([expect.objectContaining({ outcome: 'delivered' })]);
    expect(service.textsOf(paulsPhone)).toHaveLength(1);
    expect(byDevice(marie.ids, hers)).toEqual(['failed: timeout', 'failed: service-error', 'delivered']);
    expect(await devicesOf(marie.headers)).toHaveLength(3);

    // The next digest is tried again on every device.
    hangs.behave('accept');
    fails.behave('accept');
    const next = await channel.send(marie.userId, { ...digest, title: 'Demain' });
    expect(byDevice(marie.ids, next)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('checks certificates as usual: a push service whose certificate nobody trusts gets nothing', async () => {
    const device = stranger.device();
    const marie = await member(device);
    const [result] = await pushChannel().send(marie.userId, digest);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'unreachable' });
    expect(stranger.received).toEqual([]);
  });

  it('checks the address again at each send: an endpoint no longer allowed, or a name now private, gets nothing', async () => {
    const port = service.hostPort.split(':')[1];
    const byAddress = service.device();
    const byName = service.device('accept', `${hostname()}:${port}`);
    const marie = await member(byAddress, byName);
    // With the allowance the name is reached (the certificate names this machine)…
    expect(byDevice(marie.ids, await pushChannel().send(marie.userId, digest))).toEqual(['delivered', 'delivered']);
    // …without it, both are refused before any connection: the literal by the policy, the name by its DNS answer.
    const results = await pushChannel({ allowedHosts: [] }).send(marie.userId, { ...digest, title: 'Refusé' });
    expect(byDevice(marie.ids, results)).toEqual(['failed: address-refused', 'failed: address-refused']);
    expect(service.received.filter((entry) => entry.text.includes('Refusé'))).toEqual([]);
  });

  it('keeps the payload within one 4 KB record: a long body is cut, never the address', async () => {
    const phone = service.device();
    const marie = await member(phone);
    const long = {
      title: 'T'.repeat(300),
      body: 'Épinards à consommer. '.repeat(400),
      url: '/products',
      productIds: Array.from({ length: 80 }, (_, index) => index + 1),
    };
    expect((await pushChannel().send(marie.userId, long))[0]?.outcome).toBe('delivered');
    const [text = ''] = service.textsOf(phone);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
    const payload = JSON.parse(text);
    expect([...payload.title]).toHaveLength(100);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.url).toBe('/products');
    expect(payload.productIds).toHaveLength(50);
  });

  it('logs a failure with where it went, never the keys nor the device’s token', async () => {
    const device = service.device('error');
    const marie = await member(device);
    logs.length = 0;
    await pushChannel().send(marie.userId, digest);
    const line = logs.find((entry) => entry.includes('push notification not delivered')) ?? '';
    expect(JSON.parse(line).push).toMatchObject({ userId: marie.userId, service: service.origin, status: 500 });
    for (const secret of [device.id, device.subscription.keys.p256dh, device.subscription.keys.auth]) {
      expect(logs.join('\n')).not.toContain(secret);
    }
    const keys = await t.database.db.selectFrom('push_vapid_keys').select('private_key').executeTakeFirstOrThrow();
    expect(logs.join('\n')).not.toContain(keys.private_key);
  });
});

describe('POST /api/me/push-subscriptions/:subscriptionId/test', () => {
  const test = (headers: Headers, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/me/push-subscriptions/${id}/test`, headers });

  it('sends a test notification to that device and says it was delivered', async () => {
    const phone = service.device();
    const marie = await member(phone);
    const response = await test(marie.headers, marie.ids[0] as number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'delivered' });
    expect(JSON.parse(service.textsOf(phone)[0] ?? '')).toMatchObject({
      body: 'Les notifications arrivent bien sur cet appareil.',
      url: '/',
      productIds: [],
      tag: 'essai',
    });
  });

  it('says gone (and forgets the device) when its push service no longer knows it', async () => {
    const marie = await member(service.device('gone'));
    expect((await test(marie.headers, marie.ids[0] as number)).json()).toEqual({ outcome: 'gone' });
    expect(await devicesOf(marie.headers)).toEqual([]);
  });

  it('answers 404 for another member’s device and sends it nothing', async () => {
    const paulsPhone = service.device();
    const paul = await member(paulsPhone);
    const marie = await member();
    const response = await test(marie.headers, paul.ids[0] as number);
    expect(response.statusCode).toBe(404);
    expect(service.textsOf(paulsPhone)).toEqual([]);
  });
});
