import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { calendarDateIn } from '../support/api.js';
import { expect, openHome, test } from '../support/signed-in.js';

test.use({ viewport: { width: 360, height: 780 } });

/** A phone photo of a GS1 DataMatrix on a pack (issue 27): the GTIN, a use-by date and a lot. */
async function dataMatrixPhoto(gtin: string, useBy: string): Promise<Buffer> {
  const yymmdd = useBy.slice(2).replaceAll('-', '');
  const symbol = await bwipjs.toBuffer({
    bcid: 'gs1datamatrix',
    text: `(01)0${gtin}(17)${yymmdd}(10)L2611`,
    scale: 8,
    paddingwidth: 6,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
  // On a grey pack, a little turned, as a JPEG: what a phone's camera app hands the photo input.
  return sharp(symbol)
    .rotate(7, { background: '#ffffff' })
    .extend({ top: 300, bottom: 300, left: 260, right: 260, background: '#8c8c8c' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a GS1 DataMatrix photo proposes its use-by date, and one tap adds the unit with it', async ({ page }) => {
  await openHome(page);
  const gtin = '3760000000048';
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const created = await page.request.post(new URL('/api/scanned-products', page.url()).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { barcode: gtin, name: 'Filet de poulet fermier', categoryId: 2, dateKind: 'dlc', stock: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const useBy = calendarDateIn(12);
  const shown = `${useBy.slice(8, 10)}/${useBy.slice(5, 7)}/${useBy.slice(0, 4)}`;
  await page.goto('scan');
  await page.getByLabel('Photo du code-barres').setInputFiles({
    name: 'datamatrix.jpg',
    mimeType: 'image/jpeg',
    buffer: await dataMatrixPhoto(gtin, useBy),
  });

  const panel = page.getByRole('region', { name: 'Déjà dans votre placard' });
  await expect(panel).toContainText('Filet de poulet fermier', { timeout: 20_000 });
  await expect(panel).toContainText('Date lue sur le code de l’emballage');
  await expect(panel).toContainText(`DLC · ${shown} · lot L2611`);
  await panel.getByRole('button', { name: `Ajouter une unité, à consommer jusqu’au ${shown}` }).click();
  await expect(page.getByText(`1 unité ajoutée (à consommer jusqu’au ${shown}).`)).toBeVisible();

  await page.goto(`product/${id}`);
  await expect(page.getByRole('main')).toContainText(shown);
});
