import type { z } from 'zod';
import type { ErrorCode } from '../schemas/errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

type Schemas = typeof import('../schemas/index.js');

/** The name of a zod schema exported by `@glouton/core/schemas`. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas];

/** An endpoint's schemas, by their export names; a 204 answer has no body (null). */
export type EndpointSchemaNames = {
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  responses: { 200?: SchemaName; 201?: SchemaName; 202?: SchemaName; 204?: null };
};

/**
 * One endpoint of the API, declared once: the server registers its handler from it (validation,
 * serialisation, OpenAPI), the web calls it through one typed function. The schemas are named, not
 * imported: a declaration is a few strings, and calling an endpoint never loads zod.
 */
export type Endpoint<N extends EndpointSchemaNames = EndpointSchemaNames> = {
  /** The operation's name (OpenAPI `operationId`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Under the API base; `:name` segments are path parameters. */
  readonly path: string;
  /** The OpenAPI group, named after the module that owns the endpoint. */
  readonly tag: string;
  /** The codes of this endpoint's own failures, beyond those any endpoint may answer (see `commonErrors`). */
  readonly errors: readonly ErrorCode[];
  /** Open without a session. */
  readonly public: boolean;
  /**
   * Creates something (a row, or a stock event): an `Idempotency-Key` header makes a retry answer the
   * first result again.
   */
  readonly creates: boolean;
  /** How large a body it reads (`BodySize`): by default `none` without a body schema, `small` with one. */
  readonly bodySize: BodySize;
  readonly schemas: N;
};

type Declaration<N extends EndpointSchemaNames> = Pick<Endpoint<N>, 'name' | 'method' | 'path' | 'tag' | 'schemas'> &
  Partial<Pick<Endpoint<N>, 'errors' | 'public' | 'creates' | 'bodySize'>>;

// Declarations call it as `/* @__PURE__ */ endpoint({…})`: a bundle may drop the ones nobody calls.
export function endpoint<const N extends EndpointSchemaNames>(declaration: Declaration<N>): Endpoint<N> {
  // An endpoint that names no body reads none; one that does takes a small one unless it says otherwise.
  const bodySize: BodySize = declaration.schemas.body === undefined ? 'none' : 'small';
  return { errors: [], public: false, creates: false, bodySize, ...declaration };
}

/**
 * How large a body an endpoint reads (docs/decisions/0061). A bigger one is refused with 413
 * `payload-too-large` from its `Content-Length`, before it is read:
 * - `none`: the endpoint reads no body; 1 KiB is still let through for what clients send out of habit
 *   (`{}`, a mail client's one-click unsubscribe form);
 * - `small`: a form's fields (a product, a list line, a password): 64 KiB, ten times the largest;
 * - `large`: a recipe (30 000 characters of text, each up to 6 bytes once escaped): the server's
 *   `BODY_LIMIT_BYTES`, 1 MiB by default;
 * - `household`: an import's whole household, 16 MiB (decision 0034);
 * - `image`: a photo to read, 5 MiB (a phone's full-size JPEG is 2–4 MB: decision 0064);
 * - `receipt`: a till receipt, 10 MiB: a photo of a long receipt, or a PDF e-receipt (decision 0069).
 */
export type BodySize = 'none' | 'small' | 'large' | 'household' | 'image' | 'receipt';

/** The bytes of each size but `large`, which the server's `BODY_LIMIT_BYTES` sets. */
export const BODY_SIZE_BYTES = {
  none: 1024,
  small: 64 * 1024,
  household: 16 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  receipt: 10 * 1024 * 1024,
} as const;

/** What any endpoint may answer besides its own errors (malformed request, no session, a bug). */
export const commonErrors = [
  'invalid-input',
  'invalid-json',
  'unsupported-media-type',
  'payload-too-large',
  'request-timeout',
  'unauthorized',
  // 401 on a protected endpoint whose session a new password ended (decision 0059).
  'password-changed',
  'internal-error',
] as const satisfies readonly ErrorCode[];

// ---- Types derived from a declaration (for the web client and the server's handlers) ----

type Resolved<N> = N extends SchemaName ? Schemas[N] : undefined;

/** The zod schemas a declaration names. */
export type SchemasOf<E> =
  E extends Endpoint<infer N>
    ? {
        params: Resolved<N['params']>;
        query: Resolved<N['query']>;
        body: Resolved<N['body']>;
        responses: { [S in keyof N['responses']]: Resolved<N['responses'][S]> };
      }
    : never;

type Schema<E, K extends 'params' | 'query' | 'body'> = SchemasOf<E>[K];

/**
 * Path and query values as a caller writes them: a coerced field (`z.coerce.number()`, whose input is
 * `unknown`) takes the type it is coerced to.
 */
type Written<T extends z.ZodType> = {
  [K in keyof z.input<T>]: unknown extends z.input<T>[K]
    ? K extends keyof z.output<T>
      ? z.output<T>[K]
      : never
    : z.input<T>[K];
};

/** `{}`: no key at all (so that `Empty extends T` asks "are all of T's keys optional?"). */
type Empty = Record<never, never>;

type ParamsInput<E> =
  Schema<E, 'params'> extends z.ZodType ? { params: Required<Written<Schema<E, 'params'>>> } : Empty;

type QueryInput<E> =
  Schema<E, 'query'> extends z.ZodType
    ? Empty extends Written<Schema<E, 'query'>>
      ? { query?: Written<Schema<E, 'query'>> }
      : { query: Written<Schema<E, 'query'>> }
    : Empty;

type BodyInput<E> =
  Schema<E, 'body'> extends z.ZodType
    ? undefined extends z.input<Schema<E, 'body'>>
      ? { body?: z.input<Schema<E, 'body'>> }
      : Empty extends z.input<Schema<E, 'body'>>
        ? { body?: z.input<Schema<E, 'body'>> }
        : { body: z.input<Schema<E, 'body'>> }
    : Empty;

/** What a caller gives to call the endpoint. */
export type EndpointInput<E> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

// `void`, not `undefined`: a handler of a 204 endpoint is an `async` function that returns nothing.
// biome-ignore lint/suspicious/noConfusingVoidType: see above
type ResponseOf<T> = T extends z.ZodType ? z.output<T> : void;

/** The body of a success answer (nothing for 204, nor for a stream, which answers by itself). */
export type EndpointResponse<E> = [keyof SchemasOf<E>['responses']] extends [never]
  ? // biome-ignore lint/suspicious/noConfusingVoidType: as ResponseOf
    void
  : {
      [S in keyof SchemasOf<E>['responses']]: ResponseOf<SchemasOf<E>['responses'][S]>;
    }[keyof SchemasOf<E>['responses']];

/** The validated request parts a server handler receives. */
export type EndpointRequest<E> = {
  params: Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : undefined;
  query: Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : undefined;
  body: Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : undefined;
};

/** The success statuses an endpoint declares. */
export type EndpointStatus<E> = keyof SchemasOf<E>['responses'] & SuccessStatus;
