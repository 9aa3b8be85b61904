import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { digestsAt, saveReminders, startMailedApp } from '../../test/reminders.js';
import type { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The digest's hour is an hour on the clocks of France, on the days they change too.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  const mailed = await startMailedApp();
  inbox = mailed.inbox;
  t = await createTestApp(mailed.env);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function memberWith(digestHour: number, expiresOn: string) {
  const member = await registerUser(t.app);
  await saveReminders(t.app, member.headers, { digestHour });
  await createCustom(t.app, member.headers, { name: 'Lait', categoryId: 2, stock: [{ expiresOn }] });
  return member;
}

const sentTo = async (now: string) => (await digestsAt(t.app, now)).sent.length;

describe('the digest across clock changes', () => {
  it('goes out at 18:00 summer time and 18:00 winter time on the October change (25/10/2026)', async () => {
    await memberWith(18, '2026-10-26');
    expect(await sentTo('2026-10-24T15:59:00Z')).toBe(0); // Saturday, 17:59 summer time
    expect(await sentTo('2026-10-24T16:00:00Z')).toBe(1); // 18:00 summer time
    expect(await sentTo('2026-10-25T16:30:00Z')).toBe(0); // Sunday, 17:30 winter time
    expect(await sentTo('2026-10-25T17:00:00Z')).toBe(1); // 18:00 winter time
    await inbox.next();
    await inbox.next();
  });

  it('sends an hour the clocks show twice only once (02:00 on 25/10/2026)', async () => {
    await memberWith(2, '2026-10-26');
    expect(await sentTo('2026-10-24T23:59:00Z')).toBe(0); // 01:59 summer time
    expect(await sentTo('2026-10-25T00:00:00Z')).toBe(1); // the first 02:00
    expect(await sentTo('2026-10-25T01:00:00Z')).toBe(0); // the second 02:00
    await inbox.next();
  });

  it('sends an hour the clocks skip as soon as it has passed (02:00 on 28/03/2027)', async () => {
    await memberWith(2, '2027-03-29');
    expect(await sentTo('2027-03-28T00:59:00Z')).toBe(0); // 01:59 winter time
    expect(await sentTo('2027-03-28T01:00:00Z')).toBe(1); // 03:00 summer time: 02:00 was skipped
    const mail = await inbox.next();
    expect(mail.text).toContain('À consommer demain');
  });

  it('takes the day in Paris, not in UTC: 22:00 UTC on 28/03/2027 is already the 29th', async () => {
    await memberWith(0, '2027-03-29');
    const late = await digestsAt(t.app, '2027-03-28T21:59:00Z'); // 23:59 on the 28th in Paris
    expect(late).toMatchObject({ day: '2027-03-28', sent: [expect.objectContaining({ units: 1 })] });
    expect((await inbox.next()).text).toContain('À consommer demain');
    const midnight = await digestsAt(t.app, '2027-03-28T22:00:00Z'); // 00:00 on the 29th
    expect(midnight).toMatchObject({ day: '2027-03-29', sent: [expect.objectContaining({ units: 1 })] });
    expect((await inbox.next()).text).toContain('À consommer aujourd’hui');
  });
});
