import { expect, type Page } from '@playwright/test';

/**
 * Sets up data through the API, with the session the page logged in with: for what a journey needs in
 * place but does not test (five products to list, a line to tick). What is tested goes through screens.
 */
async function post<T = { id: number }>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const response = await page.request.post(new URL(`/api${path}`, page.url()).href, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A product typed in (no barcode), with one unit expiring `days` from today (Europe/Paris), or none. */
export async function createProduct(page: Page, name: string, days: number | null, categoryId = 7) {
  const expiresOn = days === null ? null : calendarDateIn(days);
  return post(page, '/custom-products', { name, categoryId, stock: [{ expiresOn }] });
}

/** A product typed in with what a journey needs of it (its package, its date kind, its units). */
export async function createProductWith(
  page: Page,
  product: { name: string; quantity?: string; dateKind?: 'dlc' | 'ddm'; unitsExpiringIn: (number | null)[] },
) {
  const { unitsExpiringIn, ...fields } = product;
  const stock = unitsExpiringIn.map((days) => ({ expiresOn: days === null ? null : calendarDateIn(days) }));
  return post(page, '/custom-products', { ...fields, categoryId: 7, stock });
}

/** A recipe of the household (`POST /recipes`). */
export async function createRecipe(page: Page, recipe: { name: string; servings?: number; ingredients: object[] }) {
  return post(page, '/recipes', recipe);
}

/** A line on the shopping list: a product of the household, or free text. */
export async function addToList(page: Page, line: { productId: number } | { label: string; categoryId?: number }) {
  return post(page, '/products/shopping-list', line);
}

/** A new invitation of the page's household: its code and the path of its link. */
export async function createInvitation(page: Page) {
  return post<{ code: string; url: string }>(page, '/household/invitations', {});
}

/** The page's account joins the household of the invitation (the page's cache is then the old household's). */
export async function joinHousehold(page: Page, code: string, bringData = false) {
  return post<unknown>(page, '/household/join', { code, bringData });
}

/** The Europe/Paris calendar date `days` from today. */
export function calendarDateIn(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A household export merged into the page's household (`POST /import`): a history in the past, say. */
export async function importDocument(page: Page, document: unknown) {
  return post<{ added: { products: number; units: number } }>(page, '/import', document);
}
