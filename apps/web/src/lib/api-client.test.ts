import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationOf, errorResponse, jsonResponse } from '../test/render-app';
import { ApiError, apiConfig, apiRequest, onUnauthorized, parseRetryAfter } from './api-client';
import { getToken, setToken } from './storage';

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : response,
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has one base address, /api by default, and no timeout', () => {
    expect(apiConfig.baseUrl).toBe('/api');
    expect(apiConfig.timeout).toBe(0);
  });

  it('sends JSON with the bearer token and returns the JSON body', async () => {
    setToken('secret-token');
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(authorizationOf(init)).toBe('Bearer secret-token');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.signal ?? null).toBeNull();
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code, message, issues and Retry-After', async () => {
    stubFetch(
      jsonResponse(
        {
          error: {
            code: 'too-many-attempts',
            message: 'Trop de tentatives.',
            issues: [{ path: 'body.email', code: 'x', message: 'm' }],
          },
        },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    const error = await apiRequest('/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'too-many-attempts',
      message: 'Trop de tentatives.',
      retryAfter: 42,
      issues: [{ path: 'body.email', code: 'x', message: 'm' }],
    });
  });

  it('reports an unreachable server as a network error in French', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/me')).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    });
  });

  it('clears the token and tells the app on a 401', async () => {
    setToken('expired');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(errorResponse(401, 'unauthorized', 'Session expirée.'));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(getToken()).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('tells the app once when several calls of the same session answer 401', async () => {
    setToken('expired');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(async () => errorResponse(401, 'unauthorized', 'Session expirée.'));
    const calls = ['/me', '/products', '/recipes'].map((path) => apiRequest(path).catch(() => undefined));
    await Promise.all(calls);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('leaves a newer session alone when a call made with an older token answers 401', async () => {
    setToken('new-session');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(errorResponse(401, 'unauthorized', 'Session expirée.'));
    await expect(apiRequest('/products/shopping-list', { token: 'old-session' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBe('new-session');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the token on a 401 from a call that opts out (login, register)', async () => {
    setToken('still-valid');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(errorResponse(401, 'invalid-credentials', 'Identifiants incorrects.'));
    await expect(apiRequest('/login', { method: 'POST', handleUnauthorized: false })).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    expect(getToken()).toBe('still-valid');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('copes with an error that is not the envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502, code: 'http-502' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10);
  });
});
