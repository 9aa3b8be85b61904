import { createProduct, createRecipe } from '../support/api.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// Issue 25: the phone's Back (the history's step back, as Android's button does in Chrome) closes the
// sheet on screen first, and a form with changes asks before it is left. On a 360 × 780 phone.
test.use({ viewport: { width: 360, height: 780 } });

/** Android's Back: one step back in the history, within the app. */
const pressBack = (page: Page) => page.evaluate(() => window.history.back());
const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

test('a new product: Back closes its date sheet and keeps the form, then asks before leaving it', async ({ page }) => {
  await page.goto('products');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes produits' })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter sans code-barres' }).first().click();
  const form = page.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill('Persil plat');
  await form.getByRole('button', { name: 'Choisir la date de l’unité 1' }).click();
  const sheet = page.getByRole('dialog', { name: 'Date de péremption de l’unité 1' });
  await expect(sheet).toBeVisible();

  await pressBack(page);
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/Glouton\/scan$/);
  await expect(form.getByLabel(/Nom du produit/)).toHaveValue('Persil plat');

  await pressBack(page);
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  await expect(form.getByLabel(/Nom du produit/)).toHaveValue('Persil plat');
  await expect(page).toHaveURL(/\/Glouton\/scan$/);

  await pressBack(page);
  await leaveQuestion(page).getByRole('button', { name: 'Quitter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes produits' })).toBeVisible();
});

test('a half-written recipe is not dropped by Back without a word', async ({ page }) => {
  await page.goto('recipes');
  await page.getByRole('link', { name: 'Nouvelle recette' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill('Taboulé du marché');

  await pressBack(page);
  await expect(leaveQuestion(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle recette' })).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('Taboulé du marché');

  await pressBack(page);
  await leaveQuestion(page).getByRole('button', { name: 'Quitter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
  // Forward and back again: the router follows the history both ways (React Router on Preact).
  await page.evaluate(() => window.history.forward());
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle recette' })).toBeVisible();
  await pressBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
});

test('Back during « J’ai cuisiné » closes the sheet and stays on the recipe', async ({ page }) => {
  await openHome(page);
  const eggs = await createProduct(page, 'Œufs plein air e2e', 5);
  await createRecipe(page, { name: 'Omelette e2e', servings: 2, ingredients: [{ productId: eggs.id, label: 'Œufs' }] });
  await page.goto('recipes');
  await page
    .getByRole('link', { name: /Omelette e2e/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omelette e2e' })).toBeVisible();
  await page.getByRole('button', { name: 'J’ai cuisiné' }).click();
  const sheet = page.getByRole('dialog', { name: 'J’ai cuisiné' });
  await expect(sheet).toBeVisible();

  await pressBack(page);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Omelette e2e' })).toBeVisible();
  await expect(page).toHaveURL(/\/Glouton\/recipe\/\d+$/);

  // Nothing open: Back leaves the recipe.
  await pressBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
});

// React Router's RouterProvider reads `useOptimistic` from React, which preact/compat does not have: it
// falls back to its plain state (apps/web/vite/undefined-imports.ts). Every screen shown below is that
// state, in the production build, through links, Back and Forward.
test('the router follows links, Back and Forward in the built app (its state without useOptimistic)', async ({
  page,
}) => {
  await openHome(page);
  const footer = page.getByRole('contentinfo');
  const current = (name: string) => expect(footer.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  await footer.getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await current('Liste de courses');
  await footer.getByRole('link', { name: 'Scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner un produit' })).toBeVisible();
  await current('Scanner');

  await pressBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await current('Liste de courses');
  await page.evaluate(() => window.history.forward());
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner un produit' })).toBeVisible();
  await current('Scanner');
  await pressBack(page);
  await pressBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
  await current('Accueil');
  await expect(page).toHaveURL(/\/Glouton\/?$/);
});
