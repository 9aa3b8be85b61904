import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { ApiError, apiRequest } from './api-client';
import { dropFirstAnswers } from './first-answers';
import { isOffline } from './network';
import { getToken, setToken } from './storage';

// The answers index.html's first script asked for (app/first-screen), as the app's calls take them.

const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ from: 'server' }));

function askedAhead(token: string, answers: Record<string, Promise<Response>>) {
  window.gloutonFirstAnswers = { token, answers: new Map(Object.entries(answers)) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  setToken('t');
});
afterEach(() => {
  delete window.gloutonFirstAnswers;
});

describe('answers asked before the app ran', () => {
  it('are taken by the same call of the same session, once: the next call asks the server', async () => {
    askedAhead('t', { '/api/products?limit=1': Promise.resolve(jsonResponse({ from: 'ahead' })) });
    await expect(apiRequest('/products?limit=1')).resolves.toEqual({ from: 'ahead' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/products?limit=1')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('go to no other address, no other session, no write', async () => {
    askedAhead('t', { '/api/products?limit=1': Promise.resolve(jsonResponse({ from: 'ahead' })) });
    await expect(apiRequest('/products?limit=2')).resolves.toEqual({ from: 'server' });
    await expect(apiRequest('/products?limit=1', { method: 'POST', body: {} })).resolves.toEqual({ from: 'server' });
    await expect(apiRequest('/products?limit=1', { token: 'other' })).resolves.toEqual({ from: 'server' });
    setToken('someone-else');
    await expect(apiRequest('/products?limit=1')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('fail as the call itself would: no answer at all is a network error and the app knows it is offline', async () => {
    const lost = Promise.reject(new TypeError('Failed to fetch'));
    lost.catch(() => {});
    askedAhead('t', { '/api/recipes': lost });
    const error = await apiRequest('/recipes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network-error' });
    expect(isOffline()).toBe(true);
    await apiRequest('/recipes');
    expect(isOffline()).toBe(false);
  });

  it('end the session like any call answered 401', async () => {
    askedAhead('t', {
      '/api/recipes': Promise.resolve(jsonResponse({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 })),
    });
    await expect(apiRequest('/recipes')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('');
  });

  it('are dropped once the person leaves the first screen', async () => {
    askedAhead('t', { '/api/products?limit=1': Promise.resolve(jsonResponse({ from: 'ahead' })) });
    dropFirstAnswers();
    await expect(apiRequest('/products?limit=1')).resolves.toEqual({ from: 'server' });
  });
});
