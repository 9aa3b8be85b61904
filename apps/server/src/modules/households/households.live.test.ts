import type { ShoppingListItem } from '@glouton/core/schemas';
import { describe, expect, it } from 'vitest';
import { type openStream, ticketFor } from '../../test/event-stream.js';
import { household, joinHouseholdOf, person } from '../../test/households.js';
import { useLiveTestApp, useOtherServer } from '../../test/live-app.js';
import { createCustom } from '../../test/products.js';
import { uniqueEmail } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

const t = useLiveTestApp();

type Headers = Record<string, string>;
const streamOf = async (headers: Headers) => {
  const stream = await t.stream(headers);
  await stream.nextEvent(); // the count every connection starts with
  return stream;
};

/** Reads until the server ends the stream; fails if it is still open after the timeout. */
async function ended(stream: Awaited<ReturnType<typeof openStream>>) {
  for (;;) {
    try {
      await stream.next(3000);
    } catch (error) {
      expect((error as Error).message).toBe('stream ended');
      return;
    }
  }
}

describe('one household, several people, the same live screens', () => {
  it("Paul's list add reaches Marie's open stream, and the line says Paul added it", async () => {
    const marie = await person(t.app, uniqueEmail('marie'));
    const paul = await person(t.app, uniqueEmail('paul'));
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const stream = await streamOf(marie.headers);
    try {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/products/shopping-list',
        headers: paul.headers,
        payload: { label: 'Beurre' },
      });
      expect(added.statusCode).toBe(201);
      expect(await stream.nextEvent('shopping-list-changed')).toMatchObject({ count: 1 });
      const [line] = (
        await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers: marie.headers })
      ).json() as ShoppingListItem[];
      expect(line?.addedBy).toEqual({ userId: paul.userId, displayName: expect.stringMatching(/^paul-/) });
    } finally {
      stream.close();
    }
  });

  it('a join tells the household (household-changed) and closes the joiner’s stream of their old household', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const marieStream = await streamOf(marie.headers);
    const paulOldStream = await streamOf(paul.headers);
    try {
      await joinHouseholdOf(t.app, marie.headers, paul.headers);
      expect(await marieStream.nextEvent('household-changed')).toMatchObject({ at: expect.any(String) });
      await ended(paulOldStream);
      // Paul reconnects on Marie's household, and hears what Marie does there.
      const paulStream = await streamOf(paul.headers);
      try {
        await createCustom(t.app, marie.headers, { name: 'Pommes' });
        await paulStream.nextEvent('products-changed');
      } finally {
        paulStream.close();
      }
    } finally {
      marieStream.close();
      paulOldStream.close();
    }
  });

  it('a removed member: their stream closes, their session gets 404 on the old household, a ticket asked before opens nothing', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const jam = await createCustom(t.app, marie.headers, { name: 'Confiture' });
    const marieStream = await streamOf(marie.headers);
    const paulStream = await streamOf(paul.headers);
    const earlyTicket = await ticketFor(t.app, paul.headers);
    try {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/household/members/${paul.userId}`,
        headers: marie.headers,
      });
      expect(removed.statusCode).toBe(204);
      await ended(paulStream);
      expect(await marieStream.nextEvent('household-changed')).toMatchObject({ at: expect.any(String) });
      const seen = await t.app.inject({ method: 'GET', url: `/api/products/${jam.id}`, headers: paul.headers });
      expect(seen.statusCode).toBe(404);
      const late = await fetch(`${t.baseUrl}/api/events?ticket=${earlyTicket}`);
      expect(late.status).toBe(401);
      expect((await household(t.app, paul.headers)).members).toHaveLength(1);
    } finally {
      marieStream.close();
      paulStream.close();
    }
  });

  it('a rename reaches the screens of every member', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const paulStream = await streamOf(paul.headers);
    try {
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: '/api/household',
        headers: marie.headers,
        payload: { name: 'Les Martin' },
      });
      expect(renamed.statusCode).toBe(200);
      await paulStream.nextEvent('household-changed');
    } finally {
      paulStream.close();
    }
  });
});

describe.runIf(usingPostgres())('several app servers on one PostgreSQL', () => {
  const other = useOtherServer(t);

  it('a member removed on one server sees nothing of the household on the other at once, and their stream there closes', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const jam = await createCustom(t.app, marie.headers, { name: 'Confiture' });
    // The other server has Paul's session in its cache, and a stream of his open.
    expect(
      (await other.app.inject({ method: 'GET', url: `/api/products/${jam.id}`, headers: paul.headers })).statusCode,
    ).toBe(200);
    const stream = await t.stream(paul.headers, other);
    try {
      await stream.nextEvent();
      const removed = await fetch(`${t.baseUrl}/api/household/members/${paul.userId}`, {
        method: 'DELETE',
        headers: marie.headers,
      });
      expect(removed.status).toBe(204);
      expect((await fetch(`${other.url}/api/products/${jam.id}`, { headers: paul.headers })).status).toBe(404);
      await ended(stream);
    } finally {
      stream.close();
    }
  });
});
