import { createProductWith, createRecipe } from '../support/api.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// The issue's « Done when » (decision 0062), on a small phone: cook, keep 3 portions, see them on home
// and in the proposed week, freeze one, thaw it.
test.use({ viewport: { width: 360, height: 780 } });

const GRATIN = 'Gratin de courgettes e2e';
const LEFTOVERS = `Restes — ${GRATIN}`;

/** Leftovers keep a week here: next week's Monday is at most seven days away, whatever today is. */
async function leftoversKeepAWeek(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const response = await page.request.patch(new URL('/api/household', page.url()).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { leftoverDays: 7 },
  });
  expect(response.ok()).toBe(true);
}

test('a dish cooked with 3 portions left: on home, first in the proposed week, one frozen then thawed', async ({
  page,
}) => {
  await openHome(page);
  await leftoversKeepAWeek(page);
  const courgettes = await createProductWith(page, { name: 'Courgettes e2e', unitsExpiringIn: [5] });
  const recipe = await createRecipe(page, {
    name: GRATIN,
    servings: 4,
    ingredients: [{ productId: courgettes.id, label: 'Courgettes e2e' }],
  });

  // « J’ai cuisiné »: « Il en reste ? » three portions.
  await page.goto(`recipe/${recipe.id}`);
  await page.getByRole('button', { name: 'J’ai cuisiné' }).click();
  const sheet = page.getByRole('dialog', { name: 'J’ai cuisiné' });
  const leftovers = sheet.getByRole('group', { name: 'Il en reste ?' });
  await expect(leftovers).toContainText('Rien');
  for (let portion = 0; portion < 3; portion += 1) {
    await leftovers.getByRole('button', { name: 'Une portion de plus' }).click();
  }
  await expect(leftovers).toContainText('3 portions');
  await sheet.getByRole('button', { name: 'J’ai cuisiné' }).click();
  await expect(page.getByText('3 portions au frigo.', { exact: false })).toBeVisible();

  // Home: the leftovers first of « À consommer en priorité ».
  await openHome(page);
  const priority = page.getByRole('region', { name: 'À consommer en priorité' });
  await expect(priority.getByRole('listitem').first()).toContainText(LEFTOVERS);

  // « Proposer ma semaine »: next week's first meal finishes them.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Semaine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semaine' })).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByText(/^Semaine \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Proposer ma semaine' }).click();
  await page.getByRole('dialog', { name: 'Proposer ma semaine' }).getByRole('button', { name: 'Proposer' }).click();
  const monday = page
    .getByRole('list', { name: 'Jours de la semaine' })
    .locator(':scope > li')
    .first()
    .getByRole('listitem')
    .filter({ hasText: 'Déjeuner' });
  await expect(monday).toContainText(LEFTOVERS);
  await expect(monday).toContainText('Proposé : restes à finir');

  // Their page: one portion frozen in one tap, then thawed (never to be frozen again).
  await monday.getByRole('link', { name: LEFTOVERS }).click();
  await expect(page.getByRole('heading', { level: 1, name: LEFTOVERS })).toBeVisible();
  const units = page.getByRole('region', { name: /Dans le placard/ });
  await expect(units.getByRole('listitem')).toHaveCount(3);
  await units.getByRole('button', { name: 'Congeler', exact: true }).first().click();
  await expect(page.getByText('Au congélateur : sa date est maintenant celle du congélateur.')).toBeVisible();
  const frozen = units.getByRole('listitem').filter({ hasText: 'Congelé le' });
  await expect(frozen).toHaveCount(1);
  await expect(frozen.getByRole('combobox', { name: 'Rangé dans' })).toHaveValue(/\d+/);
  await expect(frozen.getByRole('combobox', { name: 'Rangé dans' }).locator('option:checked')).toHaveText(
    'Congélateur',
  );
  await frozen.getByRole('button', { name: 'Décongeler' }).click();
  await expect(page.getByText('Décongelé : au frigo, à manger d’ici demain. Ne pas recongeler.')).toBeVisible();
  const thawed = units.getByRole('listitem').filter({ hasText: 'ne pas recongeler' });
  await expect(thawed).toHaveCount(1);
  await expect(thawed.getByRole('button', { name: 'Congeler', exact: true })).toHaveCount(0);
  await expect(thawed.getByRole('combobox', { name: 'Rangé dans' }).locator('option:checked')).toHaveText('Frigo');
});
