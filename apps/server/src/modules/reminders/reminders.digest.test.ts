import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe } from '../../test/recipes.js';
import { digestsAt, saveReminders, startMailedApp } from '../../test/reminders.js';
import type { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The daily digest's content on each boundary day, sent once per member and day (decision 0041).
// Thursday 26 November 2026: 18:00 in Paris is 17:00 UTC.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let alice: Awaited<ReturnType<typeof registerUser>>;
const ids: Record<string, number> = {};

const product = async (headers: Record<string, string>, name: string, categoryId: number, dates: (string | null)[]) => {
  const created = await createCustom(t.app, headers, {
    name,
    categoryId,
    stock: dates.map((expiresOn) => ({ expiresOn })),
  });
  ids[name] = created.id;
  return created;
};
const link = (name: string) => ({ productId: ids[name], label: name });
const entry = (name: string, expiresOn: string, dateKind: 'dlc' | 'ddm', count = 1) => ({
  productId: ids[name],
  name,
  expiresOn,
  dateKind,
  count,
});

beforeAll(async () => {
  const mailed = await startMailedApp();
  inbox = mailed.inbox;
  t = await createTestApp(mailed.env);
  alice = await registerUser(t.app);
  await saveReminders(t.app, alice.headers);
  const h = alice.headers;
  await product(h, 'Yaourt', 2, ['2026-11-25', '2026-11-25']); // DLC passed yesterday
  await product(h, 'Jambon', 4, ['2026-11-23']); // DLC passed 3 days ago: already told
  await product(h, 'Lait', 2, ['2026-11-26']); // today
  await product(h, 'Pain', 3, ['2026-11-27']); // tomorrow
  await product(h, 'Riz', 3, ['2026-11-29']); // in 3 days: the lead time
  await product(h, 'Pâtes', 3, ['2026-11-30']); // in 4 days: not yet
  await product(h, 'Biscuits', 5, ['2026-11-25']); // DDM passed yesterday
  await product(h, 'Sel', 7, [null]); // never expires
  await createRecipe(t.app, h, { name: 'Gratin', ingredients: [link('Lait'), link('Pain'), link('Riz')] });
  await createRecipe(t.app, h, { name: 'Quiche', ingredients: [link('Lait'), link('Biscuits')] });
  await createRecipe(t.app, h, { name: 'Soupe', ingredients: [link('Riz')] });
  await createRecipe(t.app, h, { name: 'Crêpes', ingredients: [link('Lait'), link('Yaourt')] });
  await createRecipe(t.app, h, { name: 'Salade', ingredients: [link('Pâtes')] });
  // Another household's yaourt of today is never in Alice's digest.
  const other = await registerUser(t.app);
  await createCustom(t.app, other.headers, {
    name: 'Yaourt du voisin',
    categoryId: 2,
    stock: [{ expiresOn: '2026-11-26' }],
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('the daily digest', () => {
  it('shows today’s digest in its sections: DLC passed since yesterday, today, tomorrow, soon, DDM passed', async () => {
    await digestsAt(t.app, '2026-11-26T09:00:00Z');
    const response = await t.app.inject({ method: 'GET', url: '/api/me/reminders/preview', headers: alice.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2026-11-26',
      sections: [
        { kind: 'dlc-passed', units: [entry('Yaourt', '2026-11-25', 'dlc', 2)] },
        { kind: 'today', units: [entry('Lait', '2026-11-26', 'dlc')] },
        { kind: 'tomorrow', units: [entry('Pain', '2026-11-27', 'ddm')] },
        { kind: 'soon', units: [entry('Riz', '2026-11-29', 'ddm')] },
        { kind: 'ddm-passed', units: [entry('Biscuits', '2026-11-25', 'ddm')] },
      ],
      // The most of what can still be eaten first (a DLC past is not cooked), then the fewest missing.
      recipes: [
        { id: expect.any(Number), name: 'Gratin', uses: 3 },
        { id: expect.any(Number), name: 'Quiche', uses: 2 },
        { id: expect.any(Number), name: 'Crêpes', uses: 1 },
      ],
    });
  });

  it('waits for the member’s hour, then sends it once: one e-mail, whatever the rounds after', async () => {
    expect((await digestsAt(t.app, '2026-11-26T16:59:00Z')).sent).toEqual([]);
    const report = await digestsAt(t.app, '2026-11-26T17:00:00Z');
    expect(report.sent).toEqual([{ userId: expect.any(Number), units: 5, delivered: 1, failed: 0 }]);
    const mail = await inbox.next();
    expect(mail.to).toEqual([alice.email]);
    expect(mail.subject).toBe('5 produits à surveiller');
    expect(mail.text).toContain('DLC dépassée');
    // Each date in its kind's words (core's expiryPhrase, as on the app's screens), never « à consommer avant ».
    expect(mail.text).toContain('- Yaourt ×2 (à consommer jusqu’au 25/11/2026)');
    expect(mail.text).toContain('- Biscuits (à consommer de préférence avant le 25/11/2026)');
    expect(mail.text).toContain('- Riz (à consommer de préférence avant le 29/11/2026, dans 3\u00a0jours)');
    expect(mail.text).toContain(`https://glouton.example.fr/Glouton/product/${ids.Lait}`);
    expect(mail.text).toContain('DDM dépassée — encore bonne');
    expect(mail.text).not.toContain('Jambon');
    expect(mail.text).not.toContain('Pâtes');
    expect(mail.text).not.toContain('voisin');
    expect(mail.html).toContain(`href="https://glouton.example.fr/Glouton/product/${ids.Riz}"`);
    expect(mail.html).toContain('À cuisiner');

    expect((await digestsAt(t.app, '2026-11-26T17:30:00Z')).sent).toEqual([]);
    expect((await digestsAt(t.app, '2026-11-26T22:59:00Z')).sent).toEqual([]);
    expect(inbox.unread()).toBe(0);
  });

  it('does not repeat the next day what an earlier digest already said had passed', async () => {
    const report = await digestsAt(t.app, '2026-11-27T17:00:00Z');
    expect(report.sent).toHaveLength(1);
    const preview = (
      await t.app.inject({ method: 'GET', url: '/api/me/reminders/preview', headers: alice.headers })
    ).json();
    expect(
      preview.sections.map((section: { kind: string; units: { name: string }[] }) => [
        section.kind,
        section.units.map((unit) => unit.name),
      ]),
    ).toEqual([
      ['dlc-passed', ['Lait']],
      ['today', ['Pain']],
      ['soon', ['Riz', 'Pâtes']],
    ]);
    const mail = await inbox.next();
    expect(mail.text).not.toContain('Yaourt');
    expect(mail.text).not.toContain('Biscuits');
  });

  it('never sends an empty digest', async () => {
    const bob = await registerUser(t.app);
    await saveReminders(t.app, bob.headers);
    const bobId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bob.headers })).json().user.id;
    const report = await digestsAt(t.app, '2026-11-28T17:00:00Z');
    expect(report.empty).toEqual([bobId]);
    expect(report.sent.map((sent) => sent.userId)).not.toContain(bobId);
    // Alice's Riz and Pâtes are still coming: hers goes; nothing reaches Bob.
    const mail = await inbox.next();
    expect(mail.to).toEqual([alice.email]);
    expect(inbox.unread()).toBe(0);
  });

  it('keeps quiet on the member’s quiet days and follows their hour and lead time', async () => {
    const carol = await registerUser(t.app);
    // Sunday 29 November is a quiet day; 7:00 in the morning; a week ahead.
    await saveReminders(t.app, carol.headers, { quietDays: [7], digestHour: 7, leadDays: 7 });
    await createCustom(t.app, carol.headers, {
      name: 'Confiture',
      categoryId: 5,
      stock: [{ expiresOn: '2026-12-05' }],
    });
    const sunday = await digestsAt(t.app, '2026-11-29T09:00:00Z');
    expect(sunday.sent.map((sent) => sent.units)).not.toContain(1);
    while (inbox.unread() > 0) await inbox.next();
    const monday = await digestsAt(t.app, '2026-11-30T06:00:00Z');
    expect(monday.sent).toEqual([{ userId: expect.any(Number), units: 1, delivered: 1, failed: 0 }]);
    const mail = await inbox.next();
    expect(mail.to).toEqual([carol.email]);
    expect(mail.text).toContain('À consommer d’ici 7\u00a0jours');
    expect(mail.text).toContain('Confiture (à consommer de préférence avant le 05/12/2026, dans 5\u00a0jours)');
  });

  it('counts a refused address as failed and still serves the other members', async () => {
    const refused = await registerUser(t.app, `refuse-${Date.now()}@example.fr`);
    const dora = await registerUser(t.app);
    for (const member of [refused, dora]) {
      await saveReminders(t.app, member.headers, { digestHour: 8 });
      await createCustom(t.app, member.headers, { name: 'Lait', categoryId: 2, stock: [{ expiresOn: '2026-12-01' }] });
    }
    const report = await digestsAt(t.app, '2026-12-01T08:00:00Z');
    expect(report.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ units: 1, delivered: 0, failed: 1 }),
        expect.objectContaining({ units: 1, delivered: 1, failed: 0 }),
      ]),
    );
    const delivered = report.sent.reduce((sum, sent) => sum + sent.delivered, 0);
    const mails = await Promise.all(Array.from({ length: delivered }, () => inbox.next()));
    const recipients = mails.map((mail) => mail.to[0]);
    expect(recipients).toContain(dora.email);
    expect(recipients).not.toContain(refused.email);
  });
});
