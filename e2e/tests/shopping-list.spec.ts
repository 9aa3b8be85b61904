import { PASSWORD } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { type Browser, expect, openHome, type Page, test } from '../support/signed-in.js';

const NAME = 'Lait de brebis e2e';

/** The calendar day `days` from today in the browser's time zone, as DD/MM/YYYY. */
async function shortDateIn(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, days);
}

/** A second device of the same household: a fresh browser context logged in to the same account. */
async function logInElsewhere(browser: Browser, email: string, baseURL: string | undefined): Promise<Page> {
  // A device of its own: nothing of the first device's session in its storage.
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    bypassCSP: true,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return page;
}

const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const badge = (page: Page) => page.getByTestId('shopping-list-count');

test('two devices: an item checked on one leaves the other live, stock follows, undo restores', async ({
  account,
  page: a,
  browser,
  baseURL,
}) => {
  const { email } = account;
  await openHome(a);
  const b = await logInElsewhere(browser, email, baseURL);

  // A product of the household (one unit, no date), created on device A.
  await a.goto('scan?sans-code-barres');
  const form = a.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill(NAME);
  await form.getByLabel('Catégorie').selectOption({ label: 'Produits laitiers' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(a.getByRole('region', { name: 'Produit ajouté' })).toBeVisible();

  await b.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(b.getByRole('heading', { name: 'Votre liste est vide' })).toBeVisible();
  await a.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(a.getByRole('heading', { name: 'Votre liste est vide' })).toBeVisible();
  await expectNoSeriousA11yViolations(a, 'shopping list (empty)');

  // A finds the product while typing and adds it: both devices see it, both badges say 1.
  await a.getByLabel('Article à ajouter').fill('brebis');
  await a.getByRole('button', { name: `Ajouter ${NAME} à la liste` }).click();
  await expect(toBuy(a).getByText(NAME)).toBeVisible();
  await expect(toBuy(b).getByText(NAME)).toBeVisible();
  await expect(badge(a)).toHaveText('1');
  await expect(badge(b)).toHaveText('1');
  await expectNoSeriousA11yViolations(a, 'shopping list');

  // A checks it with a date: it leaves B's "à acheter" live (no reload) and both badges agree.
  await toBuy(a)
    .getByRole('button', { name: `Cocher ${NAME}` })
    .click();
  const picker = a.getByRole('dialog', { name: `Date de péremption : ${NAME}` });
  await expect(picker.getByRole('button', { name: '+3 jours' })).toBeFocused();
  await expectNoSeriousA11yViolations(a, 'shopping list: date picker');
  await picker.getByRole('button', { name: '+1 semaine' }).click();
  await expect(a.getByRole('region', { name: 'Dans le panier' }).getByText(NAME)).toBeVisible();
  await expect(toBuy(b).getByText(NAME)).toBeHidden();
  await expect(badge(a)).toHaveText('0');
  await expect(badge(b)).toHaveText('0');
  await expect(a.getByText('En attente…')).toBeHidden();
  await expectNoSeriousA11yViolations(a, 'shopping list: in the basket');

  // The product got a unit with the chosen date (seen from B).
  const inAWeek = await shortDateIn(b, 7);
  await b.goto('products');
  await b.getByRole('link', { name: new RegExp(NAME) }).click();
  await expect(b.getByRole('region', { name: 'Dans le placard (2)' })).toContainText(inAWeek);

  // Undo on A (the toast's "Annuler" has gone by now; "Décocher" sends the same undo): the line is back
  // to buy on both devices, and the unit it added is gone.
  await a
    .getByRole('region', { name: 'Dans le panier' })
    .getByRole('button', { name: `Décocher ${NAME}` })
    .click();
  await expect(toBuy(a).getByText(NAME)).toBeVisible();
  await expect(badge(a)).toHaveText('1');
  await expect(badge(b)).toHaveText('1');
  await b.reload();
  await expect(b.getByRole('region', { name: 'Dans le placard (1)' })).toBeVisible();
  await expect(b.getByRole('region', { name: 'Dans le placard (1)' })).not.toContainText(inAWeek);

  await b.context().close();
});
