import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: `http-${status}`, message: 'x' });

describe('query retry policy', () => {
  it('never retries a 4xx: the answer would be the same', () => {
    for (const status of [400, 401, 404, 409, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });
});
