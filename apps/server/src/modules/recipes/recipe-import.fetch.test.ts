import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Every way fetching the page can fail, each with its code and a French message; and the address
// policy: the server never reaches a private or local address unless that host:port is allowed.

const recipe = `<script type="application/ld+json">{"@type":"Recipe","name":"Soupe","recipeIngredient":["Eau"]}</script>`;
const small = `<!doctype html><html><head>${recipe}</head><body></body></html>`;
// 5 MB of spaces in 5 kB of gzip, compressed once: compressing it for the request itself took longer
// than the import's time limit on a loaded machine, which then answered 504 instead of the size's 422.
const bomb = gzipSync(`<html>${' '.repeat(5_000_000)}</html>`);
const big = `<!doctype html><html><head>${recipe}</head><body>${'<p>Bla bla.</p>'.repeat(1000)}</body></html>`;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const close = async (server: Server) => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

let site: Server;
let elsewhere: Server;
let elsewhereHits = 0;
let port: number;
let closedPort: number;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  // A second local site, not allowed: redirects must never reach it.
  elsewhere = createServer((_, response) => {
    elsewhereHits++;
    response.end(small);
  });
  const elsewherePort = await listen(elsewhere);
  const gone = createServer();
  closedPort = await listen(gone);
  await close(gone);

  site = createServer((request, response) => {
    const [path = '', arg] = (request.url ?? '').split('?');
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    if (path === '/petite') return response.end(small);
    if (path === '/sauts') {
      const left = Number(arg);
      return left === 0 ? response.end(small) : redirect(`/sauts?${left - 1}`);
    }
    if (path === '/grosse') return response.writeHead(200, { 'content-type': 'text/html' }).end(big);
    if (path === '/grosse-sans-longueur') {
      response.writeHead(200, { 'content-type': 'text/html', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 10; i++) response.write(big.slice(i * 1000, (i + 1) * 1000));
      return response.end(big.slice(10_000));
    }
    if (path === '/bombe') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return response.end(bomb);
    }
    if (path === '/pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    if (path === '/json') return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (path === '/sans-type') return response.end(small);
    if (path === '/panne') return response.writeHead(500).end('oups');
    if (path === '/lente') return; // never answers
    if (path === '/lente-corps') return response.writeHead(200, { 'content-type': 'text/html' }).write('<html>');
    if (path === '/vers-prive') return redirect('http://10.0.0.1/recette');
    if (path === '/vers-metadonnees') return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === '/vers-autre-port') return redirect(`http://127.0.0.1:${elsewherePort}/`);
    if (path === '/vers-localhost') return redirect(`http://localhost:${elsewherePort}/`);
    if (path === '/vers-ftp') return redirect('ftp://example.fr/recette');
    if (path === '/boucle') return redirect('/boucle');
    response.writeHead(404).end('introuvable');
  });
  port = await listen(site);
  t = await createTestApp({
    IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}, 127.0.0.1:${closedPort}`,
    IMPORT_MAX_BYTES: '4096',
    // Long enough for a page and its redirects on a loaded machine; the slow pages still wait it out.
    IMPORT_TIMEOUT_MS: '2000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  ({ headers } = await registerUser(t.app));
});
afterAll(async () => {
  await t?.close();
  await close(site);
  await close(elsewhere);
});

const importFrom = async (url: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/recipes/import', headers, payload: { url } });
  return { status: response.statusCode, body: response.json() as { error?: { code: string; message: string } } };
};
const local = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('POST /api/recipes/import — fetching the page', () => {
  it('reads a small page, with or without a content type, through up to 5 redirects', async () => {
    expect((await importFrom(local('/petite'))).status).toBe(200);
    expect((await importFrom(local('/sans-type'))).status).toBe(200);
    expect((await importFrom(local('/sauts?5'))).body).toMatchObject({ name: 'Soupe' });
  });

  it.each([
    ['/sauts?6', 502, 'import-unreachable'],
    ['/boucle', 502, 'import-unreachable'],
    ['/grosse', 422, 'import-page-too-large'],
    ['/grosse-sans-longueur', 422, 'import-page-too-large'],
    ['/bombe', 422, 'import-page-too-large'],
    ['/pdf', 422, 'import-not-html'],
    ['/json', 422, 'import-not-html'],
    ['/lente', 504, 'import-timeout'],
    ['/lente-corps', 504, 'import-timeout'],
  ])('%s → %i %s', async (path, status, code) => {
    const { status: actual, body } = await importFrom(local(path));
    expect(actual).toBe(status);
    expect(body.error?.code).toBe(code);
    expect(body.error?.message).toMatch(/^[A-ZÀ-Ý].+\.$/);
  });

  it('tells the upstream HTTP status', async () => {
    expect(await importFrom(local('/absente'))).toEqual({
      status: 502,
      body: { error: { code: 'import-http-error', message: expect.stringContaining('404') } },
    });
    expect((await importFrom(local('/panne'))).body.error?.message).toContain('500');
  });

  it('answers 502 import-unreachable when nothing listens', async () => {
    const { status, body } = await importFrom(`http://127.0.0.1:${closedPort}/`);
    expect(status).toBe(502);
    expect(body.error?.code).toBe('import-unreachable');
  });
});

describe('POST /api/recipes/import — address policy', () => {
  // Addresses as functions: the local ports are known only once beforeAll ran.
  it.each([
    ['a redirect to a private address', () => local('/vers-prive')],
    ['a redirect to the cloud metadata address', () => local('/vers-metadonnees')],
    ['a redirect to a local port not allowed', () => local('/vers-autre-port')],
    ['a redirect to localhost', () => local('/vers-localhost')],
    ['localhost, not allowed', () => `http://localhost:${port}/petite`],
    ['a loopback port not allowed', () => 'http://127.0.0.1/'],
    ['IPv6 loopback', () => `http://[::1]:${port}/petite`],
    ['an IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['a private address', () => 'http://192.168.1.1/recette'],
    ['a decimal loopback', () => 'http://2130706433/'],
  ])('answers 400 import-address-refused for %s', async (_, url) => {
    const { status, body } = await importFrom(url());
    expect(status).toBe(400);
    expect(body.error?.code).toBe('import-address-refused');
    expect(elsewhereHits).toBe(0);
  });

  // Not private: addresses an import never reads, said as such (« pas une adresse ftp »).
  it.each([
    ['a redirect to ftp', () => local('/vers-ftp'), 'pas une adresse ftp'],
    ['a public host on a non-web port', () => 'http://example.fr:25/', 'port'],
  ])('answers 400 import-address-unsupported for %s', async (_, url, said) => {
    const { status, body } = await importFrom(url());
    expect(status).toBe(400);
    expect(body.error?.code).toBe('import-address-unsupported');
    expect(body.error?.message).toContain(said);
    expect(body.error?.message).not.toContain('privée');
    expect(elsewhereHits).toBe(0);
  });
});

describe('POST /api/recipes/import — requests', () => {
  const post = (requestHeaders: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/recipes/import', headers: requestHeaders, payload });

  it.each([
    ['an ftp address', { url: 'ftp://example.fr/recette' }],
    ['no address', {}],
    ['not an address', { url: 'gratin dauphinois' }],
    ['an unknown field', { url: 'https://example.fr/', save: true }],
  ])('answers 400 invalid-input for %s', async (_, payload) => {
    const response = await post((await registerUser(t.app)).headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid-input' } });
  });

  it('limits how many imports a household makes in a minute', async () => {
    const me = await registerUser(t.app);
    for (let i = 0; i < 30; i++) expect((await post(me.headers, { url: local('/pdf') })).statusCode).toBe(422);
    const response = await post(me.headers, { url: local('/pdf') });
    expect(response.statusCode).toBe(429);
    // A household's pace, not a password guess: `rate-limited` (decision 0024).
    expect(response.json()).toMatchObject({ error: { code: 'rate-limited' } });
    // Another household is not held back.
    const other = await registerUser(t.app);
    expect((await post(other.headers, { url: local('/pdf') })).statusCode).toBe(422);
  });
});
