import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { digestsAt, saveReminders, startMailedApp } from '../../test/reminders.js';
import type { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { UNSUBSCRIBE_LINK_VALID_DAYS } from './unsubscribe-token.js';

// The e-mail channel: a French HTML message with its text part, and an unsubscribe link that works
// without logging in (signed, single purpose), as a page and as a mail client's one click.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  const mailed = await startMailedApp();
  inbox = mailed.inbox;
  t = await createTestApp(mailed.env);
  await digestsAt(t.app, '2026-11-26T09:00:00Z');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const settingsOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/reminders', headers })).json();
const tokenIn = (text: string) => /unsubscribe\?token=([\w.-]+)/.exec(text)?.[1] ?? '';

describe('the digest by e-mail', () => {
  it('is a French HTML message with a plain-text part and the unsubscribe headers', async () => {
    const member = await registerUser(t.app);
    await saveReminders(t.app, member.headers);
    await createCustom(t.app, member.headers, {
      name: 'Crème <fraîche> & co',
      categoryId: 2,
      stock: [{ expiresOn: '2026-11-27' }],
    });
    expect(await settingsOf(member.headers)).toMatchObject({ available: { email: true } });
    await digestsAt(t.app, '2026-11-26T17:00:00Z');
    const mail = await inbox.next();
    expect(mail.from).toBe('glouton@example.fr');
    expect(mail.subject).toBe('1 produit à surveiller');
    expect(mail.html).toContain('<html lang="fr">');
    // Names are escaped in the HTML, as they are in the text.
    expect(mail.html).toContain('Crème &#60;fraîche&#62; &#38; co');
    expect(mail.text).toContain('À consommer demain\n- Crème <fraîche> & co (à consommer jusqu’au 27/11/2026, demain)');
    expect(mail.text).toContain('Régler vos rappels : https://glouton.example.fr/Glouton/reminders');
    // mailparser reads the List-* headers into `list`.
    expect(mail.headers.get('list')).toMatchObject({
      unsubscribe: {
        url: expect.stringMatching(/^https:\/\/glouton\.example\.fr\/api\/reminders\/unsubscribe\?token=[\w.-]+$/),
      },
    });
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('stops with the link, without a session; an altered or foreign token is a 404', async () => {
    const member = await registerUser(t.app);
    await saveReminders(t.app, member.headers, { leadDays: 5 });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: member.headers,
      payload: { channel: 'email' },
    });
    expect(sent.statusCode).toBe(202);
    const token = tokenIn((await inbox.next()).text);
    expect(token).not.toBe('');

    // Another member's id, the same id written with a leading zero (it was read as the same member:
    // issue 26), another day, a link of the first format (no day).
    const [id, day, signature] = token.split('.');
    for (const bad of [
      `${token}x`,
      token.replace(/^\d+/, '1'),
      `0${token}`,
      `${id}.${Number(day) - 1}.${signature}`,
      `${id}.${signature}`,
      'abcdefghijklmnop',
    ]) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${bad}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('not-found');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await settingsOf(member.headers)).toMatchObject({ channels: { email: true } });

    const done = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}` });
    expect(done.statusCode).toBe(204);
    // Only the e-mail channel goes: the lead time and the rest stay.
    expect(await settingsOf(member.headers)).toMatchObject({ leadDays: 5, channels: { email: false, push: false } });
    // Clicked twice (a second tab, a mail scanner): the same answer.
    expect((await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}` })).statusCode).toBe(
      204,
    );
  });

  it(`works for ${UNSUBSCRIBE_LINK_VALID_DAYS} days after its digest, not after`, async () => {
    const member = await registerUser(t.app);
    await saveReminders(t.app, member.headers);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/reminders/test',
        headers: member.headers,
        payload: { channel: 'email' },
      });
    expect((await send()).statusCode).toBe(202);
    const token = tokenIn((await inbox.next()).text);
    const unsubscribe = () => t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}` });
    const days = (count: number) => t.clock.advance(count * 86_400_000);

    days(UNSUBSCRIBE_LINK_VALID_DAYS + 1);
    const late = await unsubscribe();
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toContain('expiré');
    days(-2);
    expect((await unsubscribe()).statusCode).toBe(204);
    days(-(UNSUBSCRIBE_LINK_VALID_DAYS - 1));
    expect(await settingsOf(member.headers)).toMatchObject({ channels: { email: false } });
  });

  it('takes a mail client’s one-click unsubscribe (a form body), and only that route takes a form', async () => {
    const member = await registerUser(t.app);
    await saveReminders(t.app, member.headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: member.headers,
      payload: { channel: 'email' },
    });
    const token = tokenIn((await inbox.next()).text);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${token}`,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    expect(await settingsOf(member.headers)).toMatchObject({ channels: { email: false } });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: form,
      payload: 'email=a%40b.fr&password=x',
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().error.code).toBe('unsupported-media-type');
  });

  it('« m’envoyer maintenant » sends today’s digest, or a short sample when it would be empty', async () => {
    const member = await registerUser(t.app);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: member.headers,
      payload: { channel: 'email' },
    });
    expect(empty.statusCode).toBe(202);
    expect(empty.json()).toEqual({ channel: 'email', sample: true, delivered: 1, failed: 0 });
    const sample = await inbox.next();
    expect(sample.subject).toBe('Vos rappels Glouton sont prêts');
    expect(sample.text).toContain('Rien ne périme d’ici 3\u00a0jours');

    await createCustom(t.app, member.headers, { name: 'Jambon', categoryId: 4, stock: [{ expiresOn: '2026-11-26' }] });
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/me/reminders/test',
      headers: member.headers,
      payload: { channel: 'email' },
    });
    expect(real.json()).toEqual({ channel: 'email', sample: false, delivered: 1, failed: 0 });
    expect((await inbox.next()).text).toContain(
      'À consommer aujourd’hui\n- Jambon (à consommer jusqu’au 26/11/2026, aujourd’hui)',
    );
    // Not the day's digest: that one still goes at its hour (this member never switched e-mail on: none).
    expect((await digestsAt(t.app, '2026-11-26T20:00:00Z')).sent).toEqual([]);
  });

  it('limits « m’envoyer maintenant » to a few an hour (429)', async () => {
    const member = await registerUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/reminders/test',
        headers: member.headers,
        payload: { channel: 'email' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 202) await inbox.next();
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
