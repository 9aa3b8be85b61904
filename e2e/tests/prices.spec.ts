import { createProductWith } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, test } from '../support/signed-in.js';

// Issue 28's « € sauvés » (decision 0070), on a small phone: a pack added with its price, one unit
// eaten, its price in the Bilan.
test.use({ viewport: { width: 360, height: 780 } });

test('a pack of six priced 2,40 €: each unit 0,40 €, the last price on the page, one eaten is 0,40 € saved', async ({
  page,
}) => {
  await openHome(page);
  const yogurts = await createProductWith(page, { name: 'Yaourts prix e2e', unitsExpiringIn: [] });
  await page.goto(`product/${yogurts.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yaourts prix e2e' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prix' })).toContainText('Aucun prix noté');

  // « Ajouter des unités »: six, 2,40 € the pack, dated in three days.
  await page.getByRole('button', { name: 'Ajouter des unités' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ajouter des unités' });
  await sheet.getByRole('spinbutton', { name: 'Nombre d’unités' }).fill('6');
  await sheet.getByRole('textbox', { name: /Prix \(€\)/ }).fill('2,40');
  await sheet.getByText('du lot de 6').click();
  await expect(sheet.getByText(/Soit 0,40\s€ par unité\./)).toBeVisible();
  await sheet.getByRole('button', { name: '+3 jours' }).click();

  const units = page.getByRole('region', { name: 'Dans le placard (6)' });
  await expect(units).toBeVisible();
  await expect(units.getByText(/^0,40\s€$/)).toHaveCount(6);
  const prices = page.getByRole('region', { name: 'Prix' });
  await expect(prices).toContainText(/Dernier prix\s: 0,40\s€ l’unité, le .* \(6 unités\)/);

  // One eaten, in time.
  await units.getByRole('button', { name: 'Consommé' }).first().click();
  await expect(page.getByRole('region', { name: 'Dans le placard (5)' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Bilan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bilan' })).toBeVisible();
  const euros = page.getByRole('region', { name: 'En euros' });
  await expect(euros).toContainText(/€ sauvés\s*0,40\s€/);
  await expect(euros).toContainText(/€ jetés\s*0,00\s€/);
  await expect(euros).toContainText(/Dépensé\s*2,40\s€/);

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'Bilan en euros');
});
