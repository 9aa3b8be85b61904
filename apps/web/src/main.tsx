import './index.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter, dropFirstAnswersOnLeaving, loadFirstScreen } from './app/router';
import { installOfflineCopyWhenIdle } from './app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The browser gets its turn between evaluating the app's code and drawing it: shorter tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  await loadFirstScreen(window.location);
  await nextTask();
  const router = createAppRouter();
  dropFirstAnswersOnLeaving(router);
  // Creating the router matches every route; hydrating draws the whole page: a task each.
  await nextTask();
  // Hydrated, not rendered: what index.html painted (the header, or home for a signed-in visit) is kept
  // as it is, the same elements, so the browser does not draw it a second time and the first screen's
  // content counts as drawn when it was painted. The painting is exactly the app's first render
  // (static-shell.test.tsx, first-paint.test.tsx): hydration does not correct attributes.
  hydrateRoot(
    root,
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start(container);

if (import.meta.env.PROD) installOfflineCopyWhenIdle();
