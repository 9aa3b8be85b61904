import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { newEmail, registerThroughUi } from '../support/accounts.js';
import { createInvitation, createProductWith, createRecipe, joinHousehold } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** Paul's phone: a browser context of its own. */
async function anotherPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    bypassCSP: true,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** « Semaine » from the header's menu, then the next week (all of its days still to come). */
async function openNextWeek(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Semaine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semaine' })).toBeVisible();
  await expect(page.getByText('Cette semaine')).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByText(/^Semaine \d+/)).toBeVisible();
}

const days = (page: Page) => page.getByRole('list', { name: 'Jours de la semaine' }).locator(':scope > li');
/** A meal of the week on screen: the first day is Monday. */
const meal = (page: Page, day: number, name: 'Déjeuner' | 'Dîner') =>
  days(page).nth(day).getByRole('listitem').filter({ hasText: name });
const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const line = (page: Page, label: string) => toBuy(page).getByRole('listitem').filter({ hasText: label });

test('a week planned with the proposal, its shopping added (merged lines and their notes), a meal cooked from the plan; the other member’s screen follows', async ({
  page: marie,
  browser,
  baseURL,
}) => {
  await registerThroughUi(marie, newEmail());
  // One litre of milk in the cupboard, reaching its date in 4 days; two recipes want it.
  const milk = await createProductWith(marie, {
    name: 'Lait e2e',
    quantity: '1 L',
    dateKind: 'ddm',
    unitsExpiringIn: [4],
  });
  await createRecipe(marie, {
    name: 'Gratin e2e',
    servings: 4,
    ingredients: [{ productId: milk.id, label: 'Lait e2e', quantity: '50 cl' }, { label: '200 g de gruyère râpé' }],
  });
  await createRecipe(marie, {
    name: 'Soupe e2e',
    servings: 2,
    ingredients: [
      { productId: milk.id, label: 'Lait e2e', quantity: '1 L' },
      { label: '100 g de gruyère râpé' },
      { label: '2 poireaux' },
    ],
  });

  // Paul joins Marie's household and keeps « Semaine » open on his phone.
  const paul = await anotherPhone(browser, baseURL);
  await registerThroughUi(paul, newEmail());
  const { code } = await createInvitation(marie);
  await joinHousehold(paul, code);
  await paul.goto('./');
  await openNextWeek(paul);
  await expect(meal(paul, 0, 'Déjeuner')).toContainText('Rien de prévu');

  // Marie proposes her week: every empty meal ticked; two recipes, so Monday's two meals.
  await openNextWeek(marie);
  await marie.getByRole('button', { name: 'Proposer ma semaine' }).click();
  const propose = marie.getByRole('dialog', { name: 'Proposer ma semaine' });
  await expect(propose.getByRole('checkbox')).toHaveCount(14);
  await propose.getByRole('button', { name: 'Proposer' }).click();
  await expect(marie.getByText('2 repas proposés.')).toBeVisible();
  // The milk counts once: the gratin uses it, the soup then needs some. The gruyère is free text: to
  // check, never « sans courses » (decision 0057).
  await expect(meal(marie, 0, 'Déjeuner')).toContainText('Gratin e2e');
  await expect(meal(marie, 0, 'Déjeuner')).toContainText(
    /Proposé\s:\sutilise\s1\sproduit qui expire d’ici \w+, 1\singrédient à vérifier/,
  );
  await expect(meal(marie, 0, 'Dîner')).toContainText('Soupe e2e');
  await expect(meal(marie, 0, 'Dîner')).toContainText('Proposé : il manque 1 produit, 2 ingrédients à vérifier');
  await expectNoSeriousA11yViolations(marie, '« Semaine » after a proposal');
  // Live on Paul's phone.
  await expect(meal(paul, 0, 'Déjeuner')).toContainText('Gratin e2e');

  // The soup moves to Tuesday's dinner by tap: « Déplacer », then « Mettre ici ».
  await meal(marie, 0, 'Dîner').getByRole('button', { name: 'Déplacer' }).click();
  await meal(marie, 1, 'Dîner').getByRole('button', { name: 'Mettre ici' }).click();
  await expect(meal(marie, 1, 'Dîner')).toContainText('Soupe e2e');
  await expect(meal(marie, 0, 'Dîner')).toContainText('Rien de prévu');

  // The week's shopping: the milk the soup lacks, the gruyère of both merged into one line.
  await marie.getByRole('button', { name: 'Ajouter les courses de la semaine' }).click();
  await expect(marie.getByText('Courses de la semaine : 3 lignes ajoutées.')).toBeVisible();
  // Asked twice: nothing more.
  await marie.getByRole('button', { name: 'Ajouter les courses de la semaine' }).click();
  await expect(marie.getByText('Rien à ajouter : le placard et la liste ont déjà tout.')).toBeVisible();
  await marie.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(toBuy(marie).getByRole('listitem')).toHaveCount(3);
  await expect(line(marie, 'Gruyère râpé')).toContainText('300 g · pour : Gratin e2e (lun.), Soupe e2e (mar.)');
  await expect(line(marie, 'Lait e2e')).toContainText('pour : Soupe e2e (mar.)');
  await expect(line(marie, 'Poireaux')).toContainText('Quantité : 2');
  await expect(line(marie, 'Poireaux')).toContainText('pour : Soupe e2e (mar.)');

  // Cooked from the plan through the recipe's sheet: the gratin's 50 cl open the litre of milk, which
  // stays in the cupboard; Monday's lunch is « Cuisiné », on both phones.
  await marie.goBack();
  await expect(meal(marie, 0, 'Déjeuner')).toContainText('Gratin e2e');
  await meal(marie, 0, 'Déjeuner').getByRole('button', { name: 'J’ai cuisiné' }).click();
  const sheet = marie.getByRole('dialog', { name: 'J’ai cuisiné' });
  await expect(sheet.getByText('Pour 4 parts.', { exact: false })).toBeVisible();
  await expect(sheet.getByRole('radio', { name: 'Entamé' })).toBeChecked();
  await sheet.getByRole('button', { name: 'J’ai cuisiné' }).click();
  await expect(marie.getByText('Bon appétit ! Lait e2e : 1 unité entamée, toujours dans le placard.')).toBeVisible();
  await expect(meal(marie, 0, 'Déjeuner')).toContainText('Cuisiné');
  await expect(meal(paul, 0, 'Déjeuner')).toContainText('Cuisiné');
  await expect(meal(paul, 1, 'Dîner')).toContainText('Soupe e2e');
});
