import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

describe('login rate limit', () => {
  it('answers 429 too-many-attempts with Retry-After once the attempts are used up', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@exemple.fr', password: 'essai-essai' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too-many-attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registration too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: `r${i}@exemple.fr`, password: 'court' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
