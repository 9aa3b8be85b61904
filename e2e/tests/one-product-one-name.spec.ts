import { addToList, createProduct, createProductWith, createRecipe } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// Issue 25, « One product, one name » (decision 0058), on a 360 × 780 phone.
test.use({ viewport: { width: 360, height: 780 } });

const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });

test('« Courgettes » typed again offers « Ajouter une unité à Courgettes »: one card, two units', async ({ page }) => {
  await openHome(page);
  await createProduct(page, 'Courgettes', 3, 1);

  await page.goto('scan?sans-code-barres');
  const form = page.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill(' courgettes ');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  const offer = form.getByRole('region', { name: 'Produit déjà dans votre foyer' });
  await expect(offer).toContainText('Vous avez déjà « Courgettes ».');
  const add = offer.getByRole('button', { name: 'Ajouter une unité à Courgettes' });
  await expect(add).toBeFocused();
  await expect(offer.getByRole('button', { name: 'Créer un autre produit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scan: a name the household has');
  await add.click();
  await expect(page.getByRole('region', { name: 'Produit ajouté' })).toContainText('Courgettes');

  await page.goto('products');
  const cards = page.getByRole('link', { name: /Courgettes/ });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('2 unités');
});

test('« Fusionner avec… »: units, list line and recipe follow; the merged page, open elsewhere, follows', async ({
  page,
}) => {
  await openHome(page);
  const courgette = await createProduct(page, 'Courgette', 2, 1);
  const courgettes = await createProductWith(page, { name: 'Courgettes', unitsExpiringIn: [5] });
  await addToList(page, { productId: courgette.id });
  await createRecipe(page, { name: 'Gratin', ingredients: [{ productId: courgette.id, label: 'courgette' }] });

  // Another tab of the household shows the product that will go.
  const elsewhere = await page.context().newPage();
  await elsewhere.goto(`product/${courgette.id}`);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Courgette' })).toBeVisible();

  await page.goto(`product/${courgette.id}`);
  await page.getByRole('button', { name: 'Fusionner avec…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fusionner « Courgette »' });
  await dialog.getByRole('searchbox', { name: 'Chercher le produit à garder' }).fill('courg');
  await dialog.getByRole('radio', { name: /^Courgettes / }).check();
  await expectNoSeriousA11yViolations(page, 'product: merge dialog');
  await dialog.getByRole('button', { name: 'Garder « Courgettes »' }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${courgettes.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Courgettes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (2)' })).toBeVisible();
  await expect(page.getByText('« Courgette » fusionné avec « Courgettes ».')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product: kept after a merge');
  // The other tab heard it live and shows the kept product.
  await expect(elsewhere).toHaveURL(new RegExp(`/product/${courgettes.id}$`));
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Courgettes' })).toBeVisible();

  // Its list line and its recipe now name the kept product.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(toBuy(page).getByText('Courgettes', { exact: true })).toBeVisible();
  await page.goto('recipes');
  await page.getByRole('link', { name: /Gratin/ }).click();
  await expect(page.getByRole('link', { name: /courgette/i })).toHaveAttribute(
    'href',
    new RegExp(`/product/${courgettes.id}$`),
  );
  await elsewhere.close();
});

test('« lait » + Enter on the list is the household’s milk, which its tick restocks; « tel quel » stays text', async ({
  page,
}) => {
  await openHome(page);
  const milk = await createProductWith(page, { name: 'Lait demi-écrémé', unitsExpiringIn: [] });
  await createProductWith(page, { name: 'Yaourt au lait', unitsExpiringIn: [] });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  const field = page.getByLabel('Article à ajouter');
  await field.fill('lait');
  await expect(page.getByText('Entrée ajoute Lait demi-écrémé.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'shopping list: suggestions');
  await field.press('Enter');
  await expect(toBuy(page).getByText('Lait demi-écrémé')).toBeVisible();
  await expect(field).toHaveValue('');

  // Typed and sent at once, before the suggestions show: the same product (its line is raised to 2).
  await field.pressSequentially('LAIT');
  await field.press('Enter');
  await expect(toBuy(page).getByRole('listitem').filter({ hasText: 'Lait demi-écrémé' })).toContainText('Quantité : 2');

  await field.fill('lait');
  await page.getByRole('button', { name: 'Ajouter « lait » tel quel' }).click();
  await expect(toBuy(page).getByText('lait', { exact: true })).toBeVisible();

  // Ticking the product's line puts two units of milk in the cupboard.
  await toBuy(page).getByRole('button', { name: 'Cocher Lait demi-écrémé' }).click();
  await page
    .getByRole('dialog', { name: 'Date de péremption : Lait demi-écrémé' })
    .getByRole('button', { name: '+1 semaine' })
    .click();
  await expect(page.getByRole('region', { name: 'Dans le panier' }).getByText('Lait demi-écrémé')).toBeVisible();
  await expect(page.getByText('En attente…')).toBeHidden();
  await page.goto(`product/${milk.id}`);
  await expect(page.getByRole('region', { name: 'Dans le placard (2)' })).toBeVisible();
});
