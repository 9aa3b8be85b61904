import { countShoppingList, listProducts, listRecipes } from '@glouton/core/api';
import { priorityProductsInput } from '../../features/products/api/list-products-input';
import { COOKABLE_COUNT, firstRecipesInput } from '../../features/recipes/api/list-recipes-input';
import { countInput } from '../../features/shopping-list/api/count-input';
import { API_BASE_URL, endpointPath } from '../../lib/api-path';
import type { FirstAnswers } from '../../lib/first-answers';
import { TOKEN_KEY } from '../../lib/storage-keys';
import {
  DEFAULT_PRIORITY_WINDOW,
  PRIORITY_WINDOW_FIELD,
  PRIORITY_WINDOW_KEY,
  PRIORITY_WINDOWS,
} from '../routes/priority-window';

/** index.html's `<template>` of home as the app draws it while home's lists load (first-paint.test). */
const HOME_TEMPLATE_ID = 'home-first-paint';

/**
 * index.html's first script, run while the page is parsed, before the app's code has even arrived
 * (vite/first-screen-script.ts compiles this file apart and writes it into the page; the server allows it by
 * its hash, decision 0037). For someone signed in it asks at once for the footer's count and, on home, for
 * home's two lists, and paints home as it looks while they load: the first screen is there with the
 * header, and its answers are on their way, while the phone still fetches the app. The app then
 * hydrates that painting (keeping its elements) and takes those answers (lib/first-answers) instead of
 * asking again. Nothing here is needed: if it fails, the app does it all itself, as before.
 */
export function startFirstScreen(page: Window = window): void {
  try {
    const token = stored(page, TOKEN_KEY);
    if (!token) return;
    const answers: FirstAnswers['answers'] = new Map();
    const ask = (path: string) => {
      const url = `${API_BASE_URL}${path}`;
      // The headers the app's calls carry (lib/api-client), so the answer is the one it would get.
      const answer = page.fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
      // Kept for the app, which handles a failure as its own; not an unhandled rejection meanwhile.
      answer.catch(() => {});
      answers.set(url, answer);
    };
    ask(endpointPath(countShoppingList, countInput()));
    if (isHome(page.location.pathname)) {
      ask(endpointPath(listProducts, priorityProductsInput()));
      ask(endpointPath(listRecipes, firstRecipesInput({ limit: COOKABLE_COUNT })));
      // With no network the app's first drawing of home is not the loading state (it says what it
      // waits for, then shows what the device kept): painting the template would not match it.
      if (page.navigator.onLine !== false) paintHome(page.document, stored(page, PRIORITY_WINDOW_KEY));
    }
    page.gloutonFirstAnswers = { token, answers };
  } catch {
    // Storage or fetch refused: the app asks and draws as usual.
  }
}

function stored(page: Window, key: string): string | null {
  try {
    return page.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const BASE = import.meta.env.BASE_URL;
const isHome = (pathname: string) => pathname === BASE || `${pathname}/` === BASE;

/** Home while its lists load, in place of the bare shell, with the window the person chose. */
function paintHome(document: Document, window: string | null): void {
  const template = document.getElementById(HOME_TEMPLATE_ID);
  const root = document.getElementById('root');
  if (!template || !('content' in template) || !root) return;
  root.replaceChildren((template as HTMLTemplateElement).content.cloneNode(true));
  const select = root.querySelector<HTMLSelectElement>(`select[name="${PRIORITY_WINDOW_FIELD}"]`);
  if (select) select.value = PRIORITY_WINDOWS.find((days) => days === window) ?? DEFAULT_PRIORITY_WINDOW;
}
