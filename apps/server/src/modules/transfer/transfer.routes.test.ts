import type {
  HouseholdExport,
  ImportHouseholdResponse,
  Product,
  Recipe,
  ShoppingListItem,
  StockChangeResponse,
} from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlace, listPlaces } from '../../test/places.js';
import { getWeek, putSlot, slotAt } from '../../test/plan.js';
import { addStock, createCustom, createScanned, freshBarcode, listProducts } from '../../test/products.js';
import { createRecipe, linked, listRecipes } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock starts on 2026-11-21 at 11:00 in Paris.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const post = async <T>(headers: Headers, url: string, payload?: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
};

async function exportOf(headers: Headers): Promise<HouseholdExport> {
  const response = await t.app.inject({ method: 'GET', url: '/api/export', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HouseholdExport;
}

const importInto = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/import', headers, payload: payload as object });

async function imported(headers: Headers, document: unknown): Promise<ImportHouseholdResponse> {
  const response = await importInto(headers, document);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportHouseholdResponse;
}

const listOf = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers })).json() as ShoppingListItem[];

const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

/** What must survive a round trip: everything but the ids, the stock summary's date and the picture's links. */
function comparable(product: Product) {
  const { id: _id, updatedAt: _updated, stock, ...fields } = product;
  // Ids are the household's own: a unit's place is compared by name by the tests of places.
  return { ...fields, stock: stock.map(({ id: _unit, placeId: _place, ...unit }) => unit) };
}

/** A household with a bit of everything: a scanned product with its OFF snapshot, history, a list, recipes. */
async function furnishedHousehold(headers: Headers) {
  const barcode = freshBarcode();
  const nutella = await createScanned(t.app, headers, {
    barcode,
    name: 'Pâte à tartiner',
    brand: 'Ferrero',
    description: 'Un pot',
    imageUrl: 'https://images.example.fr/nutella.jpg',
    quantity: '400 g',
    categoryId: 5,
    nutriscore: 'e',
    novaGroup: 4,
    ecoscore: 'd',
    notes: 'Pour le goûter',
    stock: [{ expiresOn: '2026-12-01' }, { expiresOn: null }],
  });
  const milk = await createCustom(t.app, headers, { name: 'Lait', categoryId: 2 });
  const eggs = await createCustom(t.app, headers, { name: 'Œufs', stock: [{ expiresOn: '2026-11-22' }] });
  t.clock.advance(60_000);
  // History: one unit eaten (then the undo of another), one thrown away.
  const added = await addStock(t.app, headers, milk.id, { expiresOn: '2026-11-30', count: 2 });
  const [first, second] = added.product.stock;
  const eaten = await post<StockChangeResponse>(headers, `/api/products/${milk.id}/stock/${first?.id}/consume`);
  await post(headers, `/api/products/${milk.id}/stock/${second?.id}/discard`);
  const undone = await post<StockChangeResponse>(
    headers,
    `/api/products/${milk.id}/stock/events/${eaten.events[0]?.id}/undo`,
  );
  expect(undone.product.stock).toHaveLength(1);

  await post(headers, '/api/products/shopping-list', { productId: milk.id, quantity: 3, note: 'demi-écrémé' });
  await post(headers, '/api/products/shopping-list', { label: 'Sel ; "fin"', quantity: 2, categoryId: 3 });
  const bought = await post<{ id: number }>(headers, '/api/products/shopping-list', { label: 'Pain' });
  await post(headers, `/api/products/shopping-list/${bought.id}/check`);

  const crepes = await createRecipe(t.app, headers, {
    name: 'Crêpes',
    description: 'Pour 4',
    servings: 4,
    durationMinutes: 30,
    steps: ['Mélanger', 'Laisser reposer', 'Cuire', 'Tartiner'],
    sections: [
      { name: 'La pâte', firstStep: 0 },
      { name: 'Cuisson', firstStep: 2 },
    ],
    imageUrl: 'https://images.example.fr/crepes.jpg',
    sourceUrl: 'https://recettes.example.fr/crepes',
    ingredients: [
      ...linked(milk, eggs).map((line) => ({ ...line, group: 'Pour la pâte' })),
      ...linked(nutella).map((line) => ({ ...line, group: 'Garniture' })),
      { label: 'Sel', quantity: '1 pincée' },
    ],
  });
  return { nutella, milk, eggs, crepes, barcode };
}

describe('GET /api/export and POST /api/import', () => {
  it('a round trip into a new account brings back products, units, history, list and recipes', async () => {
    const source = await registerUser(t.app);
    const { crepes } = await furnishedHousehold(source.headers);

    const response = await t.app.inject({ method: 'GET', url: '/api/export', headers: source.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="glouton-2026-11-21.json"');
    const document = response.json() as HouseholdExport;
    expect(document).toMatchObject({
      format: 'glouton-household-export',
      version: 6,
      household: { name: 'Mon foyer' },
      plan: [],
    });
    expect(document.members).toHaveLength(1);
    // Products are named inside the file, never by their ids.
    expect(document.products.map((product) => product.ref)).toEqual(['p1', 'p2', 'p3']);
    const milkInFile = document.products.find((product) => product.name === 'Lait');
    expect(milkInFile?.events.map((event) => [event.kind, event.undoneAt !== null])).toEqual([
      ['added', false],
      ['added', false],
      ['consumed', true],
      ['discarded', false],
    ]);
    expect(document.recipes[0]?.ingredients.map((line) => [line.product, line.group])).toEqual([
      ['p2', 'Pour la pâte'],
      ['p3', 'Pour la pâte'],
      ['p1', 'Garniture'],
      [null, null],
    ]);
    expect(document.recipes[0]?.sections).toEqual([
      { name: 'La pâte', firstStep: 0 },
      { name: 'Cuisson', firstStep: 2 },
    ]);

    const target = await registerUser(t.app);
    const answer = await imported(target.headers, document);
    expect(answer).toEqual({
      added: {
        products: 3,
        mergedProducts: 0,
        units: 4,
        listLines: 3,
        mergedListLines: 0,
        recipes: 1,
        existingRecipes: 0,
        planSlots: 0,
        existingPlanSlots: 0,
      },
    });

    const before = byName((await listProducts(t.app, source.headers)).items);
    const after = byName((await listProducts(t.app, target.headers)).items);
    expect(after.map(comparable)).toEqual(before.map(comparable));
    expect(after.find((product) => product.barcode !== null)?.off).toEqual(
      before.find((product) => product.barcode !== null)?.off,
    );
    // Found by a search as any product is (its folded name and brand were written).
    const found = await listProducts(t.app, target.headers, '?search=ferrero');
    expect(found.items.map((product) => product.name)).toEqual(['Pâte à tartiner']);

    // The same lines, now added by the person who imported them (the file's names are another household's).
    const list = (items: ShoppingListItem[]) =>
      items.map(({ id: _id, productId, addedBy: _by, ...line }) => ({ ...line, linked: productId !== null }));
    const lines = await listOf(target.headers);
    expect(list(lines)).toEqual(list(await listOf(source.headers)));
    const importer = (await t.app.inject({ method: 'GET', url: '/api/me', headers: target.headers })).json();
    expect(new Set(lines.map((line) => line.addedBy?.userId))).toEqual(new Set([importer.user.id]));

    const [recipe] = (await listRecipes(t.app, target.headers)).items as [Recipe];
    const shape = ({ id: _id, ingredients, ...fields }: Recipe) => ({
      ...fields,
      ingredients: ingredients.map((line) => [line.label, line.quantity, line.group, line.product?.name ?? null]),
    });
    expect(shape(recipe)).toEqual(shape(crepes));
    // Availability counted at once: milk and eggs and the spread are in the cupboard; eggs expire soon.
    expect([recipe.availableCount, recipe.totalCount, recipe.expiringSoonCount]).toEqual([3, 3, 1]);

    // The second export tells the same story, the history now the importer's.
    const again = await exportOf(target.headers);
    const { exportedAt: _a, members: _m, ...rest } = again;
    const { exportedAt: _b, members: _n, ...original } = document;
    const unattributed = (file: typeof rest) => ({
      ...file,
      products: file.products.map(({ updatedAt: _u, ...product }) => ({
        ...product,
        events: product.events.map(({ by: _by, ...event }) => event),
      })),
      shoppingList: file.shoppingList.map(({ addedBy: _by, ...line }) => line),
    });
    expect(unattributed(rest)).toEqual(unattributed(original));
  });

  it('imported lines and history are attributed to the importing user, and an imported « eaten » can be undone', async () => {
    const source = await registerUser(t.app);
    const milk = await createCustom(t.app, source.headers, { name: 'Lait' });
    const added = await addStock(t.app, source.headers, milk.id, { expiresOn: '2026-12-02' });
    await post(source.headers, `/api/products/${milk.id}/stock/${added.product.stock[0]?.id}/consume`);
    await post(source.headers, '/api/products/shopping-list', { label: 'Pain' });
    const document = await exportOf(source.headers);

    const target = await registerUser(t.app);
    await imported(target.headers, document);
    const line = await t.database.db
      .selectFrom('shopping_list_items as l')
      .innerJoin('users as u', 'u.id', 'l.added_by')
      .select('u.email')
      .where('l.label', '=', 'Pain')
      .orderBy('l.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.email).toBe(target.email);
    const rows = await t.database.db
      .selectFrom('stock_events as e')
      .innerJoin('household_members as m', 'm.household_id', 'e.household_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['e.id', 'e.kind', 'e.done_by', 'm.user_id'])
      .where('u.email', '=', target.email)
      .orderBy('e.id')
      .execute();
    expect(rows.map((row) => [row.kind, row.done_by === row.user_id])).toEqual([
      ['added', true],
      ['consumed', true],
    ]);
    const [product] = (await listProducts(t.app, target.headers)).items as [Product];
    expect(product.stock).toEqual([]);
    const undone = await post<StockChangeResponse>(
      target.headers,
      `/api/products/${product.id}/stock/events/${rows[1]?.id}/undo`,
    );
    expect(undone.product.stock.map((unit) => unit.expiresOn)).toEqual(['2026-12-02']);
  });

  it('merges into the products the household already has: units add up, the list quantity is capped', async () => {
    const source = await registerUser(t.app);
    const barcode = freshBarcode();
    const pasta = await createScanned(t.app, source.headers, {
      barcode,
      name: 'Pâtes',
      brand: 'Panzani',
      stock: [{ expiresOn: '2027-01-01' }],
    });
    await post(source.headers, '/api/products/shopping-list', { productId: pasta.id, quantity: 60 });
    await post(source.headers, '/api/products/shopping-list', { label: 'lait', quantity: 2 });
    await createRecipe(t.app, source.headers, { name: 'Pâtes au beurre', ingredients: linked(pasta) });
    const document = await exportOf(source.headers);

    const target = await registerUser(t.app);
    const own = await createScanned(t.app, target.headers, {
      barcode,
      name: 'Mes pâtes',
      stock: [{ expiresOn: '2026-12-15' }, { expiresOn: null }],
    });
    await post(target.headers, '/api/products/shopping-list', { productId: own.id, quantity: 50 });
    await post(target.headers, '/api/products/shopping-list', { label: 'Lait', quantity: 1, note: 'entier' });

    const answer = await imported(target.headers, document);
    expect(answer.added).toMatchObject({ products: 0, mergedProducts: 1, units: 1, listLines: 0, mergedListLines: 2 });
    const { items } = await listProducts(t.app, target.headers);
    expect(items).toHaveLength(1);
    const [merged] = items as [Product];
    // The household's own name stays; what it had left empty is taken from the file.
    expect([merged.id, merged.name, merged.brand]).toEqual([own.id, 'Mes pâtes', 'Panzani']);
    expect(merged.stock.map((unit) => unit.expiresOn)).toEqual(['2026-12-15', '2027-01-01', null]);
    expect((await listOf(target.headers)).map((line) => [line.label, line.quantity, line.note])).toEqual([
      ['Mes pâtes', 99, null],
      ['Lait', 3, 'entier'],
    ]);

    // The recipe links the merged product; importing the same file again does not add it twice.
    const [recipe] = (await listRecipes(t.app, target.headers)).items as [Recipe];
    expect(recipe.ingredients[0]?.productId).toBe(own.id);
    expect([recipe.availableCount, recipe.totalCount]).toEqual([1, 1]);
    const twice = await imported(target.headers, document);
    expect(twice.added).toMatchObject({ recipes: 0, existingRecipes: 1, mergedProducts: 1 });
    expect((await listRecipes(t.app, target.headers)).total).toBe(1);
  });

  it('imports a version 1 file, written before groups and sections: its recipes have none', async () => {
    const source = await registerUser(t.app);
    await furnishedHousehold(source.headers);
    const document = await exportOf(source.headers);
    const versionOne = {
      ...document,
      version: 1,
      recipes: document.recipes.map(({ sections: _sections, ...recipe }) => ({
        ...recipe,
        ingredients: recipe.ingredients.map(({ group: _group, ...line }) => line),
      })),
    };
    const target = await registerUser(t.app);
    expect((await imported(target.headers, versionOne)).added).toMatchObject({ recipes: 1 });
    const [recipe] = (await listRecipes(t.app, target.headers)).items as [Recipe];
    expect(recipe.steps).toEqual(['Mélanger', 'Laisser reposer', 'Cuire', 'Tartiner']);
    expect(recipe.sections).toEqual([]);
    expect(recipe.ingredients.map((line) => [line.label, line.group])).toEqual([
      ['Lait', null],
      ['Œufs', null],
      ['Pâte à tartiner', null],
      ['Sel', null],
    ]);
  });

  it('carries how long a product keeps once opened and its opened units; an imported opening can be undone', async () => {
    const source = await registerUser(t.app);
    const milk = await createCustom(t.app, source.headers, {
      name: 'Lait',
      quantity: '1 L',
      keepsOpenDays: 3,
      stock: [{ expiresOn: '2026-12-10' }, { expiresOn: '2026-12-20' }],
    });
    const recipe = await createRecipe(t.app, source.headers, {
      name: 'Béchamel',
      ingredients: [{ productId: milk.id, label: '50 cl de lait' }],
    });
    await post(source.headers, `/api/recipes/${recipe.id}/cook`);
    const document = await exportOf(source.headers);
    const [inFile] = document.products;
    expect(inFile).toMatchObject({
      keepsOpenDays: 3,
      units: [
        { expiresOn: '2026-11-24', openedOn: '2026-11-21', sealedExpiresOn: '2026-12-10' },
        { expiresOn: '2026-12-20', openedOn: null, sealedExpiresOn: null },
      ],
    });
    expect(inFile?.events.map((event) => event.kind)).toEqual(['added', 'added', 'opened']);

    const target = await registerUser(t.app);
    await imported(target.headers, document);
    const [before] = (await listProducts(t.app, source.headers)).items as [Product];
    const [after] = (await listProducts(t.app, target.headers)).items as [Product];
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.keepsOpenDays).toBe(3);

    const history = (
      await t.app.inject({ method: 'GET', url: `/api/products/${after.id}/history`, headers: target.headers })
    ).json() as { items: { id: number; kind: string }[] };
    const opened = history.items.find((event) => event.kind === 'opened');
    const undone = await post<StockChangeResponse>(
      target.headers,
      `/api/products/${after.id}/stock/events/${opened?.id}/undo`,
    );
    expect(undone.product.stock.map(({ expiresOn, openedOn }) => ({ expiresOn, openedOn }))).toEqual([
      { expiresOn: '2026-12-10', openedOn: null },
      { expiresOn: '2026-12-20', openedOn: null },
    ]);
  });

  it('imports a version 2 file, written before opened units: every unit sealed, nothing said of keeping', async () => {
    const source = await registerUser(t.app);
    await furnishedHousehold(source.headers);
    const document = await exportOf(source.headers);
    const versionTwo = {
      ...document,
      version: 2,
      products: document.products.map(({ keepsOpenDays: _days, units, events, ...product }) => ({
        ...product,
        units: units.map(({ openedOn: _o, sealedExpiresOn: _s, ...unit }) => unit),
        events: events.map(({ openedOn: _o, sealedExpiresOn: _s, ...event }) => event),
      })),
    };
    const target = await registerUser(t.app);
    expect((await imported(target.headers, versionTwo)).added).toMatchObject({ products: 3, units: 4 });
    const products = (await listProducts(t.app, target.headers)).items;
    expect(products.map((product) => product.keepsOpenDays)).toEqual([null, null, null]);
    expect(products.flatMap((product) => product.stock.map((unit) => unit.openedOn))).toEqual([null, null, null, null]);
  });

  it('carries the week plan: slots name their recipe by its place in the file, the household’s own slots stay', async () => {
    const source = await registerUser(t.app);
    const pancakes = { name: 'Crêpes', servings: 4, ingredients: [{ label: 'Farine', quantity: '250 g' }] };
    const crepes = await createRecipe(t.app, source.headers, pancakes);
    const soup = await createRecipe(t.app, source.headers, { name: 'Soupe', ingredients: [{ label: 'Poireaux' }] });
    await putSlot(t.app, source.headers, '2026-11-24', 'dinner', { recipeId: soup.id });
    await putSlot(t.app, source.headers, '2026-11-23', 'dinner', { note: 'Restes' });
    await putSlot(t.app, source.headers, '2026-11-23', 'lunch', { recipeId: crepes.id, servings: 2 });
    const document = await exportOf(source.headers);
    expect(document.version).toBe(6);
    expect(document.recipes.map((recipe) => recipe.name)).toEqual(['Crêpes', 'Soupe']);
    // In date order, lunch first; no id of this server (nor the cook's stock events) in the file.
    expect(document.plan).toEqual([
      { date: '2026-11-23', meal: 'lunch', recipe: 0, servings: 2, note: null, cookedAt: null },
      { date: '2026-11-23', meal: 'dinner', recipe: null, servings: null, note: 'Restes', cookedAt: null },
      { date: '2026-11-24', meal: 'dinner', recipe: 1, servings: null, note: null, cookedAt: null },
    ]);

    // The target already has the same crêpes (recognised, not added twice) and a dinner planned on the 24th.
    const target = await registerUser(t.app);
    const own = await createRecipe(t.app, target.headers, pancakes);
    await putSlot(t.app, target.headers, '2026-11-24', 'dinner', { note: 'Resto' });
    const cooked = structuredClone(document);
    (cooked.plan[0] as HouseholdExport['plan'][number]).cookedAt = '2026-11-23T12:00:00.000Z';
    const answer = await imported(target.headers, cooked);
    expect(answer.added).toMatchObject({ recipes: 1, existingRecipes: 1, planSlots: 2, existingPlanSlots: 1 });

    const week = await getWeek(t.app, target.headers, '2026-W48');
    expect(slotAt(week, '2026-11-23', 'lunch')).toEqual({
      meal: 'lunch',
      recipeId: own.id,
      recipeName: 'Crêpes',
      servings: 2,
      note: null,
      productId: null,
      productName: null,
      cookedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(slotAt(week, '2026-11-23', 'dinner')).toMatchObject({ recipeId: null, note: 'Restes' });
    expect(slotAt(week, '2026-11-24', 'dinner')).toMatchObject({ recipeId: null, note: 'Resto' });
    const rows = await t.database.db
      .selectFrom('plan_slots')
      .innerJoin('recipes', 'recipes.id', 'plan_slots.recipe_id')
      .select(['plan_slots.household_id', 'recipes.household_id as recipeHousehold', 'cook_event_ids'])
      .where('recipes.id', '=', own.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.household_id).toBe(rows[0]?.recipeHousehold);
    expect(rows[0]?.cook_event_ids).toBeNull();

    // The same file again: every meal is already planned.
    expect((await imported(target.headers, document)).added).toMatchObject({ planSlots: 0, existingPlanSlots: 3 });
    // The source's plan is untouched by any of it.
    expect(slotAt(await getWeek(t.app, source.headers, '2026-W48'), '2026-11-24', 'dinner').recipeId).toBe(soup.id);
  });

  it('imports a version 3 file, written before the week plan: nothing is planned', async () => {
    const source = await registerUser(t.app);
    const { crepes } = await furnishedHousehold(source.headers);
    await putSlot(t.app, source.headers, '2026-11-23', 'lunch', { recipeId: crepes.id });
    const { plan: _plan, ...document } = await exportOf(source.headers);
    const target = await registerUser(t.app);
    const answer = await imported(target.headers, { ...document, version: 3 });
    expect(answer.added).toMatchObject({ recipes: 1, planSlots: 0, existingPlanSlots: 0 });
    const week = await getWeek(t.app, target.headers, '2026-W48');
    expect(week.days.flatMap((day) => day.slots).filter((slot) => slot.recipeId ?? slot.note)).toEqual([]);
  });

  it('the export holds nothing of another household', async () => {
    const mine = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { crepes: theirs } = await furnishedHousehold(other.headers);
    await putSlot(t.app, other.headers, '2026-11-23', 'lunch', { recipeId: theirs.id });
    await createCustom(t.app, mine.headers, { name: 'Beurre' });
    const document = await exportOf(mine.headers);
    expect(document.products.map((product) => product.name)).toEqual(['Beurre']);
    expect([document.shoppingList, document.recipes, document.plan, document.members.length]).toEqual([[], [], [], 1]);
    expect(JSON.stringify(document)).not.toMatch(/Crêpes|Pâte à tartiner|Sel/);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/export'],
      ['GET', '/api/export/stock.csv'],
      ['POST', '/api/import'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' && { payload: {} }) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('places and freezing in the document (version 5, decision 0062)', () => {
  it('carries each unit’s place by name and its freezing; the import makes the places it lacks', async () => {
    const source = await registerUser(t.app);
    const cellar = await createPlace(t.app, source.headers, { name: 'Cave' });
    const chicken = await createCustom(t.app, source.headers, {
      name: 'Poulet',
      categoryId: 4,
      stock: [{ expiresOn: '2026-11-22' }],
    });
    const cider = await createCustom(t.app, source.headers, {
      name: 'Cidre',
      categoryId: 6,
      stock: [{ expiresOn: null }],
    });
    const chickenUnit = chicken.stock[0]?.id as number;
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/products/${chicken.id}/stock/${chickenUnit}/freeze`,
      headers: source.headers,
      payload: {},
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${cider.id}/stock/${cider.stock[0]?.id}`,
      headers: source.headers,
      payload: { placeId: cellar.id },
    });

    const document = await exportOf(source.headers);
    const byName = new Map(document.products.map((product) => [product.name, product]));
    expect(byName.get('Poulet')?.units[0]).toMatchObject({
      place: { name: 'Congélateur', kind: 'freezer' },
      frozenOn: '2026-11-21',
      originalExpiresOn: '2026-11-22',
      thawedOn: null,
      expiresOn: '2027-02-21',
    });
    expect(byName.get('Poulet')?.events.map((event) => [event.kind, event.previousExpiresOn])).toEqual([
      ['added', null],
      ['frozen', '2026-11-22'],
    ]);
    expect(byName.get('Cidre')?.units[0]?.place).toEqual({ name: 'Cave', kind: 'other' });

    const target = await registerUser(t.app);
    await imported(target.headers, document);
    const places = await listPlaces(t.app, target.headers);
    const nameOf = new Map(places.map((place) => [place.id, place.name]));
    expect(places.map((place) => place.name)).toEqual(['Frigo', 'Congélateur', 'Placard', 'Cave']);
    const products = (await listProducts(t.app, target.headers)).items;
    const unitOf = (name: string) => products.find((product) => product.name === name)?.stock[0];
    expect(unitOf('Poulet')).toMatchObject({ frozenOn: '2026-11-21', originalExpiresOn: '2026-11-22' });
    expect(nameOf.get(unitOf('Poulet')?.placeId as number)).toBe('Congélateur');
    expect(nameOf.get(unitOf('Cidre')?.placeId as number)).toBe('Cave');
  });
});
