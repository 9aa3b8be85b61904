import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => t.close());

describe('error envelope for bad input', () => {
  it('answers 400 invalid-json for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-json', message: expect.any(String) } });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.fr',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported-media-type');
  });

  it('answers 413 payload-too-large for an oversized body, and creates nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'gros@exemple.fr', password: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload-too-large');
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'gros@exemple.fr')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('answers 400 for absurdly long strings within the body limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${'a'.repeat(3000)}@b.fr`, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
  });

  it('never shows a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '[',
    });
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('answers 404 not-found for an unknown API path once authenticated, 401 before', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(401);
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });
});

describe('public endpoints', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, version: expect.any(String) });
  });

  it('GET /api/categories lists the seven fixed categories in French', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json();
    expect(categories).toHaveLength(7);
    expect(categories[0]).toEqual({ id: 1, name: 'Fruits & Légumes', icon: 'apple' });
    expect(categories[6]).toEqual({ id: 7, name: 'Autre', icon: 'package' });
  });

  it('GET /api/openapi.json documents the API from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/me',
        '/api/categories',
        '/api/products/shopping-list',
      ]),
    );
    const registerBody = document.paths['/api/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(['email', 'password']);
    expect(registerBody.properties.password).toMatchObject({ minLength: 8, maxLength: 128 });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our own origin, and our own WebAssembly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Glouton/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    // Scripts: never eval or inline, only our files and our WebAssembly.
    expect(csp).not.toMatch(/script-src[^;]*\s'unsafe-(eval|inline)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('marks API answers as private data that must not be sniffed or cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the single-page app', () => {
  it('redirects / to /Glouton/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/Glouton/');
  });

  it.each(['/Glouton/', '/Glouton/products', '/Glouton/product/12', '/Glouton/unknown/deep/link?x=1'])(
    'serves the app for %s (deep links and reloads)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="fr">');
    },
  );

  it('answers a real 404 for a missing asset instead of the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Glouton/assets/missing-abc123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });
});
