import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { FAKE_CAMERA_CODE, timeToFirstCode } from '../support/fake-camera.js';
import { expect, openHome, test } from '../support/signed-in.js';

test('live camera → Open Food Facts prefills the form → a date → saved → first on home', async ({ page }) => {
  await openHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Scanner' }).click();

  // The fake camera films a generated EAN-13 that the fake Open Food Facts knows (a hazelnut spread).
  const form = page.getByRole('region', { name: 'Nouveau produit' });
  await expect(form).toContainText(`Code-barres : ${FAKE_CAMERA_CODE}`, { timeout: 20_000 });
  expect(await timeToFirstCode(page)).not.toBeNull();
  await expect(form.getByLabel('Nom du produit')).toHaveValue('Pâte à tartiner aux noisettes et au cacao');
  await expect(form.getByLabel('Marque (facultatif)')).toHaveValue('Noisetta');
  await expect(form.getByRole('img', { name: 'Nutri-Score E' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scan: prefilled from Open Food Facts');

  await form.getByRole('button', { name: 'Choisir la date de l’unité 1' }).click();
  await page
    .getByRole('dialog', { name: 'Date de péremption de l’unité 1' })
    .getByRole('button', { name: '+1 semaine' })
    .click();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Produit ajouté' })).toContainText(
    '« Pâte à tartiner aux noisettes et au cacao » est dans votre placard (1 unité).',
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'Accueil' }).click();
  const priority = page.getByRole('region', { name: 'À consommer en priorité' });
  const card = priority.getByRole('link', { name: /Pâte à tartiner aux noisettes/ });
  await expect(card).toContainText('dans 7 jours');

  // The details show the Open Food Facts snapshot, without a live call.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: /Pâte à tartiner aux noisettes/ })).toBeVisible();
  await expect(page.getByText('Données Open Food Facts')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product details (scanned)');
});
