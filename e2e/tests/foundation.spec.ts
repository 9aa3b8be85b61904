import { expect, test } from '@playwright/test';
import { logOutThroughMenu, newEmail, PASSWORD, registerThroughUi } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

test('register, see the shell and its badge, reload a deep link, log out, come back', async ({ page }) => {
  await page.goto('');
  // No token: the guard sends the visitor to the login screen.
  await expect(page).toHaveURL(/\/Glouton\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'login');

  await page.getByRole('link', { name: /créer un compte|inscri/i }).click();
  await expect(page).toHaveURL(/\/Glouton\/register/);
  await expectNoSeriousA11yViolations(page, 'register');

  const email = await registerThroughUi(page, newEmail());
  await expect(page).toHaveURL(/\/Glouton\/?$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Glouton' })).toHaveAttribute('href', /^\/Glouton\/?$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /accueil/i })).toBeVisible();
  await expect(footer.getByRole('link', { name: /scanner/i })).toBeVisible();
  const listLink = footer.getByRole('link', { name: /liste de courses/i });
  await expect(listLink).toBeVisible();
  await expect(listLink).toContainText('0');
  expect(await page.evaluate(() => localStorage.getItem('shoppingListCount'))).toBe('0');
  await expectNoSeriousA11yViolations(page, 'home');

  // A deep link survives a reload: the server answers the app, the token is still there.
  await page.goto('products');
  await page.reload();
  await expect(page).toHaveURL(/\/Glouton\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The header's menu leads to the screens the footer has no room for, and to the log-out.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Mes produits' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Recettes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'header menu');
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/Glouton\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // A protected route now lands on the login screen, which brings the person back after logging in.
  await page.goto('shopping-list');
  await expect(page).toHaveURL(/\/Glouton\/login/);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await page.getByRole('button', { name: /connexion|se connecter/i }).click();
  await expect(page).toHaveURL(/\/Glouton\/shopping-list$/);
  await expect(page.getByRole('heading', { level: 1, name: /liste de courses/i })).toBeVisible();
});

test('a wrong password is explained in French and nothing else happens', async ({ page }) => {
  const email = await registerThroughUi(page);
  await logOutThroughMenu(page);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: /connexion|se connecter/i }).click();
  await expect(page.getByRole('alert')).toContainText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL(/\/Glouton\/login/);
});

test('an unknown path shows the not-found page, logged in or not', async ({ page }) => {
  await page.goto('cette/page/nexiste/pas');
  await expect(page.getByRole('heading', { level: 1, name: /page introuvable/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found');
  await page
    .getByRole('link', { name: /accueil/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Glouton\/(login)?/);
});
