import { expect, type Page, test } from '@playwright/test';
import { logOutThroughMenu, newEmail, PASSWORD } from '../support/accounts.js';

// The real Content-Security-Policy, as a person's browser applies it: the other journeys bypass it so
// that axe-core can be injected; this one never does, and injects nothing.
test.use({ bypassCSP: false });

type Violation = { directive: string; blocked: string; source: string };

/** Every `securitypolicyviolation` of every document the page opens, kept across navigations. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  // Events are delivered asynchronously, in order: a violation made on purpose last (a fetch to another
  // origin, refused by connect-src before any connection) arrives after every earlier one.
  return async () => {
    const sentinel = 'http://127.0.0.1:9/csp-sentinel';
    await page.evaluate((url) => fetch(url).catch(() => undefined), sentinel);
    await expect.poll(() => seen.some((violation) => violation.blocked.startsWith(sentinel))).toBe(true);
    return seen.filter((violation) => !violation.blocked.startsWith(sentinel));
  };
}

test('forms validate under the real CSP without a single violation (zod runs without eval)', async ({ page }) => {
  const violations = await recordViolations(page);

  // The register form checks its fields in the browser before sending.
  await page.goto('register');
  await page.getByLabel(/e-mail/i).fill('pas-une-adresse');
  await page.getByLabel(/^mot de passe/i).fill('court');
  await page.getByRole('button', { name: /créer|inscri/i }).click();
  await expect(page.getByText(/adresse e-mail/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/Glouton\/register/);

  const email = newEmail();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(PASSWORD);
  await page.getByRole('button', { name: /créer|inscri/i }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Home opened anew: index.html's own inline script paints it and asks for its answers, allowed by its
  // hash; the app then keeps the painted elements (the heading is the one painted before any module ran).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { painted: Element | null }).painted = document.getElementById('priorite');
      }
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'À consommer en priorité' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Rien à consommer pour l’instant' })).toBeVisible();
  expect(
    await page.evaluate(() => {
      const painted = (window as unknown as { painted: Element | null }).painted;
      return painted !== null && painted === document.getElementById('priorite');
    }),
  ).toBe(true);

  // The product list reads its stored order through a schema; the recipe form validates with core's.
  await page.goto('products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('create-recipe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /enregistrer/i }).click();
  await expect(page.getByText(/nom/i).first()).toBeVisible();

  // And the login form, after a log-out.
  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/Glouton\/login/);
  await page.getByLabel(/e-mail/i).fill('pas-une-adresse');
  await page.getByLabel(/^mot de passe/i).fill('x');
  await page.getByRole('button', { name: /connexion|se connecter/i }).click();
  await expect(page.getByText(/adresse e-mail/i).first()).toBeVisible();

  expect(await violations()).toEqual([]);
});
