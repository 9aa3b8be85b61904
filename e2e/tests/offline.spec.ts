import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// This journey is about the service worker: the app shell and its chunks come from its precache.
test.use({ serviceWorkers: 'allow' });

const LABEL = 'Piles AA e2e';
const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const inCart = (page: Page) => page.getByRole('region', { name: 'Dans le panier' });

/** What the app keeps on the device for this account (IndexedDB), as text. */
function keptOnDevice(page: Page, email: string): Promise<string> {
  return page.evaluate(
    (account) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('glouton');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const read = db.transaction('query-cache').objectStore('query-cache').get(`cache:${account}`);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? ''));
          read.onerror = () => resolve('');
        };
      }),
    email,
  );
}

test('in a shop with no network: reload, see the list, tick a line, and the server has it once back online', async ({
  account,
  page,
  context,
}) => {
  const { email } = account;
  await openHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await page.getByLabel('Article à ajouter').fill(LABEL);
  await page.getByLabel('Article à ajouter').press('Enter');
  await expect(toBuy(page).getByText(LABEL)).toBeVisible();
  await expect(page.getByText('En attente…')).toBeHidden();

  // The app has been opened once: its service worker holds the shell, and the list is on the device.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => keptOnDevice(page, email), { timeout: 10_000 }).toContain(LABEL);

  // The supermarket's basement.
  await context.setOffline(true);
  await page.reload();
  await expect(toBuy(page).getByText(LABEL)).toBeVisible();
  await expect(page.getByText(/^Hors ligne — données du \d{2}\/\d{2} à \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('Votre liste est vide')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'shopping list offline');

  await toBuy(page)
    .getByRole('button', { name: `Cocher ${LABEL}` })
    .click();
  await expect(inCart(page).getByText(LABEL)).toBeVisible();
  await expect(inCart(page).getByText('En attente…')).toBeVisible();

  // Other screens open too: their code is precached (the scanner's included).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner un produit' })).toBeVisible();
  // Home opened anew with no network: index.html asks for its answers ahead and gets none; what is
  // kept on the device shows (this household's cupboard is empty), under the banner, not an error.
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
  await expect(page.getByText(/^Hors ligne — données du/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Rien à consommer pour l’instant' })).toBeVisible();
  await expect(page.getByText(/Pas de réseau/)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(inCart(page).getByText(LABEL)).toBeVisible();

  // Back above ground: the tick leaves by itself, and the server has it.
  await context.setOffline(false);
  await expect(page.getByText('En attente…')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(/^Hors ligne/)).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/products/shopping-list', {
    headers: { authorization: `Bearer ${token}` },
  });
  const lines = (await answer.json()) as { label: string; checkedAt: string | null }[];
  expect(lines.find((line) => line.label === LABEL)?.checkedAt).not.toBeNull();
});
