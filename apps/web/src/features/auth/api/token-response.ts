import type { TokenResponse } from '@glouton/core/schemas';

/**
 * `tokenResponseSchema` from core, checked by hand: login and register are on the first screen people
 * load, and core's runtime would bring zod into it (see load-schemas.ts).
 */
export function asTokenResponse(data: unknown): TokenResponse {
  // The answer is typed from the declaration, but not checked: this is the check.
  if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string') {
    return { token: data.token };
  }
  throw new TypeError('The server answered without a token');
}
