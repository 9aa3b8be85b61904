import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createAppQueryClient } from '../app/data/query-client';
import { Providers } from '../app/providers';
import { loadFirstScreen, routes } from '../app/router';

/** The app's query cache (same refresh map), without retries so that a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return createAppQueryClient({ retry: false });
}

/**
 * The real route table in a memory router, at `path`, with a fresh query cache. `container`: hydrates
 * existing markup (index.html's painted shell), as the app does (main.tsx).
 */
export function renderApp(path: string, container?: HTMLElement) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
    container ? { container, hydrate: true } : undefined,
  );
  return { router, queryClient, ...view };
}

/** One component with the app's providers (query cache, toasts) and a router around it, off the route table. */
export function renderWithProviders(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** As main.tsx starts the app: the first screen's code loaded, then one render (over `container`). */
export async function startApp(path: string, container?: HTMLElement) {
  await loadFirstScreen({ pathname: path });
  return renderApp(path, container);
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return jsonResponse(
    { error: { code, message } },
    { status, headers: { 'Content-Type': 'application/json', ...headers } },
  );
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with a router on "METHOD path" (path relative to /api). Unknown calls answer 404 so a
 * test never reaches the network; the shopping-list count answers 0 unless the test says otherwise.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^\/api/, '');
    const key = `${init.method ?? 'GET'} ${path}`;
    const handler =
      handlers[key] ?? (key === 'GET /products/shopping-list?count=true' ? () => jsonResponse(0) : undefined);
    return handler ? handler(url, init) : errorResponse(404, 'not-found', 'Introuvable');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Authorization header a stubbed fetch call was made with. */
export function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}
