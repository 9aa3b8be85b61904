import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { startPushService, type TestDevice, type TestPushService } from '../../test/push-service.js';
import { digestsAt, saveReminders, startMailedApp } from '../../test/reminders.js';
import type { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The digest as a notification: sent for real to an https push service on loopback that checks the
// VAPID signature and decrypts the payload; a push service that hangs holds back no one else.
let t: TestApp;
let service: TestPushService;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  service = await startPushService();
  const mailed = await startMailedApp();
  inbox = mailed.inbox;
  t = await createTestApp({
    ...mailed.env,
    VAPID_SUBJECT: 'mailto:glouton@exemple.fr',
    PUSH_ALLOWED_HOSTS: service.hostPort,
    PUSH_TIMEOUT_MS: '800',
  });
  await digestsAt(t.app, '2026-11-26T09:00:00Z');
});
afterAll(async () => {
  await t.close();
  await service.close();
  await inbox.close();
});

async function memberWith(devices: TestDevice[], settings: Parameters<typeof saveReminders>[2] = {}) {
  const member = await registerUser(t.app);
  for (const device of devices) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: member.headers,
      payload: device.subscription,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  await saveReminders(t.app, member.headers, { channels: { push: true, email: false, calendar: true }, ...settings });
  return member;
}

const payloadsOf = (device: TestDevice) => service.textsOf(device).map((text) => JSON.parse(text));

describe('the digest by notification', () => {
  it('is on by default on a server that sends notifications (the default a server without push answers off)', async () => {
    const member = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/me/reminders', headers: member.headers });
    expect(response.json()).toMatchObject({
      channels: { push: true, email: false, calendar: true },
      available: { push: true, email: true, calendar: true },
    });
  });

  it('reaches every device the member allowed, decrypted: title, sections, recipes, products to add', async () => {
    const phone = service.device();
    const laptop = service.device();
    const member = await memberWith([phone, laptop]);
    const lait = await createCustom(t.app, member.headers, {
      name: 'Lait',
      categoryId: 2,
      stock: [{ expiresOn: '2026-11-26' }],
    });
    const riz = await createCustom(t.app, member.headers, {
      name: 'Riz',
      categoryId: 3,
      stock: [{ expiresOn: '2026-11-28' }],
    });
    const report = await digestsAt(t.app, '2026-11-26T17:00:00Z');
    expect(report.sent).toEqual([{ userId: expect.any(Number), units: 2, delivered: 2, failed: 0 }]);
    for (const device of [phone, laptop]) {
      const [payload] = payloadsOf(device);
      expect(payload).toMatchObject({
        title: '2 produits à surveiller',
        body: 'À consommer aujourd’hui\u00a0: Lait\nÀ consommer d’ici 3\u00a0jours\u00a0: Riz',
        url: '/reminders',
        productIds: [lait.id, riz.id],
      });
    }
    expect(service.received.at(-1)).toMatchObject({ topic: 'rappel-du-jour', urgency: 'normal' });
  });

  it('a push service that hangs or fails holds back neither the member’s e-mail nor another member', async () => {
    const stuck = service.device('hang');
    const broken = service.device('error');
    const slow = await memberWith([stuck, broken], { channels: { push: true, email: true, calendar: true } });
    const other = service.device();
    const fine = await memberWith([other]);
    for (const member of [slow, fine]) {
      await createCustom(t.app, member.headers, { name: 'Pain', categoryId: 3, stock: [{ expiresOn: '2026-11-28' }] });
    }
    const report = await digestsAt(t.app, '2026-11-27T17:00:00Z');
    expect(report.sent).toEqual(
      expect.arrayContaining([
        // Slow: both devices failed, the e-mail went.
        expect.objectContaining({ units: 1, delivered: 1, failed: 2 }),
        expect.objectContaining({ units: 1, delivered: 1, failed: 0 }),
      ]),
    );
    expect(payloadsOf(other)[0]).toMatchObject({
      title: '1 produit à surveiller',
      url: expect.stringMatching(/^\/product\/\d+$/),
    });
    expect((await inbox.next()).to).toEqual([slow.email]);
  });

  it('« m’envoyer maintenant » sends a sample to the member’s devices when nothing expires', async () => {
    const device = service.device();
    const member = await memberWith([device]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: member.headers,
      payload: { channel: 'push' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ channel: 'push', sample: true, delivered: 1, failed: 0 });
    expect(payloadsOf(device)[0]).toMatchObject({
      title: 'Vos rappels Glouton sont prêts',
      body: expect.stringContaining('Rien ne périme'),
    });
    const nobody = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: nobody.headers,
      payload: { channel: 'push' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('channel-unavailable');
  });
});
