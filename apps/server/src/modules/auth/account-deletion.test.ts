import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const db = () => t.database.db;

async function account() {
  const { email, headers } = await registerUser(t.app);
  const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json();
  return { email, headers, userId: me.user.id as number, householdId: me.household.id as number };
}

const deleteAccount = (headers: Headers, password = 'motdepasse-solide') =>
  t.app.inject({ method: 'DELETE', url: '/api/me', headers, payload: { password } });

/** Until the join endpoints exist, a second member is written straight into the table. */
async function join(householdId: number, userId: number, joinedAt: string, role: 'owner' | 'member' = 'member') {
  await db()
    .insertInto('household_members')
    .values({ household_id: householdId, user_id: userId, role, joined_at: joinedAt })
    .execute();
}

/** A household's content made by `headers`: a product with a unit, a list line, a recipe. */
async function fill(headers: Headers) {
  const product = await createCustom(t.app, headers, { name: 'Yaourt nature' });
  await addStock(t.app, headers, product.id, { expiresOn: '2026-12-01' });
  const line = await t.app.inject({
    method: 'POST',
    url: '/api/products/shopping-list',
    headers: { ...headers, 'idempotency-key': `cle-${product.id}` },
    payload: { label: 'Pain' },
  });
  expect(line.statusCode).toBe(201);
  await createRecipe(t.app, headers, { name: 'Lassi', ingredients: linked(product) });
  return product;
}

const count = async (table: 'products' | 'recipes' | 'shopping_list_items' | 'stock_events', householdId: number) =>
  (await db().selectFrom(table).select('id').where('household_id', '=', householdId).execute()).length;

describe('DELETE /api/me', () => {
  it('takes the household and all its data when its user was the only member', async () => {
    const a = await account();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: a.email, password: 'motdepasse-solide' },
    });
    await fill(a.headers);

    const response = await deleteAccount(a.headers);
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.headers })).statusCode).toBe(401);
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: otherHeaders })).statusCode).toBe(401);
    expect(await db().selectFrom('users').select('id').where('id', '=', a.userId).execute()).toEqual([]);
    expect(await db().selectFrom('households').select('id').where('id', '=', a.householdId).execute()).toEqual([]);
    for (const table of ['products', 'recipes', 'shopping_list_items', 'stock_events'] as const) {
      expect(await count(table, a.householdId)).toBe(0);
    }
    expect(await db().selectFrom('idempotency_keys').select('key').where('user_id', '=', a.userId).execute()).toEqual(
      [],
    );
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: a.email, password: 'motdepasse-solide' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps a shared household’s data; the member’s name on it becomes null and the next member becomes owner', async () => {
    const a = await account();
    const b = await account();
    await join(a.householdId, b.userId, '2026-11-22T10:00:00.000Z');
    await fill(a.headers);
    // Who did what (the list and stock services record it once the households work lands).
    await db()
      .updateTable('shopping_list_items')
      .set({ added_by: a.userId })
      .where('household_id', '=', a.householdId)
      .execute();
    await db()
      .updateTable('stock_events')
      .set({ done_by: a.userId })
      .where('household_id', '=', a.householdId)
      .execute();
    await db()
      .insertInto('household_invitations')
      .values({
        household_id: a.householdId,
        code_hash: `hash-${a.userId}`,
        created_by: a.userId,
        created_at: '2026-11-21T10:00:00.000Z',
        expires_at: '2026-11-28T10:00:00.000Z',
        used_by: a.userId,
        used_at: '2026-11-21T11:00:00.000Z',
      })
      .execute();

    expect((await deleteAccount(a.headers)).statusCode).toBe(204);

    for (const table of ['products', 'recipes', 'shopping_list_items', 'stock_events'] as const) {
      expect(await count(table, a.householdId)).toBeGreaterThan(0);
    }
    const lines = await db()
      .selectFrom('shopping_list_items')
      .select('added_by')
      .where('household_id', '=', a.householdId)
      .execute();
    expect(lines.every((line) => line.added_by === null)).toBe(true);
    const events = await db()
      .selectFrom('stock_events')
      .select('done_by')
      .where('household_id', '=', a.householdId)
      .execute();
    expect(events.every((event) => event.done_by === null)).toBe(true);
    const invitation = await db()
      .selectFrom('household_invitations')
      .select(['created_by', 'used_by'])
      .where('household_id', '=', a.householdId)
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ created_by: null, used_by: null });
    const members = await db()
      .selectFrom('household_members')
      .select(['user_id', 'role'])
      .where('household_id', '=', a.householdId)
      .execute();
    expect(members).toEqual([{ user_id: b.userId, role: 'owner' }]);
    // B's own account is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: b.headers })).statusCode).toBe(200);
  });

  it('makes the member who joined first the owner when the last owner leaves', async () => {
    const a = await account();
    const b = await account();
    const c = await account();
    await join(a.householdId, b.userId, '2026-11-23T10:00:00.000Z');
    await join(a.householdId, c.userId, '2026-11-22T10:00:00.000Z');
    expect((await deleteAccount(a.headers)).statusCode).toBe(204);
    const members = await db()
      .selectFrom('household_members')
      .select(['user_id', 'role'])
      .where('household_id', '=', a.householdId)
      .orderBy('user_id')
      .execute();
    expect(members).toEqual([
      { user_id: b.userId, role: 'member' },
      { user_id: c.userId, role: 'owner' },
    ]);
  });

  it('leaves the owner alone when a plain member deletes their account', async () => {
    const a = await account();
    const b = await account();
    await join(a.householdId, b.userId, '2026-11-22T10:00:00.000Z');
    expect((await deleteAccount(b.headers)).statusCode).toBe(204);
    const members = await db()
      .selectFrom('household_members')
      .select(['user_id', 'role'])
      .where('household_id', '=', a.householdId)
      .execute();
    expect(members).toEqual([{ user_id: a.userId, role: 'owner' }]);
    // B's personal household, of which they were the only member, is gone.
    expect(await db().selectFrom('households').select('id').where('id', '=', b.householdId).execute()).toEqual([]);
  });

  it('answers 403 wrong-password for a wrong password, deletes nothing, and counts it like a log-in', async () => {
    const a = await account();
    for (let i = 0; i < 5; i++) {
      const wrong = await deleteAccount(a.headers, 'pas-le-bon');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('wrong-password');
    }
    expect((await deleteAccount(a.headers)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.headers })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await deleteAccount(a.headers)).statusCode).toBe(204);
  });

  it('answers 400 without a password and 401 without a session', async () => {
    const a = await account();
    const empty = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: a.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues.map((issue: { path: string }) => issue.path)).toContain('body.password');
    expect((await deleteAccount({})).statusCode).toBe(401);
  });
});
