import type { RegisterBody, TokenResponse } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { asTokenResponse } from './token-response';

export function register(body: RegisterBody): Promise<TokenResponse> {
  return apiRequest('/register', { method: 'POST', body, handleUnauthorized: false }).then(asTokenResponse);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
