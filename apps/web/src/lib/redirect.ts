/** Where the login screen sends people back to once they are in. */
export const REDIRECT_PARAM = 'redirect';

const AUTH_PATHS = ['/login', '/register'];

/**
 * Only an in-app path is accepted ('/products?x=1'), never another origin ('//evil.example',
 * 'https://…', '/\\evil'), and never the auth screens themselves (that would loop).
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const pathname = value.split(/[?#]/)[0] ?? '/';
  return AUTH_PATHS.includes(pathname) ? '/' : value;
}

/** `/login`, with `?redirect=` when the user was going somewhere other than home. */
export function loginPath(from: string, base = '/login'): string {
  const target = safeRedirectTarget(from);
  return target === '/' ? base : `${base}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
