/**
 * The localStorage keys, apart from lib/storage.ts so that index.html's first script (app/first-screen)
 * reads the same ones without bringing the app's code with it.
 */

/** The two keys of the product contract: do not rename them. */
export const TOKEN_KEY = 'token';
export const SHOPPING_LIST_COUNT_KEY = 'shoppingListCount';
/**
 * Whose session the token is (the e-mail it was opened with, lower-case). It outlives an expired token:
 * changes queued on this device belong to this account and wait for it to log in again.
 */
export const ACCOUNT_KEY = 'glouton.account';
/**
 * Shop mode of the shopping list ('on' / 'off'): a habit of this device, kept across navigation and
 * reloads (read through `useLocalPreference`; a comfort, so an unavailable storage just forgets it).
 */
export const SHOP_MODE_KEY = 'glouton.shopMode';
