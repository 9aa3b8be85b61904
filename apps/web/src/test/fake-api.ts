import { vi } from 'vitest';
import { errorResponse, jsonResponse } from './render-app';

export interface ApiCall {
  method: string;
  /** Path and query under /api, e.g. `/products?order=name&limit=50&offset=0`. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: ApiCall) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch with one function that sees every call (method, path, query, JSON body) and answers,
 * or returns undefined for the default: the footer's count answers 0, the recipes sections (home,
 * product page) and a product's history an empty list, anything else 404. The calls
 * are recorded in order for the assertions.
 */
export function stubApiCalls(handler: Handler) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input).replace(/^\/api/, '');
    const parsed = new URL(url, 'http://test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer) return answer;
    if (call.path === '/products/shopping-list') return jsonResponse(0);
    if (call.path === '/recipes' && call.method === 'GET') return jsonResponse({ items: [], total: 0 });
    if (/^\/products\/\d+\/history$/.test(call.path)) return jsonResponse({ items: [], nextBefore: null });
    return errorResponse(404, 'not-found', 'Introuvable.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to `METHOD path` (path without query). */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export { errorResponse, jsonResponse };
