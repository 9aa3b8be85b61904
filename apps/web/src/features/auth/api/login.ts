import { login as endpoint } from '@glouton/core/api';
import type { LoginBody, TokenResponse } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { asTokenResponse } from './token-response';

export function login(body: LoginBody): Promise<TokenResponse> {
  // A 401 here means a wrong password, not an expired session.
  return callApi(endpoint, { body }, { handleUnauthorized: false }).then(asTokenResponse);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
