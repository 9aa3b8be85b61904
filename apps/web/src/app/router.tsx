import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { dropFirstAnswers } from '../lib/first-answers';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './RouteError';
import HomePage from './routes/home';
import { AppShell } from './shell/AppShell';

type Router = ReturnType<typeof createBrowserRouter>;

/** Every other screen is its own chunk, fetched when first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The route table (docs/product.md, « Routes »), shared by the app (browser router) and the tests (memory router).
 * Paths are relative to the basename /Glouton/.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    // The first screen's code is loaded before the first render (loadFirstScreen); if it could not be,
    // the shell itself is drawn while the router tries again, over the header index.html painted.
    HydrateFallback: AppShell,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        errorElement: <RouteError />,
        children: [
          // Home is the first screen of nearly every visit: it comes with the app, not as a chunk after it.
          { index: true, Component: HomePage },
          { path: 'products', lazy: screen(() => import('./routes/products')) },
          { path: 'scan', lazy: screen(() => import('./routes/scan')) },
          { path: 'receipt', lazy: screen(() => import('./routes/receipt')) },
          { path: 'receipt/:id', lazy: screen(() => import('./routes/receipt-review')) },
          { id: 'product.details', path: 'product/:id', lazy: screen(() => import('./routes/product-details')) },
          { path: 'recipes', lazy: screen(() => import('./routes/recipes')) },
          { id: 'recipe.details', path: 'recipe/:id', lazy: screen(() => import('./routes/recipe-details')) },
          { path: 'create-recipe', lazy: screen(() => import('./routes/create-recipe')) },
          { path: 'shopping-list', lazy: screen(() => import('./routes/shopping-list')) },
          { path: 'plan', lazy: screen(() => import('./routes/plan')) },
          { path: 'stats', lazy: screen(() => import('./routes/stats')) },
          { path: 'household', lazy: screen(() => import('./routes/household')) },
          { path: 'account', lazy: screen(() => import('./routes/account')) },
          { path: 'reminders', lazy: screen(() => import('./routes/reminders')) },
        ],
      },
      {
        element: <PublicOnly />,
        errorElement: <RouteError />,
        children: [
          { path: 'login', lazy: screen(() => import('./routes/login')) },
          { path: 'register', lazy: screen(() => import('./routes/register')) },
        ],
      },
      // Public whether signed in or not: an invitation link, and the two steps of a forgotten password
      // (a reset link may be opened on a device where someone else is signed in).
      { path: 'join/:code', errorElement: <RouteError />, lazy: screen(() => import('./routes/join')) },
      { path: 'forgot-password', errorElement: <RouteError />, lazy: screen(() => import('./routes/forgot-password')) },
      { path: 'reset-password', errorElement: <RouteError />, lazy: screen(() => import('./routes/reset-password')) },
      // The daily e-mail's « Se désabonner »: opened from a mailbox, signed in or not.
      { path: 'unsubscribe', errorElement: <RouteError />, lazy: screen(() => import('./routes/unsubscribe')) },
      { path: '*', errorElement: <RouteError />, lazy: screen(() => import('./routes/not-found')) },
    ],
  },
];

/** `import.meta.env.BASE_URL` is Vite's `base` ('/Glouton/'); React Router wants it without the slash. */
const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

export function createAppRouter(): Router {
  return createBrowserRouter(routes, { basename: BASENAME });
}

/**
 * Loads the code of the screens matched at `location` before the router is created, so that the first
 * render draws the screen itself over the shell index.html painted, instead of the shell first and the
 * screen in a second pass (React Router's pattern for a page already painted). Home needs nothing: it
 * comes with the app. A chunk that cannot be fetched is left lazy: the router tries again and shows its
 * error screen.
 */
export async function loadFirstScreen(location: { pathname: string }): Promise<void> {
  // Home is not lazy: nothing to load, and matching (flattening and ranking every route, a few ms of a
  // phone's main thread in the task that evaluates the app) is left to the router, which does it anyway.
  if (isHome(location.pathname)) return;
  const matches = matchRoutes(routes, location, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // Left lazy.
      }
    }),
  );
}

const isHome = (pathname: string) => pathname.replace(/\/+$/, '') === BASENAME.replace(/\/+$/, '');

/** What index.html's first script asked for belongs to the first screen: dropped when it is left. */
export function dropFirstAnswersOnLeaving(router: Pick<Router, 'state' | 'subscribe'>): void {
  const first = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location === first) return;
    dropFirstAnswers();
    stop();
  });
}
