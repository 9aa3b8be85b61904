import { Navigate, Outlet, useLocation } from 'react-router';
import { useRedirectTarget } from '../features/auth/hooks/useRedirectTarget';
import { sessionEndedOnPurpose } from '../features/auth/session';
import { loginPath } from '../lib/redirect';
import { useToken } from '../lib/storage';

/**
 * Protected screens. Reactive: when the token disappears (expired session, log-out here or in another
 * tab) the user is sent to /login at once, with where they were as the redirect target.
 */
export function RequireAuth() {
  const token = useToken();
  const { pathname, search, hash } = useLocation();
  if (token) return <Outlet />;
  const target = sessionEndedOnPurpose() ? '/login' : loginPath(`${pathname}${search}${hash}`);
  return <Navigate to={target} replace />;
}

/** Login and register: someone already logged in goes where they were heading, or home. */
export function PublicOnly() {
  const token = useToken();
  const target = useRedirectTarget();
  if (token) return <Navigate to={target} replace />;
  return <Outlet />;
}
