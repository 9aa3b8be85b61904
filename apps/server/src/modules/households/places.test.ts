import type { Product, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf, type Person, person } from '../../test/households.js';
import { createPlace, listPlaces, placeNamed } from '../../test/places.js';
import { addStock, createCustom, listProducts } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const move = (headers: Headers, product: Product, itemId: number, placeId: number) =>
  call('PATCH', `/api/products/${product.id}/stock/${itemId}`, headers, { placeId });

describe('GET /api/places', () => {
  it('answers the fridge, the freezer and the pantry every household has', async () => {
    const places = await listPlaces(t.app, alice.headers);
    expect(places).toEqual([
      { id: expect.any(Number), name: 'Frigo', kind: 'fridge', builtIn: true },
      { id: expect.any(Number), name: 'Congélateur', kind: 'freezer', builtIn: true },
      { id: expect.any(Number), name: 'Placard', kind: 'pantry', builtIn: true },
    ]);
    const bobs = await listPlaces(t.app, bob.headers);
    expect(bobs.map((place) => place.id)).not.toContain(places[0]?.id);
  });
});

describe('a unit is somewhere', () => {
  it('goes to its category’s place: dairy, meat, fruit in the fridge, rice in the pantry; every read says where', async () => {
    const fridge = await placeNamed(t.app, alice.headers, 'Frigo');
    const pantry = await placeNamed(t.app, alice.headers, 'Placard');
    const milk = await createCustom(t.app, alice.headers, { name: 'Lait frais', categoryId: 2 });
    const rice = await createCustom(t.app, alice.headers, {
      name: 'Riz basmati',
      categoryId: 3,
      stock: [{ expiresOn: null }],
    });
    const added = await addStock(t.app, alice.headers, milk.id, { expiresOn: '2026-11-25' });
    expect(added.product.stock).toEqual([
      {
        id: expect.any(Number),
        expiresOn: '2026-11-25',
        addedAt: expect.any(String),
        openedOn: null,
        placeId: fridge.id,
        frozenOn: null,
        originalExpiresOn: null,
        thawedOn: null,
        priceCents: null,
      },
    ]);
    expect(rice.stock.map((unit) => unit.placeId)).toEqual([pantry.id]);
  });

  it('moves to another place in one PATCH, and the products list filters by place', async () => {
    const cellar = await createPlace(t.app, alice.headers, { name: 'Cave' });
    expect(cellar).toEqual({ id: expect.any(Number), name: 'Cave', kind: 'other', builtIn: false });
    const wine = await createCustom(t.app, alice.headers, {
      name: 'Cidre',
      categoryId: 6,
      stock: [{ expiresOn: null }],
    });
    const itemId = wine.stock[0]?.id as number;
    const moved = await move(alice.headers, wine, itemId, cellar.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as StockChangeResponse).product.stock[0]).toMatchObject({ id: itemId, placeId: cellar.id });

    const inCellar = await listProducts(t.app, alice.headers, `?placeId=${cellar.id}`);
    expect(inCellar).toMatchObject({ total: 1, items: [{ name: 'Cidre' }] });
    const pantry = await placeNamed(t.app, alice.headers, 'Placard');
    const inPantry = await listProducts(t.app, alice.headers, `?placeId=${pantry.id}`);
    expect(inPantry.items.map((product) => product.name)).not.toContain('Cidre');
  });

  it('is not moved into another household’s place (404), nor into a freezer without freezing it (409)', async () => {
    const jam = await createCustom(t.app, alice.headers, { name: 'Confiture', stock: [{ expiresOn: null }] });
    const itemId = jam.stock[0]?.id as number;
    const bobsPantry = await placeNamed(t.app, bob.headers, 'Placard');
    const elsewhere = await move(alice.headers, jam, itemId, bobsPantry.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'not-found' } });

    const freezer = await placeNamed(t.app, alice.headers, 'Congélateur');
    const frozen = await move(alice.headers, jam, itemId, freezer.id);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({
      error: {
        code: 'use-freeze',
        message:
          'Pour le mettre au congélateur, utilisez «\u00a0Congeler\u00a0» : sa date devient celle du congélateur.',
      },
    });
    const other = await move(bob.headers, jam, itemId, bobsPantry.id);
    expect(other.statusCode).toBe(404);
  });
});

describe('the household’s own places', () => {
  it('are renamed, refused twice under one name, and deleted only when empty (409 explained)', async () => {
    const garage = await createPlace(t.app, alice.headers, { name: 'Congélateur du garage', kind: 'freezer' });
    const twice = await call('POST', '/api/places', alice.headers, { name: 'Congélateur du garage' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'place-name-taken' } });

    const renamed = await call('PATCH', `/api/places/${garage.id}`, alice.headers, { name: 'Coffre du garage' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...garage, name: 'Coffre du garage' });

    const shelf = await createPlace(t.app, alice.headers, { name: 'Étagère' });
    const crisps = await createCustom(t.app, alice.headers, { name: 'Chips', stock: [{ expiresOn: null }] });
    await move(alice.headers, crisps, crisps.stock[0]?.id as number, shelf.id);
    const refused = await call('DELETE', `/api/places/${shelf.id}`, alice.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'place-in-use',
        message:
          '«\u00a0Étagère\u00a0» contient encore 1 produit : déplacez-les ou mangez-les avant de supprimer cet endroit.',
      },
    });
    const pantry = await placeNamed(t.app, alice.headers, 'Placard');
    await move(alice.headers, crisps, crisps.stock[0]?.id as number, pantry.id);
    const deleted = await call('DELETE', `/api/places/${shelf.id}`, alice.headers);
    expect(deleted.statusCode).toBe(204);
    expect((await listPlaces(t.app, alice.headers)).map((place) => place.name)).not.toContain('Étagère');
  });

  it('keeps the fridge, the freezer and the pantry (409), and another household’s places are not found', async () => {
    const fridge = await placeNamed(t.app, alice.headers, 'Frigo');
    const gone = await call('DELETE', `/api/places/${fridge.id}`, alice.headers);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ error: { code: 'place-built-in' } });
    const rekinded = await call('PATCH', `/api/places/${fridge.id}`, alice.headers, { kind: 'pantry' });
    expect(rekinded.json()).toMatchObject({ error: { code: 'place-built-in' } });
    const renamed = await call('PATCH', `/api/places/${fridge.id}`, alice.headers, { name: 'Réfrigérateur' });
    expect(renamed.json()).toMatchObject({ name: 'Réfrigérateur', kind: 'fridge', builtIn: true });
    await call('PATCH', `/api/places/${fridge.id}`, alice.headers, { name: 'Frigo' });

    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(
        method,
        `/api/places/${fridge.id}`,
        bob.headers,
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    const bad = await call('POST', '/api/places', alice.headers, { name: ' ', kind: 'cellar' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('joining a household with one’s cupboard', () => {
  it('brings each unit to the place of the same kind, or of the same name, made when missing', async () => {
    const host = await person(t.app);
    const guest = await person(t.app);
    const cellar = await createPlace(t.app, guest.headers, { name: 'Cave' });
    const cheese = await createCustom(t.app, guest.headers, {
      name: 'Comté',
      categoryId: 2,
      stock: [{ expiresOn: null }],
    });
    const wine = await createCustom(t.app, guest.headers, { name: 'Vin', categoryId: 6, stock: [{ expiresOn: null }] });
    await move(guest.headers, wine, wine.stock[0]?.id as number, cellar.id);

    await joinHouseholdOf(t.app, host.headers, guest.headers, true);
    const places = await listPlaces(t.app, host.headers);
    expect(places.map((place) => place.name)).toEqual(['Frigo', 'Congélateur', 'Placard', 'Cave']);
    const byName = new Map(places.map((place) => [place.id, place.name]));
    const products = (await listProducts(t.app, host.headers)).items;
    const whereIs = (id: number) =>
      products.find((product) => product.id === id)?.stock.map((unit) => byName.get(unit.placeId));
    expect(whereIs(cheese.id)).toEqual(['Frigo']);
    expect(whereIs(wine.id)).toEqual(['Cave']);
  });
});
