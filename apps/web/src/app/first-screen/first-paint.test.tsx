import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recipe } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, TODAY } from '../../test/fixtures';
import { homeTemplate, loadIndexBody, withoutBase } from '../../test/index-html';
import { startApp } from '../../test/render-app';
import { dropFirstAnswersOnLeaving } from '../router';
import { startFirstScreen } from './first-screen';

// Home for a signed-in visit, from index.html's painting to the app's first screen: the same elements,
// and each of home's answers asked for once.
// @isolated: a first load, before any lazy chunk (the shell's signed-in extras) is loaded by another file.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => {
  vi.useRealTimers();
  delete window.gloutonFirstAnswers;
});

const root = () => document.getElementById('root') as HTMLElement;

describe('home painted by index.html', () => {
  // First in this file: the shell's signed-in extras are not loaded yet, as on a real first load.
  it('is what the app draws first on home while its lists load, so the app changes nothing of it', async () => {
    stubApiCalls(() => new Promise<Response>(() => {}));
    const { container } = await startApp('/');
    expect(container.innerHTML).toBe(withoutBase(homeTemplate()));
  });

  it('is not what the app draws first with no network, which is why index.html paints it only online', async () => {
    stubApiCalls(() => Promise.reject(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    try {
      const { container } = await startApp('/');
      const painted = document.createElement('template');
      painted.innerHTML = withoutBase(homeTemplate());
      const main = (root: ParentNode) => root.querySelector('main')?.innerHTML;
      expect(main(container)).toContain('Accueil');
      expect(main(container)).not.toBe(main(painted.content));
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('stays on screen as the same elements when the app takes over, and its lists come in place of the placeholders', async () => {
    const api = stubApiCalls((call) => {
      if (call.path === '/products') return jsonResponse({ items: [product({ name: 'Yaourt nature' })], total: 1 });
      if (call.path === '/recipes')
        return jsonResponse({ items: [recipe({ id: 1, name: 'Salade de tomates' })], total: 1 });
      return undefined;
    });
    loadIndexBody();
    startFirstScreen();
    const painted = root().querySelector('#priorite');
    expect(painted).toHaveTextContent('À consommer en priorité');
    root().innerHTML = withoutBase(root().innerHTML);
    const heading = root().querySelector('#priorite');

    await startApp('/', root());
    expect(await screen.findByText('Yaourt nature')).toBeInTheDocument();
    expect(await screen.findByText('Salade de tomates')).toBeInTheDocument();
    expect(root().querySelector('#priorite')).toBe(heading);
    expect(screen.getAllByRole('heading', { level: 1, name: 'Accueil' })).toHaveLength(1);
    // Asked once each, by index.html's script; the app took those answers.
    const asked = api.calls.map((call) => `${call.method} ${call.url}`);
    expect(asked.filter((call) => call.startsWith('GET /products?'))).toEqual([
      'GET /products?inStock=true&order=expiration&limit=50&offset=0',
    ]);
    expect(asked.filter((call) => call.startsWith('GET /recipes?'))).toEqual(['GET /recipes?limit=4&offset=0']);
    expect(asked.filter((call) => call.startsWith('GET /products/shopping-list'))).toEqual([
      'GET /products/shopping-list?count=true',
    ]);
    // The footer took the count: nothing asked ahead is left over.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(window.gloutonFirstAnswers?.answers.size).toBe(0));
  });

  it('leaves nothing asked ahead for the next screen: what the first one did not take is dropped when it is left', async () => {
    stubApiCalls(() => new Promise<Response>(() => {}));
    const { router } = await startApp('/');
    window.gloutonFirstAnswers = { token: 't', answers: new Map([['/api/products?limit=1', new Promise(() => {})]]) };
    dropFirstAnswersOnLeaving(router);
    await router.navigate('/recipes');
    expect(window.gloutonFirstAnswers).toBeUndefined();
  });
});
