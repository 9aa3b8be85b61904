import { createProductWith, createRecipe } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// Issue 25 (decision 0057), on a phone: recipes and the plan count what is really there.
test.use({ viewport: { width: 360, height: 780 } });

/** « Samedi 14 juin »: today in Paris, as « Semaine » titles its days. */
function todayTitle(): string {
  const words = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const aisle = (page: Page, name: string) =>
  page.getByRole('region', { name: 'À acheter' }).getByRole('region', { name });

test('a quiche of free-text lines is « à vérifier », its lardons linked, the rest bought in their aisles; « Semaine » opens on today and keeps « Toujours à la maison »', async ({
  page,
}) => {
  await openHome(page);
  const eggs = await createProductWith(page, { name: 'Œufs', unitsExpiringIn: [10] });
  await createProductWith(page, { name: 'Lardons', unitsExpiringIn: [] });
  const quiche = await createRecipe(page, {
    name: 'Quiche lorraine',
    servings: 4,
    ingredients: [
      { label: '200 g de lardons' },
      { productId: eggs.id, label: '3 œufs' },
      { label: '20 cl de crème fraîche épaisse' },
      { label: '1 pâte brisée' },
      { label: 'Sel, poivre' },
    ],
  });

  // Only the eggs are in the cupboard: 1 of 4, three lines to check, something to add.
  await page.goto(`recipe/${quiche.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiche lorraine' })).toBeVisible();
  await expect(page.getByText('1 ingrédient sur 4 en stock')).toBeAttached();
  await expect(page.getByText('· 3 à vérifier')).toBeVisible();
  await expect(page.getByText('Rien ne manque : tout est en stock.')).toHaveCount(0);
  const ingredients = page.getByRole('region', { name: 'Ingrédients (5)' }).getByRole('listitem');
  await expect(ingredients.filter({ hasText: 'Sel, poivre' })).toContainText('à la maison');
  await expectNoSeriousA11yViolations(page, 'a recipe with lines to check');

  // The lardons' line is linked to the product of that name: it is a product now, missing.
  await page.getByRole('button', { name: 'Lier à Lardons' }).click();
  await expect(page.getByText('« 200 g de lardons » est lié à Lardons.')).toBeVisible();
  await expect(ingredients.filter({ hasText: 'lardons' })).toContainText('manquant');
  await expect(page.getByText('· 2 à vérifier')).toBeVisible();

  // « Ajouter les manquants »: the lardons, and the two lines to check as free text; never the salt.
  await page.getByRole('button', { name: 'Ajouter les manquants à la liste' }).click();
  await expect(page.getByText('3 produits ajoutés à la liste de courses.')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page.getByRole('region', { name: 'À acheter' }).getByRole('listitem')).toHaveCount(3);
  await expect(aisle(page, 'Produits laitiers')).toContainText('Crème fraîche épaisse');
  await expect(aisle(page, 'Céréales & Féculents')).toContainText('Pâte brisée');
  await expect(page.getByRole('region', { name: 'À acheter' })).not.toContainText('Sel');

  // « Semaine » opens on today; the days gone by are one folded line.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Semaine' }).click();
  const days = page.getByRole('list', { name: 'Jours de la semaine' });
  await expect(days.getByRole('heading', { level: 2 }).first()).toHaveText(todayTitle());
  await expect(days.getByRole('heading', { level: 2 }).first()).toBeInViewport();

  // « Toujours à la maison »: without the salt, the quiche's « Sel, poivre » is to check again.
  await page.getByText('Toujours à la maison').click();
  await page.getByRole('button', { name: 'Retirer Sel' }).click();
  await expect(page.getByText('« Sel » retiré de « Toujours à la maison ».')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '« Semaine » with « Toujours à la maison » open');
  await page.goto(`recipe/${quiche.id}`);
  await expect(page.getByText('· 3 à vérifier')).toBeVisible();
  await expect(ingredients.filter({ hasText: 'Sel, poivre' })).toContainText('à vérifier');
});
