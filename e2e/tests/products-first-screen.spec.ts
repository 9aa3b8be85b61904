import { createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, test } from '../support/signed-in.js';

test.use({ viewport: { width: 360, height: 780 } });

test('« Mes produits » at 360 × 780: five products on the first screen, the filters one tap away', async ({ page }) => {
  await openHome(page);
  for (let day = 1; day <= 7; day++) await createProduct(page, `Produit du jour ${day}`, day);
  await page.goto('products');
  const cards = page.getByRole('list', { name: 'Produits' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Produit du jour 1');

  // Wholly visible above the fixed footer, without scrolling.
  const footer = await page.getByRole('contentinfo').boundingBox();
  const fifth = await cards.nth(4).boundingBox();
  if (!footer || !fifth) throw new Error('no footer or no fifth product');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(fifth.y + fifth.height).toBeLessThanOrEqual(footer.y);
  await expectNoSeriousA11yViolations(page, 'products (filters closed)');

  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByRole('group', { name: 'Catégorie' }).getByText('Produits laitiers').click();
  await expect(page.getByRole('heading', { name: 'Aucun produit dans cette catégorie' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'products (filters open)');
  await page.getByRole('button', { name: 'Voir toutes les catégories' }).click();
  await expect(cards).toHaveCount(7);
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 360);
});
