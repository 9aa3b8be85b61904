import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_EMAIL } from '../../test/reminders.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await registerUser(t.app);
});
afterAll(() => t.close());

const get = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/me/reminders', ...(headers && { headers }) });
const put = (payload: unknown, headers: Record<string, string> = alice.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/me/reminders', headers, payload: payload as object });

describe('GET/PUT /api/me/reminders', () => {
  it('starts with the defaults: 3 days ahead, at 18:00, e-mail off, every day; push off on a server without it', async () => {
    const response = await get(alice.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      leadDays: 3,
      digestHour: 18,
      // Push is on by default, but this server has no VAPID subject: answered off, not a « Oui » that sends nothing.
      channels: { push: false, email: false, calendar: true },
      quietDays: [],
      // No SMTP and no VAPID subject on this server: the screen shows those off and disabled.
      available: { push: false, email: false, calendar: true },
      email: alice.email,
      calendarSubscribed: false,
    });
  });

  it('keeps what the member saves, for them only', async () => {
    const saved = {
      leadDays: 7,
      digestHour: 7,
      channels: { push: false, email: false, calendar: false },
      quietDays: [7, 6],
    };
    const response = await put(saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(saved);
    expect((await get(alice.headers)).json()).toMatchObject({ ...saved, quietDays: [6, 7] });
    const bob = await registerUser(t.app);
    expect((await get(bob.headers)).json()).toMatchObject({ leadDays: 3, digestHour: 18, quietDays: [] });
  });

  it.each([
    ['push', 'VAPID_SUBJECT'],
    ['email', 'SMTP_URL'],
  ] as const)(
    'refuses to switch %s on when this server cannot send it (409, naming it), and saves nothing',
    async (channel, setting) => {
      const before = (await get(alice.headers)).json();
      const response = await put({
        ...BY_EMAIL,
        digestHour: 9,
        channels: { push: false, email: false, calendar: true, [channel]: true },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'channel-unavailable',
        message: expect.stringContaining(setting),
      });
      expect(issuePaths(response.json())).toEqual([`body.channels.${channel}`]);
      expect((await get(alice.headers)).json()).toEqual(before);
    },
  );

  it.each([
    [{ leadDays: 0 }, 'body.leadDays'],
    [{ leadDays: 15 }, 'body.leadDays'],
    [{ leadDays: 2.5 }, 'body.leadDays'],
    [{ digestHour: 24 }, 'body.digestHour'],
    [{ digestHour: -1 }, 'body.digestHour'],
    [{ channels: { push: true, email: true, calendar: true, sms: true } }, 'body.channels'],
    [{ channels: { push: 'oui', email: true, calendar: true } }, 'body.channels.push'],
    [{ quietDays: [0] }, 'body.quietDays.0'],
    [{ quietDays: [8] }, 'body.quietDays.0'],
    [{ quietDays: [6, 6] }, 'body.quietDays'],
  ])('refuses %j naming %s, and keeps the settings', async (change, path) => {
    const before = (await get(alice.headers)).json();
    const response = await put({ ...BY_EMAIL, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toContain(path);
    expect((await get(alice.headers)).json()).toEqual(before);
  });

  it('refuses a body missing a field (the settings are replaced as a whole)', async () => {
    const { quietDays: _left, ...partial } = BY_EMAIL;
    const response = await put(partial);
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response.json())).toEqual(['body.quietDays']);
  });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: '/api/me/reminders', payload: BY_EMAIL });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('POST /api/me/reminders/test', () => {
  it.each([[{ channel: 'calendar' }], [{ channel: 'sms' }], [{}]])('refuses %j naming body.channel', async (body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: alice.headers,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response.json())).toEqual(['body.channel']);
  });

  it('answers 409 channel-unavailable for a channel this server cannot send through', async () => {
    for (const channel of ['email', 'push']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/reminders/test',
        headers: alice.headers,
        payload: { channel },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'channel-unavailable' });
    }
  });
});
