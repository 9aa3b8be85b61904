/**
 * The household behind « home with data »: a few products with units expiring soon (the priority list),
 * two recipes made of them (the cookable cards) and a shopping-list line (the footer badge). Seeded
 * through the real API, the way a person's first week would fill it.
 */

type Api = (path: string) => string;

async function call<T>(api: Api, path: string, token: string | null, body: unknown): Promise<T> {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
}

const PRODUCTS = [
  { name: 'Crème fraîche', categoryId: 2, expires: [1, 9] },
  { name: 'Yaourt nature', categoryId: 2, expires: [2, 2, 6] },
  { name: 'Jambon blanc', categoryId: 3, expires: [0] },
  { name: 'Pâtes complètes', categoryId: 5, expires: [120] },
  { name: 'Tomates', categoryId: 1, expires: [3, 4] },
  { name: 'Lait demi-écrémé', categoryId: 2, expires: [5] },
];

/** Registers an account, fills its household, and answers its session token. */
export async function seedHomeHousehold(api: Api): Promise<string> {
  const { token } = await call<{ token: string }>(api, '/register', null, {
    email: `bench-home-${Date.now()}@exemple.fr`,
    password: 'motdepasse-bench',
  });
  const ids: number[] = [];
  for (const product of PRODUCTS) {
    const created = await call<{ id: number }>(api, '/custom-products', token, {
      name: product.name,
      categoryId: product.categoryId,
      stock: product.expires.map((offset) => ({ expiresOn: dayFromToday(offset) })),
    });
    ids.push(created.id);
  }
  const [creme, yaourt, jambon, pates, tomates] = ids as [number, number, number, number, number];
  await call(api, '/recipes', token, {
    name: 'Pâtes au jambon et à la crème',
    servings: 2,
    durationMinutes: 20,
    steps: ['Cuire les pâtes.', 'Ajouter le jambon et la crème.', 'Servir chaud.'],
    ingredients: [
      { productId: pates, label: 'Pâtes complètes', quantity: '200 g' },
      { productId: jambon, label: 'Jambon blanc', quantity: '2 tranches' },
      { productId: creme, label: 'Crème fraîche', quantity: '10 cl' },
      { label: 'Sel, poivre' },
    ],
  });
  await call(api, '/recipes', token, {
    name: 'Salade de tomates au yaourt',
    servings: 2,
    durationMinutes: 10,
    steps: ['Couper les tomates.', 'Napper de yaourt.'],
    ingredients: [
      { productId: tomates, label: 'Tomates', quantity: '4' },
      { productId: yaourt, label: 'Yaourt nature', quantity: '1 pot' },
    ],
  });
  await call(api, '/products/shopping-list', token, { label: 'Beurre demi-sel' });
  return token;
}
