import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/test-app.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  headers = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

describe('answers the framework makes itself are in the envelope', () => {
  it('414 uri-too-long for a path parameter over the router’s limit', async () => {
    for (const url of [`/api/products/${'1'.repeat(150)}`, `/api/recipes/${'a'.repeat(150)}/cook`]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ error: { code: 'uri-too-long', message: expect.any(String) } });
    }
  });

  it('400 invalid-input for a malformed address, under /api and under the app', async () => {
    for (const url of ['/api/%E0%A4%A', '/Glouton/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid-input');
    }
  });

  it('405 method-not-allowed with Allow for a known address asked with another method', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/products', headers });
    expect(put.statusCode).toBe(405);
    expect(put.json().error.code).toBe('method-not-allowed');
    expect(put.headers.allow).toBe('GET');
    const item = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list/12', headers });
    expect(item.statusCode).toBe(405);
    expect(item.headers.allow).toBe('PATCH, DELETE');
    // An address that does not exist at all is still 404.
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers })).statusCode).toBe(404);
  });

  it('415 and malformed JSON in the envelope', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported-media-type');
  });
});

describe('Permissions-Policy', () => {
  it('lets only our own pages use the camera, and nothing else powerful', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Glouton/' });
    const policy = response.headers['permissions-policy'] as string;
    expect(policy).toContain('camera=(self)');
    for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(feature);
    }
  });
});
