import { createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, type Locator, openHome, type Page, test } from '../support/signed-in.js';

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

/**
 * Every day and both menus are at least 44 px, a thumb's size, and the seven columns stay inside the
 * sheet's padding on a 360 px phone.
 */
async function expectTapTargetsFit(sheet: Locator) {
  const measured = await sheet.evaluate((panel) => {
    const sizes = (selector: string) =>
      [...panel.querySelectorAll(selector)].map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { label: element.getAttribute('aria-label'), width, height };
      });
    const sheetBox = panel.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(panel).paddingLeft);
    const grid = panel.querySelector('[role="grid"]')?.getBoundingClientRect();
    return {
      days: sizes('[role="grid"] button'),
      menus: sizes('select'),
      inside: !!grid && grid.left >= sheetBox.left + padding && grid.right <= sheetBox.right - padding,
    };
  });
  expect(measured.days).toHaveLength(42);
  for (const day of measured.days) {
    expect(Math.min(day.width, day.height), day.label ?? '').toBeGreaterThanOrEqual(44);
  }
  expect(measured.menus.map((menu) => menu.label)).toEqual(['Choisir le mois', 'Choisir l’année']);
  for (const menu of measured.menus) expect(menu.height, menu.label ?? '').toBeGreaterThanOrEqual(44);
  expect(measured.inside).toBe(true);
}

test('the date sheet: month and year menus, a typed date, a past date confirmed', async ({ page }) => {
  await openHome(page);
  const tin = await createProduct(page, 'Haricots en conserve', null);
  await page.goto(`product/${tin.id}`);
  const cupboard = page.getByRole('region', { name: /Dans le placard/ });

  // A tin that expires in two years: two menu choices and a day, not 24 taps on « mois suivant ».
  await cupboard.getByRole('button', { name: 'Ajouter des unités' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ajouter des unités' });
  const year = String(new Date().getFullYear() + 2);
  await sheet.getByRole('combobox', { name: 'Choisir l’année' }).selectOption(year);
  await sheet.getByRole('combobox', { name: 'Choisir le mois' }).selectOption({ label: 'mars' });
  await expect(sheet.getByRole('grid')).toHaveAccessibleName(`mars ${year}`);
  expect(await sheet.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
  await expectTapTargetsFit(sheet);
  await expectNoSeriousA11yViolations(page, 'date sheet');
  await sheet.getByRole('button', { name: new RegExp(`15 mars ${year}`) }).click();
  await expect(page.getByText(`1 unité ajoutée (à consommer de préférence avant le 15/03/${year}).`)).toBeVisible();
  await expect(cupboard).toContainText(`15/03/${year}`);

  // Typed as printed, from a digits-only keypad; yesterday is asked about first.
  const yesterday = await shortDateIn(page, -1);
  await cupboard.getByRole('button', { name: 'Ajouter des unités' }).click();
  await sheet.getByRole('textbox', { name: 'Tapez la date' }).fill(yesterday.replaceAll('/', ''));
  await sheet.getByRole('button', { name: 'Valider' }).click();
  await expect(sheet.getByRole('alert')).toContainText(`Le ${yesterday} est déjà passé`);
  await expect(sheet.getByRole('button', { name: 'Changer la date' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'date sheet: past date');
  await sheet.getByRole('button', { name: 'Oui, le garder' }).click();
  await expect(page.getByText(`1 unité ajoutée (à consommer de préférence avant le ${yesterday}).`)).toBeVisible();
  await expect(cupboard).toContainText(yesterday);
});
