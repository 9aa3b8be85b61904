import type { Endpoint, EndpointInput } from '@glouton/core/api';

/**
 * Where the API is and how a declared endpoint's address is written: pure, apart from lib/api-client.ts,
 * so that index.html's first script (app/first-screen) asks for exactly the addresses the app will.
 */

/** `VITE_API_BASE_URL` at build time, without its trailing slashes; same origin `/api` when unset. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL?.trim() || '/api').replace(/\/+$/, '');

/** A declared endpoint's path under the API base, its parameters put in place and its query written out. */
export function endpointPath<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: object; query?: object };
  return `${pathOf(endpoint.path, params)}${queryOf(query)}`;
}

function pathOf(template: string, params: object | undefined): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** `undefined` values are left out of the URL. */
function queryOf(query: object | undefined): string {
  if (!query) return '';
  const entries = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)] as [string, string]],
  );
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
}
