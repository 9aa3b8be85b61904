import { register as endpoint } from '@glouton/core/api';
import type { RegisterBody, TokenResponse } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { asTokenResponse } from './token-response';

export function register(body: RegisterBody): Promise<TokenResponse> {
  return callApi(endpoint, { body }, { handleUnauthorized: false }).then(asTokenResponse);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
