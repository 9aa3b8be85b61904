import { getMe, login, logout, register } from '@glouton/core/api';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { AuthService } from './auth.service.js';
import { storedUserAgent } from './device-label.js';

/** Per-address guard on the doors that take a password or a reset link (`AUTH_RATE_LIMIT_*`). */
export function limitedPerAddress(rateLimit: Config['authRateLimit']) {
  return {
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowSeconds * 1000,
      errorResponseBuilder: () =>
        new AppError('too-many-attempts', 429, 'Trop de tentatives : patientez un instant avant de réessayer.'),
    },
  };
}

export function authRoutes(auth: AuthService, rateLimit: Config['authRateLimit']) {
  // Brute-force guard on the two doors that accept a password.
  const limited = limitedPerAddress(rateLimit);
  return [
    route(
      register,
      async ({ body, request }) => ({
        token: await auth.register(body, storedUserAgent(request.headers['user-agent'])),
      }),
      limited,
    ),
    route(
      login,
      async ({ body, request }) => ({ token: await auth.login(body, storedUserAgent(request.headers['user-agent'])) }),
      limited,
    ),
    route(logout, async ({ auth: caller }) => auth.logout(caller)),
    route(getMe, async ({ auth: caller }) => auth.me(caller)),
  ];
}
