import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

const CREAM = 'Crème fraîche e2e';
const POTATOES = 'Pommes de terre e2e';
const RECIPE_SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2}`;

/** A product without barcode, with one undated unit in the cupboard. */
async function createProduct(page: Page, name: string) {
  await page.goto('scan?sans-code-barres');
  const form = page.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill(name);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Produit ajouté' })).toContainText(`« ${name} »`);
}

async function pickProduct(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Chercher un produit du placard' }).fill(search);
  await page.getByRole('button', { name: `Ajouter ${name}` }).click();
}

test('a recipe from the cupboard: badge follows the stock, missing items go to the list, cooked then undone', async ({
  page,
}) => {
  await openHome(page);
  await createProduct(page, CREAM);
  await createProduct(page, POTATOES);

  await page.goto('recipes');
  await expect(page.getByRole('heading', { name: 'Aucune recette pour l’instant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipes (empty)');
  await page.getByRole('link', { name: 'Nouvelle recette' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle recette' })).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le nom est obligatoire.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom' }).fill('Gratin maison e2e');
  await page.getByRole('spinbutton', { name: 'Parts' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Heures' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill('15');
  await expect(page.getByText('Soit 1 h 15')).toBeVisible();
  // Accents and case do not matter when looking for a product.
  await pickProduct(page, 'CREME', CREAM);
  await pickProduct(page, 'pommes', POTATOES);
  await page.getByRole('searchbox', { name: 'Chercher un produit du placard' }).fill('Sel');
  await page.getByRole('button', { name: 'Ajouter en texte libre' }).click();
  await page.getByRole('textbox', { name: 'Étape 1' }).fill('Trancher les pommes de terre.');
  await page.getByRole('button', { name: 'Ajouter une étape' }).click();
  await page.getByRole('textbox', { name: 'Étape 2' }).fill('Couvrir de crème et cuire.');
  await expectNoSeriousA11yViolations(page, 'create recipe');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/Glouton\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gratin maison e2e' })).toBeVisible();
  await expect(page.getByText('2 ingrédients sur 2 en stock').first()).toBeVisible();
  await expect(page.getByText('Durée 1 h 15').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Étapes' }).getByRole('listitem')).toHaveText([
    'Trancher les pommes de terre.',
    'Couvrir de crème et cuire.',
  ]);
  await expect(page.getByRole('button', { name: 'Ajouter les manquants à la liste' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'recipe');

  // On the list, complete recipes get the green badge.
  await page.getByRole('link', { name: 'Recettes', exact: true }).first().click();
  const card = page.getByRole('article', { name: 'Gratin maison e2e' });
  await expect(card.locator('[data-complete="true"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipes');

  // Eating the cream's only unit leaves one ingredient missing.
  await card.getByRole('link', { name: CREAM }).click();
  await expect(page.getByRole('heading', { level: 1, name: CREAM })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recettes avec ce produit' })).toContainText('Gratin maison e2e');
  await page.getByRole('button', { name: 'Consommé' }).first().click();
  await expect(page.getByText('Unité consommée : bien joué, rien de gaspillé !')).toBeVisible();
  await page
    .getByRole('region', { name: 'Recettes avec ce produit' })
    .getByRole('link', { name: 'Gratin maison e2e' })
    .click();
  await expect(page.getByText('1 ingrédient sur 2 en stock').first()).toBeVisible();

  const listBadge = page.getByTestId('shopping-list-count');
  await expect(listBadge).toHaveText('0');
  await page.getByRole('button', { name: 'Ajouter les manquants à la liste' }).click();
  await expect(page.getByText('1 produit ajouté à la liste de courses.')).toBeVisible();
  await expect(listBadge).toHaveText('1');

  // "J'ai cuisiné" opens a sheet: the potatoes (a line with no amount) are proposed finished; they are
  // only opened this time, so they stay in the cupboard, « entamé » on their page.
  await page.getByRole('button', { name: 'J’ai cuisiné' }).click();
  const sheet = page.getByRole('dialog', { name: 'J’ai cuisiné' });
  await expect(sheet.getByText('Pour 4 parts.', { exact: false })).toBeVisible();
  const potatoes = sheet.getByRole('group', { name: `${POTATOES}, unité sans date` });
  await expect(potatoes.getByRole('radio', { name: 'Terminé' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'cook sheet');
  await potatoes.getByText('Entamé').click();
  await sheet.getByRole('button', { name: 'J’ai cuisiné' }).click();
  await expect(page.getByText(`Bon appétit ! ${POTATOES} : 1 unité entamée, toujours dans le placard.`)).toBeVisible();
  await expect(page.getByText('1 ingrédient sur 2 en stock').first()).toBeVisible();
  await page
    .getByRole('region', { name: /^Ingrédients/ })
    .getByRole('link', { name: POTATOES })
    .click();
  const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-');
  await expect(page.getByRole('region', { name: /Dans le placard/ })).toContainText(`entamé le ${day}/${month}`);
  await page.goBack();

  // Cooked again, finished this time: the potatoes leave; « Annuler » puts them back.
  await page.getByRole('button', { name: 'J’ai cuisiné' }).click();
  await expect(sheet.getByRole('group', { name: new RegExp(`entamé le ${day}/${month}`) })).toBeVisible();
  await sheet.getByRole('button', { name: 'J’ai cuisiné' }).click();
  await expect(page.getByText(`Bon appétit ! ${POTATOES} : 1 unité retirée du placard.`)).toBeVisible();
  await expect(page.getByText('0 ingrédient sur 2 en stock').first()).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', description: /retirée du placard/ }).click();
  await expect(page.getByText('Annulé : le placard est revenu comme avant.')).toBeVisible();
  await expect(page.getByText('1 ingrédient sur 2 en stock').first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page.getByRole('region', { name: 'À acheter' })).toContainText(CREAM);
});

test('import a recipe from a French recipe page, review it, save it', async ({ page }) => {
  await openHome(page);
  await createProduct(page, CREAM);
  await page.goto('create-recipe');

  const address = page.getByRole('textbox', { name: 'Adresse de la page' });
  await address.fill(`${RECIPE_SITE}/recettes/introuvable`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Le site a refusé de donner la page' })).toBeVisible();

  await address.fill(`${RECIPE_SITE}/recettes/gratin-dauphinois`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Recette importée : vérifiez puis enregistrez.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('Gratin dauphinois e2e');
  await expect(page.getByRole('spinbutton', { name: 'Parts' })).toHaveValue('6');
  await expect(page.getByText('Soit 1 h 30')).toBeVisible();
  // The cream line is linked to the household's product by its name.
  await expect(page.getByText(`Lié au produit du placard « ${CREAM} »`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Étape 3' })).toHaveValue(
    'Couvrir de crème et cuire 1 h 10 à 160 °C.',
  );
  // The page's headings are titles of the form, its bullets gone.
  await expect(page.getByRole('textbox', { name: 'Titre de groupe 2' })).toHaveValue('Pour le plat');
  await expect(page.getByRole('textbox', { name: 'Ingrédient 1', exact: true })).toHaveValue('1 kg de pommes de terre');
  await expect(page.getByRole('textbox', { name: 'Titre de section 2' })).toHaveValue('Cuisson');
  await expectNoSeriousA11yViolations(page, 'create recipe (imported)');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Gratin dauphinois e2e' })).toBeVisible();
  await expect(page.getByText('6 parts', { exact: true })).toBeVisible();
  // The cream is in the cupboard; the potatoes and the garlic are free text « à vérifier », the salt and
  // pepper « toujours à la maison » (decision 0057).
  await expect(page.getByText('1 ingrédient sur 3 en stock').first()).toBeAttached();
  await expect(page.getByText('· 2 à vérifier').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Étapes' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: /^Ingrédients/ }).getByRole('heading', { level: 3 })).toHaveText([
    'Pour le gratin',
    'Pour le plat',
  ]);
  await expect(page.getByRole('region', { name: 'Étapes' }).getByRole('heading', { level: 3 })).toHaveText([
    'Préparation',
    'Cuisson',
  ]);
  await expectNoSeriousA11yViolations(page, 'recipe with groups and sections');
  await expect(page.getByRole('link', { name: /Recette d.origine sur 127\.0\.0\.1/ })).toHaveAttribute(
    'href',
    `${RECIPE_SITE}/recettes/gratin-dauphinois`,
  );

  // Home now offers it among the recipes to cook.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('region', { name: 'À cuisiner' })).toContainText('Gratin dauphinois e2e');
  await expectNoSeriousA11yViolations(page, 'home with recipes');
});
