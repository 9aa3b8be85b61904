import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { UnitKey } from '@glouton/core/ingredients';
import type { ParsedRecipeDraft } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// POST /api/recipes/import reads a real page served by a local site: a draft comes back, nothing is saved.

const gratin = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Cuisine de chez nous' },
    {
      '@type': ['Recipe', 'NewsArticle'],
      name: 'Gratin dauphinois',
      description: 'Le vrai gratin, <em>sans fromage</em>.',
      image: { '@type': 'ImageObject', url: '/images/gratin.jpg', width: 800 },
      recipeYield: '4 personnes',
      prepTime: 'PT20M',
      cookTime: 'P0DT1H10M',
      recipeIngredient: [
        '1 kg de pommes de terre',
        '200 g de farine',
        '50 cl de crème fraîche',
        '50 g de beurre',
        'Sel',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Préparation',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Épluchez les pommes de terre.' },
            { '@type': 'HowToStep', text: 'Coupez-les en rondelles fines.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Cuisson',
          itemListElement: [{ '@type': 'HowToStep', text: 'Enfournez 1 h 10.' }],
        },
      ],
    },
  ],
};

const page = (head: string, body = '') =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Recette</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const brokenBlock = '<script type="application/ld+json">{ "@type": "Organization", </script>';

const microdataPage = page(
  '',
  `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pâte à crêpes</h1>
   <meta itemprop="totalTime" content="PT15M"><span itemprop="recipeYield">6</span>
   <span itemprop="recipeIngredient">250 g de farine</span><span itemprop="recipeIngredient">3 œufs</span>
   <div itemprop="recipeInstructions"><p>Mélangez.</p><p>Laissez reposer.</p></div></div>`,
);

// latin1 bytes, announced by the header only: "Crème brûlée" must come back right.
const latin1Page = Buffer.from(
  page(jsonLd({ '@type': 'Recipe', name: 'Crème brûlée', recipeIngredient: ['Sucre'] })),
  'latin1',
);

let site: Server;
let base: string;
let seenHeaders: IncomingHttpHeaders[] = [];
let t: TestApp;

beforeAll(async () => {
  site = createServer((request, response) => {
    seenHeaders.push(request.headers);
    const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    if (request.url === '/gratin') return html(page(brokenBlock + jsonLd(gratin)));
    if (request.url === '/ancienne-adresse') return response.writeHead(301, { location: '/gratin' }).end();
    if (request.url === '/crepes') return html(microdataPage);
    if (request.url === '/creme') return html(latin1Page, 'text/html; charset=ISO-8859-1');
    if (request.url === '/compresse') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return response.end(gzipSync(page(jsonLd(gratin))));
    }
    if (request.url === '/actualites') return html(page(jsonLd({ '@type': 'NewsArticle', name: 'Actualités' })));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const importRecipe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/recipes/import', headers, payload: payload as object });

const amount = (value: number | null, unit: UnitKey | null, food: string) => ({
  amount: value,
  amountMax: null,
  unit,
  food,
});

describe('POST /api/recipes/import', () => {
  it('answers a draft from JSON-LD, links the household products, and saves nothing', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const farine = await createCustom(t.app, me.headers, { name: 'Farine' });
    await addStock(t.app, me.headers, farine.id, { expiresOn: '2026-11-23' });
    const creme = await createCustom(t.app, me.headers, { name: 'Crème Fraîche' });
    const pommes = await createCustom(t.app, me.headers, { name: 'Pommes de terre' });
    await createCustom(t.app, me.headers, { name: 'Pommes' });
    // Another household's butter is never linked, nor shown.
    await createCustom(t.app, other.headers, { name: 'Beurre' });

    seenHeaders = [];
    const response = await importRecipe(me.headers, { url: `${base}/ancienne-adresse` });
    expect(response.statusCode).toBe(200);
    const product = (
      p: { id: number; name: string },
      inStock = false,
      closestExpirationDate: string | null = null,
    ) => ({
      id: p.id,
      name: p.name,
      imageUrl: null,
      inStock,
      closestExpirationDate,
    });
    expect(response.json()).toEqual({
      name: 'Gratin dauphinois',
      description: 'Le vrai gratin, sans fromage.',
      servings: 4,
      durationMinutes: 90,
      steps: ['Épluchez les pommes de terre.', 'Coupez-les en rondelles fines.', 'Enfournez 1 h 10.'],
      sections: [
        { name: 'Préparation', firstStep: 0 },
        { name: 'Cuisson', firstStep: 2 },
      ],
      imageUrl: `${base}/images/gratin.jpg`,
      // The address asked for, not the one it redirected to.
      sourceUrl: `${base}/ancienne-adresse`,
      // Each line as written, with its amount read as a saved line's is.
      ingredients: [
        {
          productId: pommes.id,
          label: '1 kg de pommes de terre',
          quantity: null,
          group: null,
          ...amount(1, 'kg', 'pomme de terre'),
          product: product(pommes),
        },
        {
          productId: farine.id,
          label: '200 g de farine',
          quantity: null,
          group: null,
          ...amount(200, 'g', 'farine'),
          product: product(farine, true, '2026-11-23'),
        },
        {
          productId: creme.id,
          label: '50 cl de crème fraîche',
          quantity: null,
          group: null,
          ...amount(50, 'cl', 'creme fraiche'),
          product: product(creme),
        },
        {
          productId: null,
          label: '50 g de beurre',
          quantity: null,
          group: null,
          ...amount(50, 'g', 'beurre'),
          product: null,
        },
        { productId: null, label: 'Sel', quantity: null, group: null, ...amount(null, null, 'sel'), product: null },
      ],
    } satisfies ParsedRecipeDraft);

    expect(seenHeaders.map((headers) => headers['user-agent'])).toEqual([
      expect.stringMatching(/^Glouton\/\d+\.\d+\.\d+ \(.+\)$/),
      expect.stringMatching(/^Glouton\//),
    ]);
    expect(seenHeaders[0]?.accept).toContain('text/html');

    const list = await t.app.inject({ method: 'GET', url: '/api/recipes', headers: me.headers });
    expect(list.json()).toMatchObject({ total: 0 });
  });

  it('gives a draft the creation form can save as it is', async () => {
    const me = await registerUser(t.app);
    const farine = await createCustom(t.app, me.headers, { name: 'farine' });
    const draft = (await importRecipe(me.headers, { url: `${base}/gratin` })).json() as ParsedRecipeDraft;
    const ingredients = draft.ingredients.map(({ productId, label, quantity, group }) => ({
      productId,
      label,
      quantity,
      group,
    }));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: me.headers,
      payload: { ...draft, ingredients },
    });
    expect(saved.statusCode).toBe(201);
    // The farine is linked; the other lines are free text « à vérifier » (decision 0057).
    expect(saved.json()).toMatchObject({
      name: 'Gratin dauphinois',
      sourceUrl: `${base}/gratin`,
      totalCount: 4,
      toCheckCount: 3,
    });
    expect(draft.ingredients[1]?.productId).toBe(farine.id);
    // The draft read each line as the save does: what the form shows is what is stored.
    const read = ({ amount, amountMax, unit, food }: ParsedRecipeDraft['ingredients'][number]) => [
      amount,
      amountMax,
      unit,
      food,
    ];
    expect((saved.json() as ParsedRecipeDraft).ingredients.map(read)).toEqual(draft.ingredients.map(read));
  });

  it('reads microdata when the page has no JSON-LD', async () => {
    const me = await registerUser(t.app);
    const oeufs = await createCustom(t.app, me.headers, { name: 'Œufs' });
    const response = await importRecipe(me.headers, { url: `${base}/crepes` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Pâte à crêpes',
      servings: 6,
      durationMinutes: 15,
      steps: ['Mélangez.', 'Laissez reposer.'],
      imageUrl: null,
      description: null,
      ingredients: [
        { productId: null, label: '250 g de farine' },
        { productId: oeufs.id, label: '3 œufs' },
      ],
    });
  });

  it('decodes a latin1 page and a compressed one', async () => {
    const me = await registerUser(t.app);
    const creme = await importRecipe(me.headers, { url: `${base}/creme` });
    expect(creme.json()).toMatchObject({ name: 'Crème brûlée', ingredients: [{ label: 'Sucre' }] });
    const compressed = await importRecipe(me.headers, { url: `${base}/compresse` });
    expect(compressed.json()).toMatchObject({ name: 'Gratin dauphinois' });
  });

  it('answers 422 import-no-recipe for a page without a recipe', async () => {
    const me = await registerUser(t.app);
    const response = await importRecipe(me.headers, { url: `${base}/actualites` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'import-no-recipe', message: 'Cette page ne contient pas de recette lisible.' },
    });
  });

  it('needs a session', async () => {
    const response = await importRecipe({}, { url: `${base}/gratin` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
