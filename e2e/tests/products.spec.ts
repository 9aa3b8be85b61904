import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// A valid EAN-13 (check digit included) that no fake Open Food Facts knows: without OFF_BASE_URL the
// server cannot reach Open Food Facts here (no internet), so it answers 503 (or 404 when a fake OFF
// is wired without this code). Either way the manual form keeps the barcode.
const BARCODE = '4006381333931';
const NAME = 'Confiture de fraises e2e';

/** The calendar day `days` from today in the browser's time zone, as DD/MM/YYYY. */
async function shortDateIn(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, days);
}

async function scanByTyping(page: Page, code: string) {
  await page.getByLabel('Numéro du code-barres').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
}

test('typed barcode unknown to Open Food Facts → manual form → saved with a date → on home', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Rien à consommer pour l’instant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home (empty)');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner un produit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scan');

  await scanByTyping(page, BARCODE);
  const form = page.getByRole('region', { name: 'Nouveau produit' });
  // The server gives Open Food Facts a few seconds before answering 503.
  await expect(form).toContainText(/Open Food Facts ne répond pas|Produit inconnu d’Open Food Facts/, {
    timeout: 20_000,
  });
  await expect(form).toContainText(`Code-barres : ${BARCODE}`);
  await expectNoSeriousA11yViolations(page, 'scan: manual form');
  // On a 360 px phone nothing runs off the side (« À consommer de préférence avant… (DDM) » did).
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const ddm = await form.getByText(/de préférence avant/).boundingBox();
  expect((ddm?.x ?? 0) + (ddm?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
  if (phone) await page.setViewportSize(phone);

  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Le nom est obligatoire.')).toBeVisible();
  await form.getByLabel(/Nom du produit/).fill(NAME);
  await form.getByRole('button', { name: 'Choisir la date de l’unité 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Date de péremption de l’unité 1' });
  await expect(picker.getByRole('button', { name: '+3 jours' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'date picker');
  await picker.getByRole('button', { name: '+3 jours' }).click();
  await expect(form).toContainText(`à consommer de préférence avant le ${await shortDateIn(page, 3)}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  const saved = page.getByRole('region', { name: 'Produit ajouté' });
  await expect(saved).toContainText(`« ${NAME} » est dans votre placard (1 unité).`);
  await expectNoSeriousA11yViolations(page, 'scan: saved');

  // Scanning the same code again finds the household's product.
  await saved.getByRole('button', { name: 'Scanner le produit suivant' }).click();
  await scanByTyping(page, BARCODE);
  await expect(page.getByRole('region', { name: 'Déjà dans votre placard' })).toContainText(NAME);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Accueil' }).click();
  const priority = page.getByRole('region', { name: 'À consommer en priorité' });
  const card = priority.getByRole('link', { name: new RegExp(NAME) });
  await expect(card).toContainText('dans 3 jours');
  await expectNoSeriousA11yViolations(page, 'home');
  await priority.getByRole('link', { name: /^Voir tout le placard/ }).click();
  await expect(page.getByRole('link', { name: new RegExp(NAME) })).toContainText('dans 3 jours');
  await expectNoSeriousA11yViolations(page, 'products');
});

test('details: add a unit, eat one and undo, throw one away, then delete with confirmation', async ({ page }) => {
  await openHome(page);
  await page.goto('scan?sans-code-barres');
  const form = page.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill('Tomates <b>cerises</b>');
  await form.getByLabel('Catégorie').selectOption({ label: 'Fruits & Légumes' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('region', { name: 'Produit ajouté' })
    .getByRole('link', { name: 'Voir la fiche du produit' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tomates <b>cerises</b>' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (1)' })).toContainText('Unité sans date');
  await expectNoSeriousA11yViolations(page, 'product details');

  await page.getByRole('button', { name: 'Ajouter des unités' }).click();
  await page.getByRole('dialog', { name: 'Ajouter des unités' }).getByRole('button', { name: '+1 semaine' }).click();
  await expect(page.getByText(/1 unité ajoutée \(à consommer de préférence avant le/)).toBeVisible();
  const units = page.getByRole('region', { name: 'Dans le placard (2)' });
  await expect(units).toContainText(await shortDateIn(page, 7));

  await units.getByRole('button', { name: 'Consommé' }).first().click();
  await expect(page.getByText('Unité consommée : bien joué, rien de gaspillé !')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (1)' })).toBeVisible();
  // The toast replaced the one of the unit added just before: its « Annuler » takes back this change.
  await page
    .getByRole('button', { name: 'Annuler', description: 'Unité consommée : bien joué, rien de gaspillé !' })
    .click();
  await expect(page.getByText('Action annulée.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Jeté' }).first().click();
  await expect(page.getByText('Unité jetée.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (1)' })).toBeVisible();

  // "À acheter" puts it on the shopping list: the footer badge follows (+1), then (−1).
  const listBadge = page.getByTestId('shopping-list-count');
  await expect(listBadge).toHaveText('0');
  const toBuy = page.getByRole('switch', { name: 'À acheter' });
  await toBuy.click();
  await expect(toBuy).toHaveAttribute('aria-checked', 'true');
  await expect(listBadge).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'À acheter' })).toHaveAttribute('aria-checked', 'true');
  await expect(listBadge).toHaveText('1');
  await page.getByRole('switch', { name: 'À acheter' }).click();
  await expect(listBadge).toHaveText('0');

  await page.getByRole('button', { name: 'Supprimer le produit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce produit ?' });
  await expect(confirm).toContainText('« Tomates <b>cerises</b> » et son unité seront supprimés définitivement.');
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();

  await expect(page).toHaveURL(/\/Glouton\/products$/);
  await expect(page.getByRole('heading', { name: 'Votre placard est vide' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'products (empty)');
});
