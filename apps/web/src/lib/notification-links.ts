/**
 * `/shopping-list?ajouter=12,15`: the shopping list puts those products on it once, says so and takes the
 * parameter off the address. A notification's « Ajouter à la liste » opens it: the service worker has no
 * session (the token is in the page's storage), the page has.
 */
export const ADD_TO_LIST_PARAM = 'ajouter';

/** No more than a notification carries. */
const PRODUCTS_MAX = 50;

/** The app path (under the app's base) that adds these products to the shopping list. */
export const addToListPath = (productIds: readonly number[]) =>
  `/shopping-list?${ADD_TO_LIST_PARAM}=${productIds.join(',')}`;

/** The product ids of the parameter: positive integers, each once, at most 50; anything else is ignored. */
export function productIdsToAdd(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,15}$/.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ids)].slice(0, PRODUCTS_MAX);
}
