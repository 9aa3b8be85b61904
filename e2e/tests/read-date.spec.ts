import { cleanLabel } from '../../apps/server/src/ocr/testing/date-labels.js';
import { createProduct } from '../support/api.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

test.use({ viewport: { width: 360, height: 780 } });

/** The calendar day `days` from today in the browser, as DD/MM/YYYY. */
function shortDateIn(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, days);
}

test('« Lire la date »: a unit’s date read from a photo of the pack, used with one tap', async ({ page }) => {
  await openHome(page);
  const yogurts = await createProduct(page, 'Yaourts nature', null);
  await page.goto(`product/${yogurts.id}`);
  const cupboard = page.getByRole('region', { name: /Dans le placard/ });
  await cupboard.getByRole('button', { name: 'Ajouter des unités' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ajouter des unités' });

  // The photo a phone's camera would give: the label's words and its date, printed.
  const printed = await shortDateIn(page, 20);
  await sheet.getByLabel('Photo de la date').setInputFiles({
    name: 'date.png',
    mimeType: 'image/png',
    buffer: await cleanLabel(['À consommer jusqu’au', printed]),
  });
  const read = sheet.getByRole('region', { name: 'Date lue' });
  await expect(read).toContainText(printed, { timeout: 20_000 });
  await expect(read).toContainText('DLC · Date limite de consommation');
  // Nothing is added before the tap.
  await expect(cupboard).not.toContainText(printed);
  await read.getByRole('button', { name: `Utiliser le ${printed}` }).click();
  await expect(sheet).toBeHidden();
  await expect(cupboard).toContainText(printed);
});
