import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { loadIndexBody } from '../../test/index-html';
import { PRIORITY_WINDOW_KEY } from '../routes/priority-window';
import { startFirstScreen } from './first-screen';

// index.html's first script, on the real index.html (its body as parsed, before any module runs).

const COUNT = '/api/products/shopping-list?count=true';
const PRODUCTS = '/api/products?inStock=true&order=expiration&limit=50&offset=0';
const RECIPES = '/api/recipes?limit=4&offset=0';

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));

/** The page as the script sees it, at `pathname` (the tests' base is `/`, the app's `/Glouton/`). */
function page(pathname: string, onLine = true): Window {
  return {
    localStorage: window.localStorage,
    document,
    location: { pathname },
    navigator: { onLine },
    fetch: fetchMock,
  } as unknown as Window;
}

const root = () => document.getElementById('root') as HTMLElement;
const asked = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  loadIndexBody();
  fetchMock.mockClear();
});
afterEach(() => {
  delete window.gloutonFirstAnswers;
});

describe('index.html’s first script', () => {
  it('on home, asks for home’s lists and the footer’s count with the session, and paints home', () => {
    setToken('jeton');
    const shell = root().innerHTML;
    const visit = page('/');
    startFirstScreen(visit);

    expect(asked()).toEqual([COUNT, PRODUCTS, RECIPES]);
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jeton');
      expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    }
    expect(visit.gloutonFirstAnswers?.token).toBe('jeton');
    expect([...(visit.gloutonFirstAnswers?.answers.keys() ?? [])]).toEqual([COUNT, PRODUCTS, RECIPES]);

    expect(root().innerHTML).not.toBe(shell);
    expect(root().querySelector('h1')).toHaveTextContent('Accueil');
    expect(root().querySelector('#priorite')).toHaveTextContent('À consommer en priorité');
    expect(root().querySelector('select')).toHaveValue('7');
    expect(root().querySelectorAll('header')).toHaveLength(1);
  });

  it('shows the window the person chose, and a week for anything else stored', () => {
    setToken('jeton');
    window.localStorage.setItem(PRIORITY_WINDOW_KEY, '14');
    startFirstScreen(page('/'));
    expect(root().querySelector('select')).toHaveValue('14');

    loadIndexBody();
    window.localStorage.setItem(PRIORITY_WINDOW_KEY, '1000');
    startFirstScreen(page('/'));
    expect(root().querySelector('select')).toHaveValue('7');
  });

  it('elsewhere, asks only for the footer’s count and leaves the painted shell as it is', () => {
    setToken('jeton');
    const shell = root().innerHTML;
    startFirstScreen(page('/products'));
    expect(asked()).toEqual([COUNT]);
    expect(root().innerHTML).toBe(shell);
  });

  it('with no network, paints nothing: the app’s first drawing of home is then not the loading state', () => {
    setToken('jeton');
    const shell = root().innerHTML;
    startFirstScreen(page('/', false));
    expect(root().innerHTML).toBe(shell);
    expect(asked()).toEqual([COUNT, PRODUCTS, RECIPES]);
  });

  it('does nothing for someone signed out', () => {
    const shell = root().innerHTML;
    const visit = page('/');
    startFirstScreen(visit);
    expect(asked()).toEqual([]);
    expect(visit.gloutonFirstAnswers).toBeUndefined();
    expect(root().innerHTML).toBe(shell);
  });

  it('keeps a failed answer for the app to handle as its own, and lets the app start when storage refuses', async () => {
    setToken('jeton');
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const visit = page('/');
    startFirstScreen(visit);
    await expect(visit.gloutonFirstAnswers?.answers.get(PRODUCTS)).rejects.toThrow('Failed to fetch');

    const refusing = {
      ...page('/'),
      get localStorage(): Storage {
        throw new DOMException('refused', 'SecurityError');
      },
    } as unknown as Window;
    expect(() => startFirstScreen(refusing)).not.toThrow();
  });
});
