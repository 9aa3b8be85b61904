import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../test/temp-folder.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A small build laid out like `npm run build`'s: hashed assets and root files, each text file with the
 * `.br` and `.gz` siblings the web build writes; a PNG and a file too small to gain anything have none.
 */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="fr"><head><title>Glouton</title></head><body>${'<div></div>'.repeat(200)}</body></html>`,
  'assets/index-abc123.js': `export const app = ${JSON.stringify('Glouton '.repeat(500))};`,
  'assets/index-abc123.css': `body { color: #012a36; }\n${'.x { margin: 0 }\n'.repeat(200)}`,
  'sw.js': `self.addEventListener('install', () => self.skipWaiting());\n${'// precache\n'.repeat(100)}`,
  'manifest.webmanifest': JSON.stringify({ name: 'Glouton', short_name: 'Glouton', description: 'x'.repeat(300) }),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`,
};
const UNCOMPRESSED = { 'icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'assets/tiny-abc.js': 'x' };

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = tempFolder('glouton-spa-');
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(FILES)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  for (const [name, bytes] of Object.entries(UNCOMPRESSED)) writeFileSync(join(dist, name), bytes);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}

const CASES = [
  [
    '/Glouton/assets/index-abc123.js',
    'assets/index-abc123.js',
    /^(text|application)\/javascript; charset=utf-8$/,
    'public, max-age=31536000, immutable',
  ],
  [
    '/Glouton/assets/index-abc123.css',
    'assets/index-abc123.css',
    /^text\/css; charset=utf-8$/,
    'public, max-age=31536000, immutable',
  ],
  ['/Glouton/sw.js', 'sw.js', /^(text|application)\/javascript; charset=utf-8$/, 'no-cache'],
  ['/Glouton/manifest.webmanifest', 'manifest.webmanifest', /^application\/manifest\+json/, 'no-cache'],
  ['/Glouton/favicon.svg', 'favicon.svg', /^image\/svg\+xml/, 'no-cache'],
] as const;

describe('precompressed assets', () => {
  it.each(CASES)('%s: brotli when accepted, with its own type and caching', async (url, file, type, cache) => {
    const response = await get(url, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(String(response.headers['content-type']).toLowerCase()).toMatch(type);
    // The same type as the file itself would be sent with, not the sibling's (application/brotli…).
    expect(response.headers['content-type']).toBe((await get(url)).headers['content-type']);
    expect(response.headers['cache-control']).toBe(cache);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(FILES[file] as string));
    expect(decoded(response)).toBe(FILES[file]);
  });

  it.each(CASES)('%s: gzip for a browser without brotli', async (url, file, type) => {
    const response = await get(url, 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(String(response.headers['content-type']).toLowerCase()).toMatch(type);
    expect(decoded(response)).toBe(FILES[file]);
  });

  it.each(CASES)(
    '%s: the file itself without Accept-Encoding, or when nothing offered is acceptable',
    async (url, file) => {
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.body).toBe(FILES[file]);
      }
    },
  );

  it('follows the client’s preferences (q-values) between brotli and gzip', async () => {
    const response = await get('/Glouton/assets/index-abc123.js', 'br;q=0.5, gzip;q=1');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(FILES['assets/index-abc123.js']);
  });

  it('sends files without siblings (images, tiny files) as they are', async () => {
    const png = await get('/Glouton/icon-192.png', 'gzip, br');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(UNCOMPRESSED['icon-192.png'])).toBe(true);
    const tiny = await get('/Glouton/assets/tiny-abc.js', 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x');
  });

  it('never serves a sibling by its own name as something else, and a missing asset is still a 404', async () => {
    const missing = await get('/Glouton/assets/missing-abc123.js', 'gzip, br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not-found');
  });
});

describe('index.html, precompressed', () => {
  it.each(['/Glouton/', '/Glouton/login', '/Glouton/product/12', '/Glouton/unknown/deep/link?x=1'])(
    '%s: the app in brotli, never cached, with the document’s security headers',
    async (url) => {
      const response = await get(url, 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(decoded(response)).toBe(FILES['index.html']);
    },
  );

  it('gzip and plain for the deep-link fallback too', async () => {
    const gzipped = await get('/Glouton/recipes', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(FILES['index.html']);
    const plain = await get('/Glouton/recipes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(FILES['index.html']);
  });
});
