import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveName } from '../../outbound/guarded-lookup.js';
import { startPushService, type TestPushService } from '../../test/push-service.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// The member's devices: what a subscription must be, whose it is, and when it goes. Deliveries are in
// push.send.test.ts.

let t: TestApp;
let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    VAPID_SUBJECT: 'mailto:glouton@exemple.fr',
    PUSH_ALLOWED_HOSTS: service.hostPort,
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Headers = Record<string, string>;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const subscribe = (headers: Headers, payload: object) =>
  call('POST', '/api/me/push-subscriptions', { ...headers, 'user-agent': ANDROID }, payload);
const devicesOf = async (headers: Headers) => (await call('GET', '/api/me/push-subscriptions', headers)).json();

describe('GET /api/push/key', () => {
  it('answers the server’s VAPID public key, an uncompressed P-256 point', async () => {
    const { headers } = await registerUser(t.app);
    const response = await call('GET', '/api/push/key', headers);
    expect(response.statusCode).toBe(200);
    const key = Buffer.from(response.json().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/push/key')).statusCode).toBe(401);
  });
});

describe('POST /api/me/push-subscriptions', () => {
  it('keeps the device and answers it (201): its name, its endpoint, no notification yet', async () => {
    const { headers } = await registerUser(t.app);
    const device = service.device();
    const response = await subscribe(headers, device.subscription);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      device: 'Chrome sur Android',
      endpoint: device.subscription.endpoint,
      createdAt: '2026-11-21T10:00:00.000Z',
      lastSuccessAt: null,
    });
    expect(await devicesOf(headers)).toEqual([response.json()]);
  });

  it('the same endpoint again is the same device, with the keys given now', async () => {
    const { headers } = await registerUser(t.app);
    const device = service.device();
    const first = (await subscribe(headers, device.subscription)).json();
    const again = await subscribe(headers, { ...device.subscription, keys: service.device().subscription.keys });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    expect(await devicesOf(headers)).toHaveLength(1);
  });

  it('moves a device to the member who subscribes it now (a phone signed in to another account)', async () => {
    const marie = await registerUser(t.app);
    const paul = await registerUser(t.app);
    const device = service.device();
    const mine = (await subscribe(marie.headers, device.subscription)).json();
    const moved = await subscribe(paul.headers, device.subscription);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().id).toBe(mine.id);
    expect(await devicesOf(marie.headers)).toEqual([]);
    expect(await devicesOf(paul.headers)).toHaveLength(1);
  });

  // Issue 26: an endpoint alone (it is in every notification's request, and in a browser's storage)
  // took another account's device over, which then got nothing of its own member's.
  it('refuses another account’s endpoint given without its keys (409): that device stays its member’s', async () => {
    const marie = await registerUser(t.app);
    const paul = await registerUser(t.app);
    const device = service.device();
    const mine = (await subscribe(marie.headers, device.subscription)).json();
    const stolen = await subscribe(paul.headers, {
      ...device.subscription,
      keys: service.device().subscription.keys,
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.code).toBe('conflict');
    expect(await devicesOf(marie.headers)).toEqual([mine]);
    expect(await devicesOf(paul.headers)).toEqual([]);
    const stored = await t.database.db
      .selectFrom('push_subscriptions')
      .select(['p256dh', 'auth'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual(device.subscription.keys);
  });

  it('keeps 20 devices per member: a 21st replaces the one that went longest without a notification', async () => {
    const { headers } = await registerUser(t.app);
    const devices = Array.from({ length: 21 }, () => service.device());
    const ids: number[] = [];
    for (const device of devices) {
      ids.push((await subscribe(headers, device.subscription)).json().id);
      t.clock.advance(1000);
    }
    const kept = (await devicesOf(headers)).map((row: { id: number }) => row.id);
    expect(kept).toHaveLength(20);
    expect(kept).not.toContain(ids[0]);
    expect(kept).toContain(ids[20]);
  });

  it.each([
    ['no body at all', {}, 'body.endpoint'],
    ['no keys', { keys: undefined }, 'body.keys'],
    ['a p256dh of the wrong length', { keys: { p256dh: 'AAAA' } }, 'body.keys.p256dh'],
    ['a p256dh that is not base64url', { keys: { p256dh: `${'+'.repeat(87)}` } }, 'body.keys.p256dh'],
    ['an auth secret of the wrong length', { keys: { auth: 'AAAA' } }, 'body.keys.auth'],
    ['an endpoint that is no address', { endpoint: 'mon téléphone' }, 'body.endpoint'],
    ['an http:// endpoint', { endpoint: 'http://fcm.example.fr/x' }, 'body.endpoint'],
    ['an endpoint over 2048 characters', { endpoint: `https://fcm.example.fr/${'x'.repeat(2048)}` }, 'body.endpoint'],
  ])('answers 400 naming the field for %s', async (_label, change, path) => {
    const { headers } = await registerUser(t.app);
    const valid = service.device().subscription;
    const payload = Object.keys(change).length === 0 ? {} : mergeSubscription(valid, change);
    const response = await subscribe(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toContain(path);
    expect(await devicesOf(headers)).toEqual([]);
  });

  it('answers 400 body.keys.p256dh for a key that is not a point of the P-256 curve', async () => {
    const { headers } = await registerUser(t.app);
    const valid = service.device().subscription;
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const response = await subscribe(
      headers,
      mergeSubscription(valid, { keys: { p256dh: offCurve.toString('base64url') } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'body.keys.p256dh', code: 'not-a-p256-key', message: 'La clé p256dh n’est pas une clé publique P-256.' },
    ]);
  });

  // The recipe import's guard: the server never sends to its own network unless PUSH_ALLOWED_HOSTS says so.
  it.each([
    ['a private address', () => 'https://192.168.1.20/push/x', 'private-address'],
    ['the cloud metadata address', () => 'https://169.254.169.254/push/x', 'private-address'],
    ['IPv6 loopback', () => 'https://[::1]/push/x', 'private-address'],
    ['localhost', () => 'https://localhost/push/x', 'private-address'],
    ['a loopback port that is not allowed', () => 'https://127.0.0.1:4443/push/x', 'private-address'],
    [
      'the allowed host on another port',
      () => `https://127.0.0.1:${Number(service.hostPort.split(':')[1]) + 1}/x`,
      'private-address',
    ],
    ['a public host on a port that is not the web’s', () => 'https://push.example.fr:6379/x', 'port'],
    ['a login in the address', () => 'https://moi:secret@push.example.fr/x', 'credentials'],
  ])('answers 400 body.endpoint for %s', async (_label, endpoint, code) => {
    const { headers } = await registerUser(t.app);
    const response = await subscribe(headers, { ...service.device().subscription, endpoint: endpoint() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: 'body.endpoint', code, message: expect.any(String) }]);
    expect(await devicesOf(headers)).toEqual([]);
  });

  it('answers 400 body.endpoint for a name that resolves to a private address (DNS asked now)', async () => {
    // This machine's own name resolves to one of its addresses, never a public one here.
    const name = hostname();
    expect(await resolveName(name)).toBe('private');
    const { headers } = await registerUser(t.app);
    const response = await subscribe(headers, service.device('accept', name).subscription);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'body.endpoint', code: 'private-address', message: expect.stringContaining('privée ou locale') },
    ]);
  });

  it('needs a session', async () => {
    expect((await subscribe({}, service.device().subscription)).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/push-subscriptions/:subscriptionId', () => {
  it('stops the device (204); another member’s device is 404 and stays', async () => {
    const marie = await registerUser(t.app);
    const paul = await registerUser(t.app);
    const hers = (await subscribe(marie.headers, service.device().subscription)).json();
    const his = (await subscribe(paul.headers, service.device().subscription)).json();

    const notHers = await call('DELETE', `/api/me/push-subscriptions/${his.id}`, marie.headers);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().error.code).toBe('not-found');
    expect(await devicesOf(paul.headers)).toHaveLength(1);

    expect((await call('DELETE', `/api/me/push-subscriptions/${hers.id}`, marie.headers)).statusCode).toBe(204);
    expect(await devicesOf(marie.headers)).toEqual([]);
    expect((await call('DELETE', `/api/me/push-subscriptions/${hers.id}`, marie.headers)).statusCode).toBe(404);
  });

  it('answers 400 params.subscriptionId for a malformed id, 401 without a session', async () => {
    const { headers } = await registerUser(t.app);
    const response = await call('DELETE', '/api/me/push-subscriptions/abc', headers);
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response.json())).toEqual(['params.subscriptionId']);
    expect((await call('DELETE', '/api/me/push-subscriptions/1')).statusCode).toBe(401);
  });
});

describe('a device signed out, an account deleted', () => {
  it('signing the device out (logout) stops its notifications; the member’s other devices keep theirs', async () => {
    const { email, headers } = await registerUser(t.app);
    const login = await call('POST', '/api/login', {}, { email, password: 'motdepasse-solide' });
    const tablet = { authorization: `Bearer ${login.json().token}` };
    await subscribe(headers, service.device().subscription);
    const kept = (await subscribe(tablet, service.device().subscription)).json();

    expect((await call('POST', '/api/logout', headers)).statusCode).toBe(204);
    expect(await devicesOf(tablet)).toEqual([kept]);
  });

  it('deleting the account takes every device with it', async () => {
    const { headers } = await registerUser(t.app);
    const device = service.device();
    await subscribe(headers, device.subscription);
    const deleted = await call('DELETE', '/api/me', headers, { password: 'motdepasse-solide' });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', device.subscription.endpoint)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('a server without push', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('says so: no key, and 503 push-unavailable to a subscription', async () => {
    const { headers } = await registerUser(off.app);
    expect((await off.app.inject({ method: 'GET', url: '/api/push/key', headers })).json()).toEqual({
      publicKey: null,
    });
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers,
      payload: service.device().subscription,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('push-unavailable');
  });
});

type Subscription = ReturnType<TestPushService['device']>['subscription'];
/** The subscription with some fields replaced (keys merged), as a malformed browser might send it. */
function mergeSubscription(valid: Subscription, change: { endpoint?: string; keys?: object }): object {
  return { ...valid, ...change, ...(change.keys && { keys: { ...valid.keys, ...change.keys } }) };
}
