import type { Digest, Product, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf, type Person, person } from '../../test/households.js';
import { createPlace, placeNamed } from '../../test/places.js';
import { createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The test clock: Saturday 21 November 2026, 11:00 in Paris.
let t: TestApp;
let alice: Person;
let bob: Person;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await person(t.app);
  bob = await person(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const freeze = (headers: Headers, product: Product, itemId: number, payload: object = {}) =>
  post(`/api/products/${product.id}/stock/${itemId}/freeze`, headers, payload);
const thaw = (headers: Headers, product: Product, itemId: number) =>
  post(`/api/products/${product.id}/stock/${itemId}/thaw`, headers, {});
const change = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StockChangeResponse;
};
const one = async (name: string, categoryId: number, expiresOn: string | null, headers = alice.headers) => {
  const product = await createCustom(t.app, headers, { name, categoryId, stock: [{ expiresOn }] });
  return { product, itemId: product.stock[0]?.id as number };
};

describe('POST /api/products/:id/stock/:itemId/freeze', () => {
  it('moves a unit to the first freezer, keeps its DLC and gives it the category’s freezer time', async () => {
    const freezer = await placeNamed(t.app, alice.headers, 'Congélateur');
    const { product, itemId } = await one('Poulet fermier', 4, '2026-11-22');
    const frozen = change(await freeze(alice.headers, product, itemId));
    expect(frozen.product.stock).toEqual([
      {
        id: itemId,
        // Meat and fish: 3 months (FoodKeeper's lower bound), counted from today.
        expiresOn: '2027-02-21',
        addedAt: expect.any(String),
        openedOn: null,
        placeId: freezer.id,
        frozenOn: '2026-11-21',
        originalExpiresOn: '2026-11-22',
        thawedOn: null,
        priceCents: null,
      },
    ]);
    // The product's order and summary follow the freezer date.
    expect(frozen.product.closestExpirationDate).toBe('2027-02-21');
    expect(frozen.events).toEqual([
      {
        id: expect.any(Number),
        productId: product.id,
        kind: 'frozen',
        expiresOn: '2027-02-21',
        at: t.clock.now().toISOString(),
        doneBy: { userId: alice.userId, displayName: expect.any(String) },
      },
    ]);
  });

  it('freezes into the freezer named, and refuses a place that is not one (400)', async () => {
    const garage = await createPlace(t.app, alice.headers, { name: 'Congélateur du garage', kind: 'freezer' });
    const { product, itemId } = await one('Pain de campagne', 3, '2026-11-23');
    const frozen = change(await freeze(alice.headers, product, itemId, { placeId: garage.id }));
    // Cereals and bread: 3 months.
    expect(frozen.product.stock[0]).toMatchObject({ placeId: garage.id, expiresOn: '2027-02-21' });

    const fridge = await placeNamed(t.app, alice.headers, 'Frigo');
    const other = await one('Baguette', 3, '2026-11-22');
    const refused = await freeze(alice.headers, other.product, other.itemId, { placeId: fridge.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'invalid-input', message: '«\u00a0Frigo\u00a0» n’est pas un congélateur.' },
    });
  });

  it('refuses a DLC already passed (409 explained), but freezes a DDM passed', async () => {
    const late = await one('Steak haché', 4, '2026-11-20');
    const refused = await freeze(alice.headers, late.product, late.itemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'dlc-passed',
        message: 'Sa DLC est passée : il ne se congèle plus. Congelez avant la date limite de consommation.',
      },
    });
    const cake = await one('Brioche', 3, '2026-11-19');
    expect(change(await freeze(alice.headers, cake.product, cake.itemId)).product.stock[0]?.frozenOn).toBe(
      '2026-11-21',
    );
  });

  it('answers 404 for another household’s unit', async () => {
    const { product, itemId } = await one('Saumon', 4, '2026-11-23');
    expect((await freeze(bob.headers, product, itemId)).statusCode).toBe(404);
    expect((await thaw(bob.headers, product, itemId)).statusCode).toBe(404);
  });
});

describe('POST /api/products/:id/stock/:itemId/thaw', () => {
  it('moves it to the fridge with a DLC of tomorrow; it cannot be frozen again (409)', async () => {
    const fridge = await placeNamed(t.app, alice.headers, 'Frigo');
    const { product, itemId } = await one('Cuisses de canard', 4, '2026-11-22');
    change(await freeze(alice.headers, product, itemId));
    const thawed = change(await thaw(alice.headers, product, itemId));
    expect(thawed.product.stock[0]).toEqual({
      id: itemId,
      expiresOn: '2026-11-22',
      addedAt: expect.any(String),
      openedOn: null,
      placeId: fridge.id,
      frozenOn: '2026-11-21',
      originalExpiresOn: '2026-11-22',
      thawedOn: '2026-11-21',
      priceCents: null,
    });
    expect(thawed.events[0]).toMatchObject({ kind: 'thawed', expiresOn: '2026-11-22' });

    const again = await freeze(alice.headers, product, itemId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'thawed', message: 'Décongelé : ne le recongelez pas. Mangez-le d’ici sa date.' },
    });
    const twice = await thaw(alice.headers, product, itemId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'not-frozen' } });
  });
});

describe('undo and history', () => {
  it('undoes a freeze, a thaw and a frozen unit eaten, each back where and as it was', async () => {
    const fridge = await placeNamed(t.app, alice.headers, 'Frigo');
    const freezer = await placeNamed(t.app, alice.headers, 'Congélateur');
    const { product, itemId } = await one('Filet de cabillaud', 4, '2026-11-23');

    const frozen = change(await freeze(alice.headers, product, itemId));
    const back = change(
      await post(`/api/products/${product.id}/stock/events/${frozen.events[0]?.id}/undo`, alice.headers),
    );
    expect(back.product.stock[0]).toMatchObject({
      placeId: fridge.id,
      expiresOn: '2026-11-23',
      frozenOn: null,
      originalExpiresOn: null,
    });

    change(await freeze(alice.headers, product, itemId));
    const thawed = change(await thaw(alice.headers, product, itemId));
    const refrozen = change(
      await post(`/api/products/${product.id}/stock/events/${thawed.events[0]?.id}/undo`, alice.headers),
    );
    expect(refrozen.product.stock[0]).toMatchObject({
      placeId: freezer.id,
      expiresOn: '2027-02-21',
      frozenOn: '2026-11-21',
      thawedOn: null,
    });

    const eaten = change(await post(`/api/products/${product.id}/stock/${itemId}/consume`, alice.headers));
    expect(eaten.product.stock).toEqual([]);
    const restored = change(
      await post(`/api/products/${product.id}/stock/events/${eaten.events[0]?.id}/undo`, alice.headers),
    );
    expect(restored.product.stock[0]).toMatchObject({
      id: itemId,
      placeId: freezer.id,
      frozenOn: '2026-11-21',
      originalExpiresOn: '2026-11-23',
    });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/history`,
      headers: alice.headers,
    });
    // Undone events did not happen: the freeze that stands, and the unit's arrival.
    expect((history.json() as { items: { kind: string }[] }).items.map((event) => event.kind)).toEqual([
      'frozen',
      'added',
    ]);
  });

  it('tells who froze it in a household of several people', async () => {
    const host = await person(t.app);
    const guest = await person(t.app);
    await joinHouseholdOf(t.app, host.headers, guest.headers);
    const { product, itemId } = await one('Épinards', 1, '2026-11-22', host.headers);
    const frozen = change(await freeze(guest.headers, product, itemId));
    expect(frozen.events[0]?.doneBy).toEqual({ userId: guest.userId, displayName: expect.any(String) });
  });
});

describe('where a frozen unit stands', () => {
  it('is out of the digest until its freezer date nears; thawed, it is a DLC of tomorrow', async () => {
    const cook = await person(t.app);
    const chicken = await one('Poulet rôti', 4, '2026-11-22', cook.headers);
    const fish = await one('Merlu', 4, '2026-11-22', cook.headers);
    change(await freeze(cook.headers, chicken.product, chicken.itemId));
    change(await freeze(cook.headers, fish.product, fish.itemId));
    change(await thaw(cook.headers, fish.product, fish.itemId));
    const preview = await t.app.inject({ method: 'GET', url: '/api/me/reminders/preview', headers: cook.headers });
    const digest = preview.json() as Digest;
    const names = digest.sections.flatMap((section) =>
      section.units.map((unit) => `${section.kind}: ${unit.name} (${unit.dateKind})`),
    );
    expect(names).toContain('tomorrow: Merlu (dlc)');
    expect(names.join()).not.toContain('Poulet rôti');
  });

  it('offers « À congeler aujourd’hui ? » for a DLC of today or tomorrow that freezes well, with its units', async () => {
    const cook = await person(t.app);
    const mince = await createCustom(t.app, cook.headers, {
      name: 'Viande hachée',
      categoryId: 4,
      stock: [{ expiresOn: '2026-11-22' }, { expiresOn: '2026-11-22' }],
    });
    await one('Yaourt nature', 2, '2026-11-21', cook.headers);
    await one('Blanc de poulet', 4, '2026-11-24', cook.headers);
    const frozen = await one('Lardons', 4, '2026-11-21', cook.headers);
    change(await freeze(cook.headers, frozen.product, frozen.itemId));
    const preview = await t.app.inject({ method: 'GET', url: '/api/me/reminders/preview', headers: cook.headers });
    const digest = preview.json() as Digest;
    expect(digest.sections.map((section) => section.kind)).toEqual(['today', 'tomorrow', 'freeze', 'soon']);
    expect(digest.sections.find((section) => section.kind === 'freeze')?.units).toEqual([
      {
        productId: mince.id,
        name: 'Viande hachée',
        expiresOn: '2026-11-22',
        dateKind: 'dlc',
        count: 2,
        itemIds: mince.stock.map((unit) => unit.id).sort((a, b) => a - b),
      },
    ]);
  });
});
