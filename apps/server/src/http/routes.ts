import {
  BODY_SIZE_BYTES,
  type BodySize,
  commonErrors,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  type EndpointStatus,
  listEndpoints,
} from '@glouton/core/api';
import * as schemas from '@glouton/core/schemas';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingFor } from '../db/transaction.js';
import type { AuthContext } from '../modules/auth/index.js';
import { compressJson } from './compression.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api auth hook on every route whose endpoint is not `public`. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Open without a session (the endpoint's declaration says so). */
    public?: boolean;
    /**
     * Set by `registerRoutes` for a route with `readBody`: the JSON parser hands over the body's bytes
     * (http/json-bodies.ts) instead of parsing them on the event loop.
     */
    readsRawBody?: boolean;
    /**
     * Takes a form body too (ignored): what a mail client posts for a one-click unsubscribe (RFC 8058).
     * Every other route refuses anything but JSON (415).
     */
    acceptsForm?: boolean;
    /** Takes a photo as its body (JPEG, PNG, WebP: its bytes, checked by the route). Set from `bodySize: 'image'`. */
    acceptsImage?: boolean;
    /**
     * Takes a till receipt as its body: a photo, a PDF or `text/plain` (its bytes, checked by the route).
     * Set from `bodySize: 'receipt'`.
     */
    acceptsReceipt?: boolean;
    /**
     * A refused request is one 404 `not-found` with this message, whether the address is malformed (400)
     * or opens nothing (404): nothing tells a guesser which (the calendar feed's secret).
     */
    refusedAsNotFound?: string;
  }
}

const ANSWER = Symbol('answer');

/** A success answer with its status, for endpoints that declare several (201 new, 200 merged). */
export type Answer<E> = { [ANSWER]: true; status: EndpointStatus<E>; body: EndpointResponse<E> };

export function answer<E extends Endpoint>(_endpoint: E, status: EndpointStatus<E>, body: EndpointResponse<E>) {
  return { [ANSWER]: true, status, body } as Answer<E>;
}

export type HandlerContext<E> = EndpointRequest<E> & {
  /** The caller (unset on public endpoints). */
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<E> = (context: HandlerContext<E>) => Promise<EndpointResponse<E> | Answer<E>>;

/** One endpoint with its handler and the server's own settings for it (e.g. a rate limit). */
export type Route = {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  config: FastifyContextConfig;
  readBody?: BodyReader;
};

/**
 * Reads a route's JSON body itself, from its bytes: parses and validates it off the event loop (an
 * import's document, up to 16 MiB), answering the body the handler gets, or throwing the envelope's
 * error (`invalid-json`, `invalid-input` with the same issues as the schema's validation would give).
 */
export type BodyReader = (bytes: Buffer) => Promise<unknown>;

export function route<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  config: FastifyContextConfig = {},
  readBody?: BodyReader,
): Route {
  return { endpoint, handler: handler as unknown as Handler<Endpoint>, config, ...(readBody && { readBody }) };
}

/** Called before a creating endpoint's handler; answers for it when the request is a retry. */
export type CreateGuard = {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
};

const STREAMED = Symbol('streamed');

/**
 * What a handler returns once it has sent its answer as a stream (an export written as it is read): the
 * declared answer documents it, nothing more is sent.
 */
export const sentAsStream = <T>() => STREAMED as unknown as T;

const isAnswer = (value: unknown): value is Answer<Endpoint> =>
  typeof value === 'object' && value !== null && ANSWER in value;

/**
 * Registers every route from its declaration: method, path, validation, response serialisation and
 * OpenAPI all come from `@glouton/core/api`. Declarations sharing a method and path (the count variant
 * of the list) become one route that picks the variant whose query matches. Refuses to start when an
 * endpoint has no handler or two.
 */
export function registerRoutes(
  api: FastifyInstance,
  routes: Route[],
  createGuard: CreateGuard,
  /** `BODY_LIMIT_BYTES`: the bytes of a `large` body, and the most any body but an import's may take. */
  largeBodyBytes = 1_048_576,
) {
  checkCoverage(routes);
  const bodyLimitOf = (size: BodySize) =>
    size === 'large'
      ? largeBodyBytes
      : size === 'household' || size === 'image' || size === 'receipt'
        ? BODY_SIZE_BYTES[size]
        : Math.min(BODY_SIZE_BYTES[size], largeBodyBytes);
  const patterns = routes.map(({ endpoint }) => ({
    method: endpoint.method,
    // `/products/:id` → ^/products/[^/]+$ (the path under the API's prefix).
    path: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
  }));
  const groups = new Map<string, Route[]>();
  for (const entry of routes) {
    const key = `${entry.endpoint.method} ${entry.endpoint.path}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const variants of groups.values()) registerGroup(api, variants, createGuard, bodyLimitOf);
  /** The methods a path answers, for a 405 when it was asked with another one. */
  return (path: string) => [...new Set(patterns.filter((route) => route.path.test(path)).map((route) => route.method))];
}

/** An endpoint's zod schemas, from the names its declaration gives. */
type Resolved = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;
};

function resolve(endpoint: Endpoint): Resolved {
  const byName = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const schema = (schemas as Record<string, unknown>)[name];
    if (!(schema instanceof z.ZodType)) throw new Error(`${endpoint.name}: no schema named ${name} in core`);
    return schema;
  };
  const { params, query, body, responses } = endpoint.schemas;
  const resolved: Resolved = { responses: {} };
  if (params) resolved.params = byName(params);
  if (query) resolved.query = byName(query);
  if (body) resolved.body = byName(body);
  for (const [status, name] of Object.entries(responses)) {
    resolved.responses[Number(status) as 200 | 201 | 202 | 204] = name === null ? null : (byName(name) ?? null);
  }
  return resolved;
}

function checkCoverage(routes: Route[]) {
  const handled = routes.map((entry) => entry.endpoint);
  const missing = listEndpoints().filter((endpoint) => !handled.includes(endpoint));
  const twice = handled.filter((endpoint, index) => handled.indexOf(endpoint) !== index);
  if (missing.length > 0 || twice.length > 0) {
    const names = (list: Endpoint[]) => list.map((endpoint) => endpoint.name).join(', ');
    throw new Error(`Endpoints without exactly one handler — missing: ${names(missing)}; twice: ${names(twice)}`);
  }
}

/** `statuses`: the answers the endpoint declares, read once here rather than on every request. */
type Loaded = Route & { schemas: Resolved; statuses: number[] };

function registerGroup(
  api: FastifyInstance,
  variants: Route[],
  createGuard: CreateGuard,
  bodyLimitOf: (size: BodySize) => number,
) {
  const loaded: Loaded[] = variants.map((entry) => {
    const schemas = resolve(entry.endpoint);
    return { ...entry, schemas, statuses: Object.keys(schemas.responses).map(Number) };
  });
  const [first] = loaded as [Loaded, ...Loaded[]];
  const pick = loaded.length === 1 ? () => first : variantPicker(loaded);
  const { endpoint } = first;
  const creates = loaded.some((entry) => entry.endpoint.creates);
  const { readBody } = first;
  api.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...first.config,
      public: endpoint.public,
      ...(readBody && { readsRawBody: true }),
      ...(endpoint.bodySize === 'image' && { acceptsImage: true }),
      ...(endpoint.bodySize === 'receipt' && { acceptsReceipt: true }),
    },
    // Refused from its Content-Length before it is read, or as soon as it passes the limit.
    bodyLimit: bodyLimitOf(endpoint.bodySize),
    schema: fastifySchema(loaded),
    // The body's schema still documents it (OpenAPI); `readBody` validates it, off the event loop.
    ...(readBody && { validatorCompiler: skipBodyValidation }),
    // Compression last: the idempotency guard remembers the answer as it was serialised.
    onSend: creates ? [createGuard.onSend, compressJson] : compressJson,
    ...(creates && { preHandler: createGuard.preHandler }),
    ...(readBody
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body = await readBody(request.body as Buffer);
          },
        }
      : // A body whose fields are all optional may be left out (« check » with no date sends nothing).
        first.schemas.body?.safeParse({}).success && {
          preValidation: async (request: FastifyRequest) => {
            request.body ??= {};
          },
        }),
    handler: async (request, reply) => {
      const chosen = pick(request);
      const run = () =>
        chosen.handler({
          params: request.params,
          query: request.query,
          body: request.body,
          auth: request.auth,
          request,
          reply,
        } as HandlerContext<Endpoint>);
      // A write acts as its caller: each transaction it opens checks the session again (decision 0060).
      const writes = request.method !== 'GET' && request.method !== 'HEAD';
      const result = request.auth && writes ? await actingFor(request.auth, run) : await run();
      const { statuses } = chosen;
      // An endpoint that declares no answer sends its own (the live stream, a CSV file).
      if (reply.sent || statuses.length === 0 || (result as unknown) === STREAMED) return reply;
      if (isAnswer(result)) return reply.status(result.status).send(result.body);
      if (statuses.length !== 1) throw new Error(`${chosen.endpoint.name} must answer with answer(status, body)`);
      const status = statuses[0] as number;
      return status === 204 ? reply.status(204).send(null) : reply.status(status).send(result);
    },
  });
}

/** The schemas' validators, but the body's: a route with `readBody` has it read and checked there. */
const skipBodyValidation = (route: { schema: FastifySchema; httpPart?: string; method: string; url: string }) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Which variant of a shared address answers (`?count=true` is the footer's badge, anything else the
 * list): the first whose query schema accepts the query. The choice depends on the query string alone,
 * so it is remembered per query string — the badge is asked by every phone on every page, and a zod
 * parse that fails builds its issues for nothing. Bounded: a search box makes endless query strings.
 */
function variantPicker(variants: Loaded[]): (request: FastifyRequest) => Loaded {
  const chosen = new Map<string, Loaded>();
  return (request) => {
    const at = request.url.indexOf('?');
    const queryString = at === -1 ? '' : request.url.slice(at + 1);
    const known = chosen.get(queryString);
    if (known) return known;
    const variant =
      variants.find((entry) => entry.schemas.query?.safeParse(request.query).success) ?? (variants[0] as Loaded);
    if (chosen.size >= 200) chosen.clear();
    chosen.set(queryString, variant);
    return variant;
  };
}

const union = (schemas: z.ZodType[]) =>
  schemas.length === 1 ? (schemas[0] as z.ZodType) : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);

function fastifySchema(variants: Loaded[]) {
  const { endpoint, schemas } = variants[0] as Loaded;
  const queries = variants.flatMap((entry) => (entry.schemas.query ? [entry.schemas.query] : []));
  const response: Record<number, z.ZodType> = {};
  for (const status of [200, 201, 202, 204] as const) {
    const bodies = variants.flatMap((entry) => {
      if (!(status in entry.schemas.responses)) return [];
      const body = entry.schemas.responses[status];
      return [body ?? z.null()];
    });
    if (bodies.length > 0) response[status] = union(bodies);
  }
  const errors = [...new Set(variants.flatMap((entry) => entry.endpoint.errors))];
  return {
    tags: [endpoint.tag],
    operationId: variants.map((entry) => entry.endpoint.name).join('-or-'),
    description: `Error codes: ${[...errors, ...commonErrors].join(', ')}.`,
    ...(endpoint.public && { security: [] }),
    ...(schemas.params && { params: schemas.params }),
    ...(queries.length > 0 && { querystring: union(queries) }),
    ...(schemas.body && { body: schemas.body }),
    response,
  };
}
