import { addToList, createProduct, createProductWith } from '../support/api.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// Issue 25: toasts that stacked over the list and caught taps. On a 360 × 780 phone.
test.use({ viewport: { width: 360, height: 780 } });

const LONG = 'Ampoules basse consommation à culot à vis, lot de quatre, blanc chaud, pour le salon et la cuisine';
const toBuy = (page: Page) => page.getByRole('region', { name: 'À acheter' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator(':scope > div');

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

test('ticking line after line in the shop: one toast at a time, on top of the footer, never hiding the last row', async ({
  page,
}) => {
  await openHome(page);
  for (const name of ['Lait e2e', 'Beurre e2e', 'Farine e2e']) {
    const product = await createProduct(page, name, 10);
    await addToList(page, { productId: product.id });
  }
  await addToList(page, { label: LONG });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liste de courses' }).click();
  await page.getByRole('switch', { name: 'Mode magasin' }).click();

  for (const name of ['Lait e2e', 'Beurre e2e', 'Farine e2e', LONG]) {
    const row = toBuy(page).getByRole('listitem').filter({ hasText: name });
    const rowBox = await row.boundingBox();
    if (!rowBox) throw new Error(`no row for ${name}`);
    // A tap on the row, away from its buttons, ticks it at once in shop mode. Where a person would tap:
    // the row scrolled into sight if the toast of the line before covers it (Playwright checks the tap
    // lands on the row, not on the toast).
    await row.click({ position: { x: 20, y: rowBox.height - 20 } });
    await expect(toasts(page).filter({ hasText: name })).toBeVisible();
    // Read once, not waited for: the toasts of the lines before must already be gone, not just expire.
    expect(await toasts(page).count()).toBe(1);
  }

  // On the footer, not floating over the rows above it; two lines at most for a long name.
  const toast = await box(page, '[data-toast]');
  const footer = await box(page, 'footer');
  expect(toast.y + toast.height).toBeLessThanOrEqual(footer.y);
  expect(toast.y + toast.height).toBeGreaterThanOrEqual(footer.y - 12);
  expect(toast.height).toBeLessThanOrEqual(80);

  // The end of the page scrolls out from under the toast.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.locator('main li').last().boundingBox();
  if (!last) throw new Error('no last row');
  expect(last.y + last.height).toBeLessThanOrEqual(toast.y);
});

test('a tap that lands on « Annuler » as the toast appears (a double tap on « Jeté ») does nothing', async ({
  page,
}) => {
  await openHome(page);
  const yogurt = await createProductWith(page, { name: 'Yaourts e2e', unitsExpiringIn: [3, 5] });
  await page.goto(`product/${yogurt.id}`);
  await expect(page.getByRole('region', { name: 'Dans le placard (2)' })).toBeVisible();

  // The second tap of the double tap: it reaches whatever is under the finger the moment the toast is
  // drawn, here the toast's « Annuler ».
  await page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Notifications"]');
    if (!region) throw new Error('no notifications region');
    const observer = new MutationObserver(() => {
      const undo = [...region.querySelectorAll('button')].find((button) => button.textContent === 'Annuler');
      if (!undo) return;
      observer.disconnect();
      undo.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    });
    observer.observe(region, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Jeté' }).first().click();
  await expect(page.getByText('Unité jetée.')).toBeVisible();

  // Once « Annuler » takes taps, the unit is still thrown away: the early tap did nothing.
  const undo = page.getByRole('button', { name: 'Annuler', description: 'Unité jetée.' });
  await expect(undo).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Dans le placard (1)' })).toBeVisible();
  await expect(page.getByText('Action annulée.')).toBeHidden();

  // A tap now undoes.
  await undo.click();
  await expect(page.getByText('Action annulée.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dans le placard (2)' })).toBeVisible();
});
