import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketFor } from '../test/event-stream.js';
import { createCustom } from '../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../test/test-app.js';
import { chooseEncoding } from './compression.js';

let t: TestApp;
let baseUrl: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ headers } = await registerUser(t.app));
  for (let i = 0; i < 12; i++)
    await createCustom(t.app, headers, { name: `Yaourt à la vanille ${i}`, brand: 'Danone' });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(encoding && { 'accept-encoding': encoding }) } });

describe('JSON answers of the API', () => {
  it('leave gzip-compressed when the client accepts it, with the same content', async () => {
    const plain = await get('/api/products?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const zipped = await get('/api/products?limit=50', 'gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('use brotli for a client that takes only brotli, and nothing for one that refuses both', async () => {
    const brotli = await get('/api/products?limit=50', 'gzip;q=0, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')).total).toBe(12);

    const refused = await get('/api/products?limit=50', 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().total).toBe(12);
  });

  it('leave small answers as they are: the footer count is a bare number', async () => {
    const count = await get('/api/products/shopping-list?count=true', 'gzip, br');
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(count.body).toBe('0');
  });

  it('are remembered plain for an Idempotency-Key: the retry answers the same, compressed too', async () => {
    const body = {
      name: 'Yaourts maison',
      steps: ['Chauffer le lait.', 'Ajouter le ferment.', 'Laisser prendre huit heures.'],
      ingredients: Array.from({ length: 12 }, (_, i) => ({ label: `Ingrédient numéro ${i}`, quantity: '100 g' })),
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { ...headers, 'idempotency-key': 'yaourts-1', 'accept-encoding': 'gzip' },
        payload: body,
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(retry.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(retry.rawPayload).toString('utf8')).toBe(gunzipSync(first.rawPayload).toString('utf8'));
  });

  it('never touch the live events stream: its first frame arrives at once, uncompressed', async () => {
    const ticket = await ticketFor(t.app, headers);
    const { status, contentEncoding, firstChunk } = await new Promise<{
      status: number;
      contentEncoding: string | undefined;
      firstChunk: string;
    }>((resolve, reject) => {
      const req = request(`${baseUrl}/api/events?ticket=${ticket}`, { headers: { 'accept-encoding': 'gzip, br' } });
      req.on('response', (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({
            status: res.statusCode ?? 0,
            contentEncoding: res.headers['content-encoding'],
            firstChunk: chunk.toString('utf8'),
          });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    expect(contentEncoding).toBeUndefined();
    expect(firstChunk).toContain('retry: 2000');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'gzip'],
    ['br', 'br'],
    ['br;q=1.0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0.2', 'br'],
    ['*', 'gzip'],
    ['*;q=0', null],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
