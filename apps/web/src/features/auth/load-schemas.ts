export type AuthSchemas = typeof import('./schemas');

let pending: Promise<AuthSchemas> | null = null;

/**
 * The core schemas bring zod (≈ 25 KB gzip), more than the login screen can afford in its first load
 * (100 KB budget). The form renders without them, fetches them when a field first gets the focus, and
 * awaits them on submit if they are not there yet (a password manager that fills and submits).
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  pending ??= import('./schemas').catch((error: unknown) => {
    pending = null; // let the next submit try again
    throw error;
  });
  return pending;
}
