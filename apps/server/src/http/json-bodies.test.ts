import { request as httpRequest } from 'node:http';
import { BODY_SIZE_BYTES } from '@glouton/core/api';
import { householdExportSchema } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/test-app.js';
import { JSON_DEPTH_MAX } from './json-bodies.js';

// Issue 26, point 5 (decision 0061): each endpoint reads the body it declares and no bigger, JSON nests
// 32 levels at most (checked while the body arrives), and an import's document is read off the event loop.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // Five accounts in all: the default pace of registrations is enough.
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const UNSUBSCRIBE = '/api/reminders/unsubscribe?token=inconnu-mais-long';

/**
 * Sends `head` of a body announced as `length` bytes over a real socket, and never the rest: the answer
 * comes only if the server refuses the request without waiting for the whole body.
 */
function answerBeforeTheBodyEnds(path: string, head: string, length: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.write(head);
  });
}

describe('JSON nests at most 32 levels, checked before any parse', () => {
  it('refuses a body one level too deep with 400 invalid-json, without an account', async () => {
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE,
      headers: { 'content-type': 'application/json' },
      payload: nested(JSON_DEPTH_MAX + 1),
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error).toEqual({ code: 'invalid-json', message: expect.stringContaining('imbriqué') });
    // 32 levels are JSON like any other: the unknown token answers as usual.
    const deepEnough = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE,
      headers: { 'content-type': 'application/json' },
      payload: nested(JSON_DEPTH_MAX),
    });
    expect(deepEnough.statusCode).toBe(404);
  });

  it('counts brackets outside strings only, escaped quotes included', async () => {
    const { headers } = await registerUser(t.app);
    const label = `${'['.repeat(40)}\\"${'{'.repeat(40)}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"label":"${label}"}`,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().label).toBe(label.replace('\\"', '"'));
  });

  it('refuses a deep document before it has all arrived, on the import too', async () => {
    const { headers } = await registerUser(t.app);
    const head = `{"format":"glouton-household-export","members":${'['.repeat(64)}`;
    const answer = await answerBeforeTheBodyEnds('/api/import', head, 8 * 1024 * 1024, headers);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('invalid-json');
  });
});

describe('each endpoint reads the body it declares, and no bigger', () => {
  it('an endpoint that reads no body takes 1 KiB at most: 413 from its Content-Length, unread', async () => {
    const answer = await answerBeforeTheBodyEnds(UNSUBSCRIBE, '{"a":"', BODY_SIZE_BYTES.none + 1);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload-too-large');
    // A mail client's one-click form still reaches it (RFC 8058).
    const oneClick = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(404);
  });

  it('a form-sized endpoint takes 64 KiB, a recipe the server’s BODY_LIMIT_BYTES', async () => {
    const { headers } = await registerUser(t.app);
    const json = { ...headers, 'content-type': 'application/json' };
    // Valid JSON, padded with spaces: only its size is wrong.
    const padded = (body: object, bytes: number) => JSON.stringify(body).replace(/}$/, `${' '.repeat(bytes)}}`);
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers: json,
      payload: padded({ label: 'Pain' }, BODY_SIZE_BYTES.small),
    });
    expect(line.statusCode).toBe(413);
    expect(line.json().error.code).toBe('payload-too-large');
    const recipe = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: json,
      payload: padded({ name: 'Gratin', steps: ['Cuire.'] }, BODY_SIZE_BYTES.small),
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: json,
      payload: padded({ name: 'Gratin', steps: ['Cuire.'] }, t.config.bodyLimitBytes),
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('an unknown address reads no body either', async () => {
    const { headers } = await registerUser(t.app);
    const answer = await answerBeforeTheBodyEnds('/api/nulle-part', '{"a":"', 2 * BODY_SIZE_BYTES.none, headers);
    expect(answer.status).toBe(413);
  });
});

describe('an import’s document is read off the event loop', () => {
  it('is parsed and checked by a worker thread: the schema never runs on the event loop', async () => {
    const { headers } = await registerUser(t.app);
    const document = {
      format: 'glouton-household-export',
      version: 4,
      exportedAt: '2026-11-20T10:00:00.000Z',
      household: { name: 'Ailleurs' },
      members: [],
      products: [],
      shoppingList: [
        {
          product: null,
          label: 'Pain',
          quantity: 2,
          note: null,
          categoryId: 3,
          addedAt: '2026-11-20T10:00:00.000Z',
          checkedAt: null,
          addedBy: null,
        },
      ],
      recipes: [],
    };
    const run = vi.spyOn(householdExportSchema._zod, 'run');
    try {
      const imported = await t.app.inject({ method: 'POST', url: '/api/import', headers, payload: document });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().added.listLines).toBe(1);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers,
        payload: { ...document, version: 99 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues[0].path).toBe('body.version');
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"format":',
      });
      expect(notJson.json().error.code).toBe('invalid-json');
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
