import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { newEmail, PASSWORD, registerThroughUi } from '../support/accounts.js';
import { addToList, createInvitation, createProduct, joinHousehold } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const MARIES_PRODUCT = 'Confiture de Marie e2e';
const PAULS_PRODUCT = 'Pâtes de Paul e2e';
const LINE = 'Pain de campagne e2e';

/** Another person's phone: a browser context of its own, nobody signed in. */
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

/** « Foyer », « Compte », « Mes produits »… are in the header's menu. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

async function openList(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
}

/** « Compte » → « Nom affiché ». */
async function renameThroughAccount(page: Page, name: string) {
  await openFromMenu(page, 'Compte');
  const field = page.getByLabel('Nom affiché');
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await page.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(page.getByText('Nom enregistré.')).toBeVisible();
}

/** Marie opens « Foyer » and invites: the link as the screen shows it, to send to Paul. */
async function inviteThroughFoyer(marie: Page): Promise<string> {
  await openFromMenu(marie, 'Foyer');
  await expect(marie.getByRole('heading', { level: 2, name: 'Membres (1)' })).toBeVisible();
  await marie.getByRole('button', { name: 'Inviter quelqu’un' }).click();
  const link = marie.getByText('Lien à envoyer').locator('xpath=following-sibling::p');
  await expect(link).toContainText('/Glouton/join/');
  return (await link.textContent()) ?? '';
}

/** A product of one's own, typed in on « Ajouter sans code-barres ». */
async function addProductThroughUi(page: Page, name: string) {
  await page.goto('scan?sans-code-barres');
  const form = page.getByRole('region', { name: 'Produit sans code-barres' });
  await form.getByLabel(/Nom du produit/).fill(name);
  await form.getByLabel('Catégorie').selectOption({ label: 'Céréales & Féculents' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Produit ajouté' })).toBeVisible();
}

const members = (page: Page) => page.getByRole('region', { name: /^Membres/ });
const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const badge = (page: Page) => page.getByTestId('shopping-list-count');
const lineRow = (page: Page, label: string) => toBuy(page).getByRole('listitem').filter({ hasText: label });

test('Marie invites Paul, who brings his data; his line shows on her list; she removes him, he is back to an empty household of his own', async ({
  page: marie,
  browser,
  baseURL,
}) => {
  await registerThroughUi(marie, newEmail());
  await createProduct(marie, MARIES_PRODUCT, 10);
  const link = await inviteThroughFoyer(marie);
  await expect(marie.getByRole('img', { name: 'QR code du lien d’invitation' })).toBeVisible();
  await expectNoSeriousA11yViolations(marie, '« Foyer » with a new invitation');

  // Paul opens the link on his phone, signed out: the screen says who invites him where, he creates an
  // account and is brought back to the invitation.
  const paul = await anotherPhone(browser, baseURL);
  await paul.goto(link);
  await expect(paul.getByRole('heading', { level: 1, name: 'Rejoindre un foyer' })).toBeVisible();
  await expect(paul.getByText(/^\S+ vous invite à rejoindre le foyer «\sMon foyer\s» sur Glouton\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(paul, 'join screen (signed out)');
  await paul.getByRole('link', { name: 'Créer un compte' }).click();
  await paul.getByLabel(/e-mail/i).fill(newEmail());
  await paul.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await paul.getByRole('button', { name: /créer|inscri/i }).click();
  await expect(paul.getByRole('button', { name: 'Rejoindre le foyer' })).toBeVisible();
  expect(new URL(paul.url()).pathname).toBe(new URL(link).pathname);
  // Nothing of his own yet: nothing to choose.
  await expect(paul.getByRole('group', { name: /Et ce que vous avez déjà/ })).toBeHidden();

  // Before accepting, he names himself and puts his pasta in his cupboard.
  await renameThroughAccount(paul, 'Paul');
  await expectNoSeriousA11yViolations(paul, '« Compte »');
  await addProductThroughUi(paul, PAULS_PRODUCT);

  // Back to the link: now he has something, the screen asks; he brings it.
  await paul.goto(link);
  const choice = paul.getByRole('group', { name: /Et ce que vous avez déjà/ });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('radio', { name: /Apporter mes produits/ })).toBeChecked();
  await expectNoSeriousA11yViolations(paul, 'join screen (signed in, with data)');
  await paul.getByRole('button', { name: 'Rejoindre le foyer' }).click();
  await expect(paul.getByRole('heading', { level: 1, name: 'Rejoindre un foyer' })).toBeHidden();
  await expect(paul).toHaveURL(/\/Glouton\/?$/);
  await expect(paul.getByText('Vous avez rejoint le foyer « Mon foyer ».')).toBeVisible();

  // Marie's « Foyer », still open, shows Paul (the live event `household-changed`).
  await expect(marie.getByRole('heading', { level: 2, name: 'Membres (2)' })).toBeVisible();
  await expect(members(marie).getByText('Paul', { exact: true })).toBeVisible();

  // Paul's cupboard is the household's now: Marie's jam, and his pasta that he brought.
  await openFromMenu(paul, 'Mes produits');
  await expect(paul.getByRole('link', { name: new RegExp(MARIES_PRODUCT) })).toBeVisible();
  await expect(paul.getByRole('link', { name: new RegExp(PAULS_PRODUCT) })).toBeVisible();

  // Both on the list; Paul adds a line: Marie sees it live (no reload), « ajouté par Paul », and her badge follows.
  await openList(marie);
  await expect(marie.getByRole('heading', { name: 'Votre liste est vide' })).toBeVisible();
  await expect(badge(marie)).toHaveText('0');
  await openList(paul);
  await expect(paul.getByRole('heading', { name: 'Votre liste est vide' })).toBeVisible();
  await paul.getByLabel('Article à ajouter').fill(LINE);
  await paul.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(lineRow(paul, LINE)).toContainText('ajouté par vous');
  await expect(lineRow(marie, LINE)).toBeVisible();
  await expect(badge(marie)).toHaveText('1');
  await expect(lineRow(marie, LINE)).toContainText('ajouté par Paul');
  await expect(badge(paul)).toHaveText('1');

  // Marie removes Paul, after the confirmation that says what happens.
  await openFromMenu(marie, 'Foyer');
  await expect(marie.getByRole('heading', { level: 2, name: 'Membres (2)' })).toBeVisible();
  await marie.getByRole('button', { name: 'Retirer Paul du foyer' }).click();
  const dialog = marie.getByRole('alertdialog', { name: 'Retirer Paul du foyer\u00a0?' });
  await expect(dialog).toContainText('il retrouve un foyer vide, à son nom');
  await expectNoSeriousA11yViolations(marie, '« Foyer »: removing a member');
  await dialog.getByRole('button', { name: 'Retirer du foyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(marie.getByRole('heading', { level: 2, name: 'Membres (1)' })).toBeVisible();
  await expect(members(marie).getByText('Paul', { exact: true })).toBeHidden();

  // Paul, still on the list: it empties by itself (his stream of Marie's household ends, the app
  // reconnects to his own), and so does his badge.
  await expect(paul.getByRole('heading', { name: 'Votre liste est vide' })).toBeVisible();
  await expect(badge(paul)).toHaveText('0');
  // His « Foyer » is his own, alone.
  await openFromMenu(paul, 'Foyer');
  await expect(paul.getByRole('heading', { level: 2, name: 'Membres (1)' })).toBeVisible();
  await expect(members(paul)).toContainText('(vous)');
  await expectNoSeriousA11yViolations(paul, '« Foyer » (alone)');
  // His cupboard is empty: what he brought stayed with Marie's household.
  await openFromMenu(paul, 'Mes produits');
  await expect(paul.getByRole('heading', { name: 'Votre placard est vide' })).toBeVisible();
  await openFromMenu(marie, 'Mes produits');
  await expect(marie.getByRole('link', { name: new RegExp(PAULS_PRODUCT) })).toBeVisible();
  await expect(marie.getByRole('link', { name: new RegExp(MARIES_PRODUCT) })).toBeVisible();

  await paul.context().close();
});

test('Paul renames himself in « Compte »: Marie’s list names him anew, live', async ({
  page: marie,
  browser,
  baseURL,
}) => {
  // In place, not tested here: Marie and Paul in one household, a line Paul added.
  await registerThroughUi(marie, newEmail());
  const { code } = await createInvitation(marie);
  const paul = await anotherPhone(browser, baseURL);
  const paulsEmail = await registerThroughUi(paul, newEmail());
  await joinHousehold(paul, code);
  await addToList(paul, { label: LINE });

  await openList(marie);
  const formerName = paulsEmail.split('@')[0] as string;
  await expect(lineRow(marie, LINE)).toContainText(`ajouté par ${formerName}`);

  await renameThroughAccount(paul, 'Paulo');
  await expect(lineRow(marie, LINE)).toContainText('ajouté par Paulo');

  await paul.context().close();
});
