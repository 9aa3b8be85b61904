import { expect, openHome, type Page, test } from '../support/signed-in.js';

// Issue 25: the network lost on a first visit, before the service worker holds the app (the journeys
// run with service workers blocked, which is that moment made permanent).

const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });

/** The household's list as the server has it. */
async function serverLabels(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/products/shopping-list', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { label: string }[]).map((line) => line.label);
}

test('a line added offline before the app is on the device is sent once back online, and so are the next ones', async ({
  page,
  context,
}) => {
  await openHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page.getByLabel('Article à ajouter')).toBeVisible();

  // The code that sends queued changes is on the device before the first change: its chunk is not
  // fetched at the first write, when the network may already be gone.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/write-runner-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.getByLabel('Article à ajouter').fill('Persil');
  await page.getByLabel('Article à ajouter').press('Enter');
  await expect(toBuy(page).getByText('Persil')).toBeVisible();
  await expect(toBuy(page).getByText('En attente…')).toBeVisible();

  await context.setOffline(false);
  await expect(toBuy(page).getByText('En attente…')).toBeHidden();
  await expect.poll(() => serverLabels(page)).toContain('Persil');

  // A line added online now leaves at once, not behind a stuck one.
  await page.getByLabel('Article à ajouter').fill('Ciboulette');
  await page.getByLabel('Article à ajouter').press('Enter');
  await expect(toBuy(page).getByText('Ciboulette')).toBeVisible();
  await expect.poll(() => serverLabels(page)).toEqual(expect.arrayContaining(['Persil', 'Ciboulette']));
  await expect(toBuy(page).getByText('En attente…')).toBeHidden();
});

test('a change whose sending code could not be fetched is sent once the network lets it be fetched', async ({
  page,
  context,
}) => {
  // The worst case: the sending code's chunk fails (the network went before it arrived). The app
  // fetches it again when the network comes back instead of keeping the failure for good.
  let refused = 0;
  await context.route(/\/write-runner-[\w-]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await openHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  // The list's own code is there (the network is cut below): only the sending code has failed.
  await expect(page.getByLabel('Article à ajouter')).toBeVisible();
  await expect.poll(() => refused).toBe(1);

  await context.setOffline(true);
  await page.getByLabel('Article à ajouter').fill('Persil');
  await page.getByLabel('Article à ajouter').press('Enter');
  await expect(toBuy(page).getByText('En attente…')).toBeVisible();
  await context.setOffline(false);
  await expect(toBuy(page).getByText('En attente…')).toBeHidden();
  await expect.poll(() => serverLabels(page)).toContain('Persil');
});
