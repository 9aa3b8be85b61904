import { expect, type Page } from '@playwright/test';

let counter = 0;
export const newEmail = () => `e2e-${Date.now()}-${++counter}@exemple.fr`;
export const PASSWORD = 'motdepasse-solide';

/** Registers through the real screen, as a person would. */
export async function registerThroughUi(page: Page, email = newEmail()) {
  await page.goto('register');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await page.getByRole('button', { name: /créer|inscri/i }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return email;
}

/** « Se déconnecter » is in the header's menu. */
export async function logOutThroughMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Se déconnecter' }).click();
}
