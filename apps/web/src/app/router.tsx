import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './RouteError';
import { AppShell } from './shell/AppShell';

type Router = ReturnType<typeof createBrowserRouter>;

/** Every screen is its own chunk, fetched when first visited. */
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
    // While the first screen's code arrives the shell itself is drawn, over the header index.html
    // painted: the same component in both places, so the header's DOM is kept, not drawn again.
    HydrateFallback: AppShell,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('./routes/home')) },
          { path: 'products', lazy: screen(() => import('./routes/products')) },
          { path: 'scan', lazy: screen(() => import('./routes/scan')) },
          { id: 'product.details', path: 'product/:id', lazy: screen(() => import('./routes/product-details')) },
          { path: 'recipes', lazy: screen(() => import('./routes/recipes')) },
          { id: 'recipe.details', path: 'recipe/:id', lazy: screen(() => import('./routes/recipe-details')) },
          { path: 'create-recipe', lazy: screen(() => import('./routes/create-recipe')) },
          { path: 'shopping-list', lazy: screen(() => import('./routes/shopping-list')) },
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
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

export function createAppRouter(): Router {
  return createBrowserRouter(routes, { basename: BASENAME });
}
