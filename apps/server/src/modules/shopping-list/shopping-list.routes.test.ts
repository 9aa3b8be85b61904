import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

async function householdOf(headers: Record<string, string>) {
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
  return me.json().household.id as number;
}

// The shopping-list screens come with their own issue; until then rows are written straight to the table.
async function addItem(householdId: number, label: string, checked = false) {
  await t.database.db
    .insertInto('shopping_list_items')
    .values({
      household_id: householdId,
      product_id: null,
      label,
      quantity: 1,
      note: null,
      added_at: new Date().toISOString(),
      checked_at: checked ? new Date().toISOString() : null,
    })
    .execute();
}

describe('GET /api/products/shopping-list?count=true', () => {
  it('is a bare 0 for a new account', async () => {
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe('0');
  });

  it("counts only the household's unchecked items", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceHousehold = await householdOf(alice.headers);
    await addItem(aliceHousehold, 'Lait');
    await addItem(aliceHousehold, 'Pain');
    await addItem(aliceHousehold, 'Œufs', true);
    await addItem(await householdOf(bob.headers), 'Café');

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/products/shopping-list?count=true',
      headers: alice.headers,
    });
    expect(count.body).toBe('2');
    const bobCount = await t.app.inject({
      method: 'GET',
      url: '/api/products/shopping-list?count=true',
      headers: bob.headers,
    });
    expect(bobCount.body).toBe('1');

    const list = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers: alice.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { label: string }) => item.label)).toEqual(['Lait', 'Pain', 'Œufs']);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it.each(['?count=yes', '?count=true&foo=1'])('answers 400 for a bad query %s', async (query) => {
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/shopping-list${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
  });
});
