import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { barcodePhoto } from '../support/fake-camera.js';
import { expect, openHome, test } from '../support/signed-in.js';

test('no camera: the reason is explained, and a real photo of a barcode is read', async ({ page }) => {
  await openHome(page);
  await page.goto('scan');
  // This browser has no camera at all: say so in French, and offer the other ways.
  await expect(page.getByText('Aucune caméra trouvée')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scan without camera');

  // A phone photo from zxing-cpp's public samples (blur, glare): 8480010001136, unknown to our fake OFF.
  await page.getByLabel('Photo du code-barres').setInputFiles(barcodePhoto('ean13-1', '10.webp'));
  const form = page.getByRole('region', { name: 'Nouveau produit' });
  await expect(form).toContainText('Code-barres : 8480010001136', { timeout: 20_000 });
  await expect(form).toContainText('Produit inconnu d’Open Food Facts');

  // Unknown to Open Food Facts: typed in by hand, and the barcode is kept for the next scan.
  await form.getByLabel(/Nom du produit/).fill('Huile d’olive du marché');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Produit ajouté' })).toContainText('Huile d’olive du marché');
  await page
    .getByRole('region', { name: 'Produit ajouté' })
    .getByRole('button', { name: 'Scanner le produit suivant' })
    .click();
  await page.getByLabel('Numéro du code-barres').fill('8480010001136');
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('region', { name: 'Déjà dans votre placard' })).toContainText('Huile d’olive du marché');
});
