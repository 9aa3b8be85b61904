import { receiptPdf } from '../../apps/server/src/modules/receipts/testing/receipt-pdf.js';
import { cleanLabel } from '../../apps/server/src/ocr/testing/date-labels.js';
import { createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// « Ticket de caisse » on a phone (decision 0071): a receipt's photo or PDF read by the server, checked
// line by line, then « Tout ajouter » puts its units in the cupboard; taken with no network, it waits on
// the device and is sent once the network is back.

test.use({ viewport: { width: 360, height: 780 } });

/** Yesterday in Paris as the till prints it (DD/MM/YYYY): a receipt's date is never in the future. */
function yesterdayPrinted(): string {
  const [year, month, day] = new Date(Date.now() - 86_400_000)
    .toLocaleDateString('fr-CA', { timeZone: 'Europe/Paris' })
    .split('-');
  return `${day}/${month}/${year}`;
}

/** A short Carrefour receipt: a multi-buy, an article, a weighed one, a discount, the total, the payment. */
function receiptLines(): string[] {
  return [
    'CARREFOUR MARKET',
    '12 RUE DE LA REPUBLIQUE',
    'LAIT 1/2 ECR UHT 1L        2,50',
    '  2 x 1,25',
    'YAOURT NATURE X4           1,89',
    'POMMES GOLDEN              2,68',
    '  0,672 kg x 3,99 EUR/kg',
    'REMISE FIDELITE           -0,50',
    'TOTAL A PAYER              6,57',
    'CB EMV                     6,57',
    `${yesterdayPrinted()} 18:42`,
  ];
}

/** How many units the server has of a product (`GET /products/:id`, the page's session). */
async function unitsOf(page: Page, productId: number): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const response = await page.request.get(new URL(`/api/products/${productId}`, page.url()).href, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { stock: unknown[] }).stock.length;
}

const articles = (page: Page) => page.getByRole('list', { name: 'Articles' });

async function openReceiptScreen(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Scanner' }).click();
  await page.getByRole('link', { name: 'Ticket de caisse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket de caisse' })).toBeVisible();
}

test('a photo of a receipt → its lines checked → « Tout ajouter » → the units in the cupboard', async ({ page }) => {
  await openHome(page);
  // The household already buys this milk: its line is taken for it in one tap.
  const milk = await createProduct(page, 'Lait demi-écrémé', 5, 2);
  await openReceiptScreen(page);

  // What the camera gives: the receipt's print, photographed, read by the OCR pool's receipt reading
  // (decision 0068), its amounts' thin commas included.
  await page.getByLabel('Photo du ticket', { exact: true }).setInputFiles({
    name: 'ticket.jpg',
    mimeType: 'image/jpeg',
    buffer: await cleanLabel(receiptLines(), 'jpeg'),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier le ticket' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Carrefour Market', { exact: true })).toBeVisible();
  await expect(articles(page).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('REMISE FIDELITE')).toBeVisible();
  // The sum is said checked only when the lines add up; with this clean photo they do.
  await expect(page.getByText('Les lignes font bien le total payé : 6,57 €.')).toBeVisible();

  const milkLine = articles(page).getByRole('listitem', { name: 'LAIT 1/2 ECR UHT 1L' });
  await milkLine.getByRole('button', { name: /^Changer le produit/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Ce produit est…' });
  await sheet.getByLabel('Chercher parmi vos produits').fill('Lait');
  await sheet.getByRole('button', { name: 'Lait demi-écrémé' }).click();
  await expect(sheet).toBeHidden();
  await expect(milkLine).toContainText('Lait demi-écrémé');

  await expectNoSeriousA11yViolations(page, 'receipt review');
  // Nothing is added before the tap.
  expect(await unitsOf(page, milk.id)).toBe(1);
  await page.getByRole('button', { name: 'Tout ajouter' }).click();
  await expect(page.getByText('4 produits ajoutés au placard (Carrefour Market).')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dates à vérifier' }).getByRole('link')).toHaveCount(3);

  await expectNoSeriousA11yViolations(page, 'receipt added');
  await page.getByRole('link', { name: 'Voir le placard' }).click();
  const milkCard = page.getByRole('link', { name: /Lait demi-écrémé/ });
  await expect(milkCard).toContainText('3 unités');
  expect(await unitsOf(page, milk.id)).toBe(3);
  await expect(page.getByText(/Pommes/i)).toBeVisible();

  // The yogurts eaten: their price, read from the receipt, is « € sauvés » in the Bilan (decision 0070).
  await page.getByRole('link', { name: /Yaourt/i }).click();
  const units = page.getByRole('region', { name: 'Dans le placard (1)' });
  await expect(units.getByText(/^1,89\s€$/)).toBeVisible();
  await units.getByRole('button', { name: 'Consommé' }).click();
  await expect(page.getByRole('region', { name: 'Dans le placard (1)' })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Bilan' }).click();
  await expect(page.getByRole('region', { name: 'En euros' })).toContainText(/€ sauvés\s*1,89\s€/);
});

test.describe('with the app on the phone', () => {
  // The service worker holds the app: the receipt screen opens again with no network.
  test.use({ serviceWorkers: 'allow' });

  test('a PDF e-receipt taken with no network waits on the phone, survives a reload, and is read once the network is back', async ({
    page,
    context,
  }) => {
    await openHome(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await openReceiptScreen(page);
    await context.setOffline(true);
    await page.getByLabel('Photo ou PDF du ticket').setInputFiles({
      name: 'ticket.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf(receiptLines()),
    });
    await expect(page.getByText(/envoyé dès le retour du réseau/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tickets en attente' })).toContainText('ticket.pdf');
    // Nothing lost on a reload with no network.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket de caisse' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tickets en attente' })).toContainText(
      'ticket.pdf : gardé sur l’appareil, envoyé dès le retour du réseau.',
    );

    await context.setOffline(false);
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('Ticket de caisse lu (Carrefour Market)', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Tickets en attente' })).not.toContainText('ticket.pdf');
    await toast.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifier le ticket' })).toBeVisible();
    await expect(articles(page).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Tout ajouter' }).click();
    await expect(page.getByText('4 produits ajoutés au placard (Carrefour Market).')).toBeVisible();
  });

  test('a PDF shared from another app opens « Ticket de caisse » with it, and is read', async ({ page }) => {
    await openHome(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const manifest = await (await page.request.get('manifest.webmanifest')).json();
    expect(manifest.share_target).toMatchObject({ action: '/Glouton/receipt/share', method: 'POST' });

    // What Android's share sheet does with the manifest's share_target: a navigation posting the file.
    const pdf = [...receiptPdf(receiptLines())];
    await page.evaluate(
      ({ action, bytes }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'multipart/form-data';
        form.action = action;
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'receipt';
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(bytes)], 'ticket.pdf', { type: 'application/pdf' }));
        input.files = files.files;
        form.append(input);
        document.body.append(form);
        form.submit();
      },
      { action: manifest.share_target.action as string, bytes: pdf },
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifier le ticket' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/receipt\/\d+$/);
    await expect(articles(page).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Les lignes font bien le total payé : 6,57 €.')).toBeVisible();
  });
});
