import { addToList, createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, type Locator, openHome, type Page, test } from '../support/signed-in.js';

const MILK = 'Lait demi-écrémé bio de montagne en bouteille';
const TEXT = 'Ampoules basse consommation culot à vis';

test.use({ viewport: { width: 360, height: 780 } });

/** How many words of a line's name were cut across two lines (« Lait demi- / écrém / é »): 0 expected. */
function brokenWords(name: Locator): Promise<string[]> {
  return name.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('the name is not a text node');
    const broken: string[] = [];
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (range.getClientRects().length > 1) broken.push(match[0]);
    }
    return broken;
  });
}

const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const basket = (page: Page) => page.getByRole('region', { name: 'Dans le panier' });
const shopMode = (page: Page) => page.getByRole('switch', { name: 'Mode magasin' });

test('shop mode at 360 px: whole words, a tap anywhere on the row ticks without a date, remembered, bin with undo', async ({
  page,
}) => {
  await openHome(page);
  const milk = await createProduct(page, MILK, 10, 2);
  await addToList(page, { productId: milk.id });
  await addToList(page, { label: TEXT });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await shopMode(page).click();
  await expect(shopMode(page)).toBeChecked();

  // The names take the row's width and wrap between words only.
  for (const label of [MILK, TEXT]) {
    const name = toBuy(page).getByText(label, { exact: true });
    await expect(name).toBeVisible();
    expect(await brokenWords(name)).toEqual([]);
    expect((await name.boundingBox())?.width).toBeGreaterThan(240);
  }
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 360);
  await expectNoSeriousA11yViolations(page, 'shopping list: shop mode');

  // Remembered across navigation and reloads.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accueil' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(shopMode(page)).toBeChecked();
  await page.reload();
  await expect(shopMode(page)).toBeChecked();

  // A tap on the row, away from its buttons (the blank left of the quantity row), ticks the product at
  // once: no date sheet in the shop.
  const row = toBuy(page).getByRole('listitem').filter({ hasText: MILK });
  const box = await row.boundingBox();
  if (!box) throw new Error('no row');
  await page.mouse.click(box.x + 20, box.y + box.height - 20);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(basket(page).getByText(MILK)).toBeVisible();
  await expect(page.getByText(`${MILK} : dans le panier, sans date.`)).toBeVisible();

  // The bin has an undo too.
  await toBuy(page)
    .getByRole('button', { name: `Retirer ${TEXT} de la liste` })
    .click();
  await expect(toBuy(page).getByText(TEXT)).toHaveCount(0);
  const removed = page
    .getByRole('region', { name: 'Notifications' })
    .locator('div')
    .filter({
      hasText: `${TEXT} : retiré de la liste.`,
    });
  await removed.getByRole('button', { name: 'Annuler' }).click();
  await expect(toBuy(page).getByText(TEXT)).toBeVisible();
  await expect(page.getByText('En attente…')).toHaveCount(0);
  await page.reload();
  await expect(toBuy(page).getByText(TEXT)).toBeVisible();
  await expect(basket(page).getByText(MILK)).toBeVisible();

  // At home, the unit ticked without a date gets one from the cupboard.
  await page.goto(`product/${milk.id}`);
  const cupboard = page.getByRole('region', { name: 'Dans le placard (2)' });
  await cupboard.getByRole('button', { name: 'Dater' }).click();
  const sheet = page.getByRole('dialog', { name: 'Date de l’unité' });
  await sheet.getByRole('textbox', { name: 'Tapez la date' }).fill('31/12/2030');
  await sheet.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Date enregistrée (à consommer jusqu’au 31/12/2030).')).toBeVisible();
  await expect(cupboard.getByRole('button', { name: 'Dater' })).toHaveCount(0);
  await expect(cupboard).toContainText('31/12/2030');
  await expectNoSeriousA11yViolations(page, 'product: a unit dated');
});
