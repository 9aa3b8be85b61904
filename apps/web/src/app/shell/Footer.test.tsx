import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getShoppingListCount, setShoppingListCount, setToken } from '../../lib/storage';
import { authorizationOf, createTestQueryClient, jsonResponse, stubApi } from '../../test/render-app';
import { Providers } from '../providers';
import { Footer } from './Footer';

const COUNT_CALL = 'GET /products/shopping-list?count=true';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
  return render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Footer', () => {
  it('is not shown without a token, and asks nothing of the API', () => {
    const fetchMock = stubApi();
    renderFooter();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers three labelled shortcuts: home, scan, shopping list', async () => {
    stubApi();
    setToken('t');
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Scanner' })).toHaveAttribute('href', '/scan');
    expect(screen.getByRole('link', { name: 'Liste de courses' })).toHaveAttribute('href', '/shopping-list');
    await waitFor(() => expect(getShoppingListCount()).toBe(0));
  });

  it('fetches the count on mount with the token, shows it in the badge and stores it', async () => {
    const fetchMock = stubApi({ [COUNT_CALL]: () => jsonResponse(7) });
    setToken('my-token');
    renderFooter();

    expect(await screen.findByTestId('shopping-list-count')).toHaveTextContent('7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products/shopping-list?count=true');
    expect(authorizationOf(init)).toBe('Bearer my-token');
    expect(window.localStorage.getItem('shoppingListCount')).toBe('7');
    expect(screen.getByRole('link', { name: 'Liste de courses' })).toHaveAccessibleDescription('7 articles à acheter');
  });

  it('logs the failure, shows nothing and keeps the previous count when the call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubApi({ [COUNT_CALL]: () => Promise.reject(new TypeError('Failed to fetch')) });
    setToken('t');
    setShoppingListCount(4);
    renderFooter();

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Shopping list count error');
    expect(screen.getByTestId('shopping-list-count')).toHaveTextContent('4');
    expect(getShoppingListCount()).toBe(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logs a server error the same way', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ [COUNT_CALL]: () => jsonResponse({ error: { code: 'internal-error', message: 'x' } }, { status: 500 }) });
    setToken('t');
    setShoppingListCount(2);
    renderFooter();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('Shopping list count error'),
        expect.anything(),
      ),
    );
    expect(getShoppingListCount()).toBe(2);
  });

  it('shows 0 when nothing is left to buy', async () => {
    stubApi({ [COUNT_CALL]: () => jsonResponse(0) });
    setToken('t');
    setShoppingListCount(3);
    renderFooter();
    await waitFor(() => expect(screen.getByTestId('shopping-list-count')).toHaveTextContent(/^0$/));
    expect(getShoppingListCount()).toBe(0);
    expect(screen.getByRole('link', { name: 'Liste de courses' })).toHaveAccessibleDescription('rien à acheter');
  });
});
