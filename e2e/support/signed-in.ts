import { test as base, expect, type Page } from '@playwright/test';
import { newEmail, PASSWORD } from './accounts.js';

/** The account a journey starts signed in to: a household of its own, empty. */
export type Account = { email: string; token: string };

/**
 * Journeys that start signed in: each gets an account of its own (an empty household, so that two
 * journeys running at once never see each other's products), registered through the API, and a browser
 * whose storage already holds its session (Playwright's storageState) — the app opens signed in, as on
 * a phone that was used yesterday. Registering through the screens is foundation.spec.ts's journey, and
 * takes seconds each time.
 */
export const test = base.extend<{ account: Account }>({
  account: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = newEmail();
    const response = await api.post('../api/register', { data: { email, password: PASSWORD } });
    expect(response.status(), await response.text()).toBe(201);
    const { token } = (await response.json()) as { token: string };
    await api.dispose();
    await use({ email, token });
  },
  storageState: async ({ account, baseURL }, use) => {
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL ?? '').origin,
          // The session (the contract's `token`) and whose it is (lib/storage-keys.ts, ACCOUNT_KEY).
          localStorage: [
            { name: 'token', value: account.token },
            { name: 'glouton.account', value: account.email },
          ],
        },
      ],
    });
  },
});

// The journeys import everything from here: Playwright's own, with this `test`.
export * from '@playwright/test';
export { expect };

/** Home, signed in: the shell is there. */
export async function openHome(page: Page) {
  await page.goto('');
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
