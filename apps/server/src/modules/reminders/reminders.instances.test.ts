import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createSettableClock } from '../../clock.js';
import { openDatabase } from '../../db/database.js';
import { createCustom } from '../../test/products.js';
import { saveReminders, startMailedApp } from '../../test/reminders.js';
import type { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Several app servers on one database (PostgreSQL in production; a file here on SQLite), and a server
// that was stopped at the digest's hour.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  const mailed = await startMailedApp();
  inbox = mailed.inbox;
  t = await createTestApp(mailed.env, undefined, { shared: true });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** Another app server on the same database, its clock at `now`; its first round runs when it is ready. */
async function anotherServer(now: string) {
  const database = await openDatabase(t.config);
  const clock = createSettableClock(new Date(now));
  const app = await buildApp({ config: t.config, database, clock });
  return {
    app,
    clock,
    ready: () => app.ready(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const tick = async (app: TestApp['app'], now: string) =>
  (await app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } })).json().digests;

describe('the digest on several app servers', () => {
  it('is sent by exactly one of two servers running their rounds at the same moment', async () => {
    const members = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    for (const member of members) {
      await saveReminders(t.app, member.headers);
      await createCustom(t.app, member.headers, { name: 'Lait', categoryId: 2, stock: [{ expiresOn: '2026-11-27' }] });
    }
    const other = await anotherServer('2026-11-26T09:00:00Z');
    await other.ready();
    try {
      const rounds = [
        ...(await Promise.all([tick(t.app, '2026-11-26T17:05:00Z'), tick(other.app, '2026-11-26T17:05:00Z')])),
        ...(await Promise.all([tick(t.app, '2026-11-26T17:06:00Z'), tick(other.app, '2026-11-26T17:06:00Z')])),
      ];
      const sent = rounds.flatMap((round) => round.sent.map((entry: { userId: number }) => entry.userId));
      expect(sent).toHaveLength(3);
      expect(new Set(sent).size).toBe(3);
      const mails = await Promise.all(members.map(() => inbox.next()));
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual(members.map((member) => member.email).sort());
      // Nothing more arrives: no server sent a digest twice. Another round on each server waits for any
      // round still running there (a round never overlaps another), and sends nothing itself; a sent
      // e-mail is in the inbox before the send ends (the inbox answers the SMTP DATA once it holds it).
      const late = await Promise.all([tick(t.app, '2026-11-26T17:06:30Z'), tick(other.app, '2026-11-26T17:06:30Z')]);
      expect(late.flatMap((round) => round.sent)).toEqual([]);
      expect(inbox.unread()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('sends at start the digest missed while the server was stopped, if it is still that day', async () => {
    const member = await registerUser(t.app);
    await saveReminders(t.app, member.headers, { digestHour: 7 });
    await createCustom(t.app, member.headers, { name: 'Pain', categoryId: 3, stock: [{ expiresOn: '2026-11-28' }] });
    // The 27th, 21:00 in Paris: the 7:00 digest was missed. The server starts: its first round sends it.
    const restarted = await anotherServer('2026-11-27T20:00:00Z');
    try {
      await restarted.ready();
      // The members of the first test get theirs too (their Lait is for today): four e-mails.
      const mails = await Promise.all(Array.from({ length: 4 }, () => inbox.next(10_000)));
      const mail = mails.find((candidate) => candidate.to[0] === member.email);
      expect(mail?.text).toContain(
        'À consommer demain\n- Pain (à consommer de préférence avant le 28/11/2026, demain)',
      );
    } finally {
      await restarted.close();
    }
    // The next morning, before 7:00, a server starting sends nothing: that was yesterday's.
    const early = await anotherServer('2026-11-28T05:00:00Z');
    try {
      await early.ready();
      expect((await tick(early.app, '2026-11-28T05:00:00Z')).sent).toEqual([]);
    } finally {
      await early.close();
    }
  });
});
