import './index.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { installOfflineCopyWhenIdle } from './app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Hydrated, not rendered: the header index.html painted is kept as it is (the same elements), so the
// browser does not paint it a second time and the first screen's content is what counts as drawn.
hydrateRoot(
  container,
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);

if (import.meta.env.PROD) installOfflineCopyWhenIdle();
