import { addDays, parisToday } from '@glouton/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, feedPathOf, readFeed } from '../../test/calendar.js';
import { joinHouseholdOf, person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const day = (offset: number) => addDays(parisToday(t.clock.now()), offset);

async function unitOf(headers: Headers, name: string, offset: number) {
  const created = await createCustom(t.app, headers, { name, dateKind: 'dlc' });
  await addStock(t.app, headers, created.id, { expiresOn: day(offset) });
}

const summaries = async (url: string) => (await readFeed(t.app, url)).events.map((event) => event.summary);

describe('the feed follows the person', () => {
  it('shows the household they join, then the new one they get when they leave', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await unitOf(marie.headers, 'Yaourt', 1);
    await unitOf(paul.headers, 'Tofu', 2);
    const url = await createFeed(t.app, paul.headers);
    expect(await summaries(url)).toEqual(['Glouton\u00a0: Tofu (DLC)']);

    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    // He brought nothing: his tofu stayed with his old household, deleted with it.
    expect(await summaries(url)).toEqual(['Glouton\u00a0: Yaourt (DLC)']);

    const left = await t.app.inject({ method: 'POST', url: '/api/household/leave', headers: paul.headers });
    expect(left.statusCode, left.body).toBe(200);
    // The same address, now his new empty household's: Marie's yaourt is hers, not his.
    expect(await summaries(url)).toEqual([]);
    await unitOf(paul.headers, 'Houmous', 3);
    expect(await summaries(url)).toEqual(['Glouton\u00a0: Houmous (DLC)']);
  });

  it('is deleted with the account (the foreign key): its address opens nothing', async () => {
    const marie = await person(t.app);
    const url = await createFeed(t.app, marie.headers);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: marie.headers,
      payload: { password: 'motdepasse-solide' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const rows = await t.database.db
      .selectFrom('calendar_feeds')
      .select('user_id')
      .where('user_id', '=', marie.userId)
      .execute();
    expect(rows).toEqual([]);
    const response = await t.app.inject({ method: 'GET', url: feedPathOf(url) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });
});
