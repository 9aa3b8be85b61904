import type { Endpoint, EndpointInput, EndpointResponse } from '@glouton/core/api';
import type { ErrorCode, ErrorEnvelope, ValidationIssue } from '@glouton/core/schemas';
import type { z } from 'zod';
import { API_BASE_URL, endpointPath } from './api-path';
import { takeFirstAnswer } from './first-answers';
import { reportReachable, reportUnreachable } from './network';
import { clearToken, getToken } from './storage';

export { endpointPath } from './api-path';

/**
 * One place for how the app talks to the API. `timeout: 0` means none: fetch has no timeout of its own
 * and slow mobile networks should not cut a save short (the contract says no request timeout).
 */
export const apiConfig = Object.freeze({
  baseUrl: API_BASE_URL,
  timeout: 0,
});

export const NETWORK_ERROR_CODE = 'network-error';

/** The server's codes (core's `errorCodes`), no answer at all, or an answer that is not the envelope. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE | `http-${number}`;

/** What the UI needs to explain a failure; `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: readonly ValidationIssue[];
  /** Seconds to wait before trying again (429), from the Retry-After header. */
  readonly retryAfter: number | null;
  /** What the envelope adds beside `error`, e.g. the existing product's id with `barcode-taken`. */
  readonly details: Omit<ErrorEnvelope, 'error'>;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    issues?: readonly ValidationIssue[] | undefined;
    retryAfter?: number | null;
    details?: Omit<ErrorEnvelope, 'error'>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.retryAfter = init.retryAfter ?? null;
    this.details = init.details ?? {};
  }
}

/**
 * Why the session ended, from the 401's code: `password-changed` when a new password was given on
 * another device (decision 0059), `unauthorized` for an expired or revoked one.
 */
type UnauthorizedListener = (code: ApiErrorCode) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The shell listens so that an expired session lands on /login, wherever the call came from. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the response body against the shared contract; without it the body is trusted as `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Login and register answer 401 for a wrong password: that is a form error, not an expired session,
   * so those calls opt out of the log-out-and-redirect behaviour.
   */
  handleUnauthorized?: boolean;
  /** A create sent again after a lost answer must not create twice: the server answers the first result. */
  idempotencyKey?: string;
  /** Sent instead of the stored token (a queued write belongs to the session that made it). */
  token?: string;
  /** The successful answer itself, unread: a file, not JSON (lib/api-file.ts). */
  raw?: boolean;
  /** Sent as the body instead of JSON, with its own type: a photo to read (lib/api-photo.ts). */
  blob?: Blob;
}

/**
 * The transport under `callApi`. Call sites never use it: they call a declared endpoint, so that no
 * path or answer type is ever written by hand (the lint refuses `apiRequest` outside lib/).
 */
export function apiRequest(path: string, options: RequestOptions<never> & { raw: true }): Promise<Response>;
export function apiRequest<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T | Response> {
  const response = await send(path, options, options.raw ? '*/*' : 'application/json');
  if (options.raw) return response;
  const data = await readJson(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** Sends with the session and turns a failure into an ApiError; resolves with a successful answer. */
async function send<T>(path: string, options: RequestOptions<T>, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, handleUnauthorized = true, idempotencyKey } = options;
  const token = options.token ?? getToken();
  const headers: Record<string, string> = {
    Accept: accept,
    Authorization: `Bearer ${token}`,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.blob) headers['Content-Type'] = options.blob.type || 'application/octet-stream';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

  const url = `${apiConfig.baseUrl}${path}`;
  // Asked by index.html's first script with these same headers, while the app's code was on its way.
  const asked = method === 'GET' && accept === 'application/json' ? takeFirstAnswer(url, token) : undefined;
  let response: Response;
  try {
    response = await (asked ??
      fetch(url, {
        method,
        headers,
        body: options.blob ?? (body === undefined ? null : JSON.stringify(body)),
        signal: signal ?? null,
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    reportUnreachable();
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    });
  }

  reportReachable();
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && handleUnauthorized) signalUnauthorized(token, error.code);
    throw error;
  }
  return response;
}

/**
 * Once per session: the first 401 clears the token, so the calls of the same session answering 401
 * after it (a screen asks several things at once) find another token stored and stay silent, and so
 * does a late answer to an older session when the person has logged in again meanwhile.
 */
function signalUnauthorized(sentToken: string, code: ApiErrorCode): void {
  if (sentToken === '' || sentToken !== getToken()) return;
  clearToken();
  for (const listener of unauthorizedListeners) listener(code);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    payload = undefined;
  }
  if (isErrorEnvelope(payload)) {
    const { error, ...details } = payload;
    const { code, message, issues } = error;
    return new ApiError({ status: response.status, code: code as ErrorCode, message, issues, retryAfter, details });
  }
  return new ApiError({
    status: response.status,
    code: `http-${response.status}`,
    message: 'Le serveur a répondu de façon inattendue. Réessayez dans un instant.',
    retryAfter,
  });
}

/**
 * The envelope's shape is `errorEnvelopeSchema` in @glouton/core. It is checked by hand here because
 * this file is in the initial bundle and importing core's runtime code brings zod and date-fns with it
 * (≈ 20 KB gzip over the 120 KB budget of /login); the types still come from core.
 */
function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error) || typeof error.code !== 'string') return false;
  if (!('message' in error) || typeof error.message !== 'string') return false;
  return !('issues' in error) || error.issues === undefined || Array.isArray(error.issues);
}

/** Retry-After is either delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number.parseInt(value, 10);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'handleUnauthorized' | 'idempotencyKey' | 'token'>;

/**
 * Calls one endpoint declared in `@glouton/core/api`: its method and path, the path parameters put in
 * place, the query written out, the answer typed as the declaration says. No zod is loaded for it.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { body } = input as { body?: unknown };
  return apiRequest<EndpointResponse<E>>(endpointPath(endpoint, input), {
    ...options,
    method: endpoint.method,
    ...(body !== undefined && { body }),
  });
}
