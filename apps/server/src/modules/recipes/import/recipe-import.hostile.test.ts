import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECIPE_LIMITS } from '@glouton/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

// Pages built to stall the server, served by a local site (docs/decisions/0022). Each must get a prompt,
// correct answer; the parse runs in a worker thread, so the event loop keeps answering everyone else.

const letters = 'a'.repeat(240_000);
const recipeName = `<${'a'.repeat(RECIPE_LIMITS.name - 1)}`;
const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>Piège</title></head><body>${body}</body></html>`;
const jsonLd = (value: unknown, attributes = '') =>
  `<script${attributes} type="application/ld+json">${JSON.stringify(value)}</script>`;
const microdata = (properties: string) => `<div itemscope itemtype="https://schema.org/Recipe">${properties}</div>`;
const tarte = '<h1 itemprop="name">Tarte</h1><span itemprop="recipeIngredient">4 pommes</span>';
const nested = (inside: string) => `${'<div>'.repeat(100_000)}${inside}${'</div>'.repeat(100_000)}`;

const pages: Record<string, string> = {
  '/nom-json-ld': page(jsonLd({ '@type': 'Recipe', name: `<${letters}`, recipeIngredient: ['Sel'] })),
  // `&lt;` so that the parser keeps it as text: the name reads "<aaaa…" once decoded.
  '/nom-microdata': page(
    microdata(`<h1 itemprop="name">&lt;${letters}</h1><span itemprop="recipeIngredient">Sel</span>`),
  ),
  '/divs-autour': page(nested(microdata(tarte))),
  '/divs-dedans': page(microdata(nested(tarte))),
  '/attribut-json-ld': page(
    jsonLd(
      { '@type': 'Recipe', name: 'Tarte', recipeIngredient: ['4 pommes'] },
      ` data-note="type=${' '.repeat(2_000_000)}"`,
    ),
  ),
  '/attribut-microdata': page(
    microdata(`${tarte}<img itemprop="image" src="data:image/png;base64,${'A'.repeat(2_000_000)}">`),
  ),
  '/champ-json-ld': page(
    jsonLd({
      '@type': 'Recipe',
      name: 'Tarte',
      description: `<${'a'.repeat(3_000_000)}`,
      recipeIngredient: ['4 pommes'],
      recipeInstructions: '<p>Épluchez.</p>'.repeat(200_000),
    }),
  ),
  // WP Recipe Maker's groups (decision 0040): 50 000 named groups nested unclosed, and 1 500 tags of 2 KB
  // before the first mention of a group name.
  '/groupes-imbriques': page(
    jsonLd({ '@type': 'Recipe', name: 'Tarte', recipeIngredient: ['4 pommes'] }) +
      '<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Pâte</h4>'.repeat(50_000),
  ),
  '/balises-avant-les-groupes': page(
    jsonLd({ '@type': 'Recipe', name: 'Tarte', recipeIngredient: ['4 pommes'] }) +
      `<a${' x'.repeat(1000)}`.repeat(1500) +
      '<h4 class="wprm-recipe-group-name">Pâte</h4>',
  ),
  // Brackets and list marks by the megabyte, where the import tidies them.
  '/crochets': page(
    jsonLd({
      '@type': 'Recipe',
      name: 'Tarte',
      description: `${'(( '.repeat(300_000)}sel`,
      recipeIngredient: ['4 pommes'],
      recipeInstructions: `${'- • (['.repeat(300_000)}Cuire.`,
    }),
  ),
  // A microdata recipe, then a megabyte of unclosed formatting tags: longer to parse than the deadline.
  '/lente-a-lire': page(microdata(`${tarte}${'<b id=1><i id=2><a href=x>'.repeat(40_000)}`)),
};

let site: Server;
let port: number;
/** Resolved when the site has sent the whole of a page: the import is then reading it. */
const sent = new Map<string, () => void>();

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

function trickle(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.write(page(jsonLd({ '@type': 'Recipe', name: 'Jamais finie', recipeIngredient: ['Sel'] })));
  // A byte every 20 ms, never the end: the deadline comes first.
  const timer = setInterval(() => response.write(' '), 20);
  response.on('close', () => clearInterval(timer));
}

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/goutte-a-goutte') return trickle(response);
    const html = pages[path];
    if (html === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html, () => sent.get(path)?.());
  });
  port = await listen(site);
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({
    IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`,
    // Room for the 3 MB field and its markup.
    IMPORT_MAX_BYTES: '8388608',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const { headers } = await registerUser(t.app);
  const importFrom = async (path: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers,
      payload: { url: `http://127.0.0.1:${port}${path}` },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return { t, importFrom };
}

describe('POST /api/recipes/import — hostile pages, within the usual deadline', () => {
  let t: TestApp;
  let importFrom: Awaited<ReturnType<typeof appWith>>['importFrom'];
  beforeAll(async () => {
    ({ t, importFrom } = await appWith({}));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each<[string, string, Record<string, unknown>]>([
    [
      '/nom-json-ld',
      'a JSON-LD name of "<" and 240 000 letters',
      { name: recipeName, ingredients: [{ label: 'Sel' }] },
    ],
    [
      '/nom-microdata',
      'a microdata name of "<" and 240 000 letters',
      { name: recipeName, ingredients: [{ label: 'Sel' }] },
    ],
    ['/divs-autour', '100 000 nested <div>s around a microdata recipe', { name: 'Tarte' }],
    ['/divs-dedans', 'a microdata recipe whose properties sit under 100 000 nested <div>s', { name: 'Tarte' }],
    ['/attribut-json-ld', 'a 2 MB attribute value on the JSON-LD script', { name: 'Tarte' }],
    ['/groupes-imbriques', '50 000 nested recipe-plugin groups with no line', { name: 'Tarte' }],
    ['/balises-avant-les-groupes', '3 MB of tags before a recipe-plugin group name', { name: 'Tarte' }],
    ['/crochets', 'megabytes of brackets and list marks in the description and steps', { name: 'Tarte' }],
    ['/attribut-microdata', 'a 2 MB attribute value in a microdata recipe', { name: 'Tarte' }],
    [
      '/champ-json-ld',
      '3 MB of text in one JSON-LD field',
      { name: 'Tarte', steps: expect.arrayContaining(['Épluchez.']) },
    ],
  ])('%s: reads %s', async (path, _, draft) => {
    const { status, body } = await importFrom(path);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ingredients: [{ label: '4 pommes' }], ...draft });
  });

  it('cuts a 3 MB field to its limit', async () => {
    const { body } = await importFrom('/champ-json-ld');
    expect(body.description).toHaveLength(RECIPE_LIMITS.description);
    expect(body.steps).toHaveLength(RECIPE_LIMITS.steps);
  });

  it('answers GET /api/health promptly while a hostile page is being read', async () => {
    const pageSent = new Promise<void>((resolve) => sent.set('/nom-json-ld', resolve));
    const hostile = importFrom('/nom-json-ld');
    await pageSent;
    // Asked as the import starts reading the page. On the main thread, that page held the event loop for
    // about 49 s, far beyond this test's time limit (20 s): the health answer would have waited as long.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await hostile).status).toBe(200);
  });
});

describe('POST /api/recipes/import — the deadline covers the fetch and the parse', () => {
  let t: TestApp;
  let importFrom: Awaited<ReturnType<typeof appWith>>['importFrom'];
  beforeAll(async () => {
    ({ t, importFrom } = await appWith({ IMPORT_TIMEOUT_MS: '150' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/goutte-a-goutte', 'a body still trickling at the deadline'],
    ['/lente-a-lire', 'a page whose parse outlasts the deadline'],
  ])('%s: answers 504 import-timeout for %s, never import-no-recipe', async (path) => {
    const { status, body } = await importFrom(path);
    expect(status).toBe(504);
    expect(body).toEqual({
      error: { code: 'import-timeout', message: 'Le site met trop de temps à répondre. Réessayez plus tard.' },
    });
  });
});
