import { useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../../lib/redirect';

/** Where to go once logged in: the `?redirect=` the guard set, if it is a safe in-app path, else home. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirectTarget(params.get(REDIRECT_PARAM));
}
