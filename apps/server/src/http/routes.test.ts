import { listEndpoints } from '@glouton/core/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerRoutes, route } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { operationId: string; description: string; tags: string[] };

describe('routes come from the declarations of @glouton/core/api', () => {
  it('documents every declared endpoint in OpenAPI, with its error codes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const endpoint of listEndpoints()) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation?.operationId).toContain(endpoint.name);
      expect(operation?.tags).toEqual([endpoint.tag]);
      for (const code of endpoint.errors) expect(operation?.description).toContain(code);
    }
  });

  it('refuses to start when an endpoint has no handler, or two', () => {
    const [first, ...rest] = listEndpoints();
    const guard = { preHandler: async () => {}, onSend: async (_r: unknown, _s: unknown, payload: unknown) => payload };
    const handler = async () => undefined as never;
    const routes = rest.map((endpoint) => route(endpoint, handler));
    expect(() => registerRoutes(Fastify(), routes, guard)).toThrow(`missing: ${first?.name}`);
    const twice = [...routes, route(rest[0] as never, handler), route(first as never, handler)];
    expect(() => registerRoutes(Fastify(), twice, guard)).toThrow(`twice: ${rest[0]?.name}`);
  });
});
