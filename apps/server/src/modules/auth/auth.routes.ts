import { getMe, login, logout, register } from '@glouton/core/api';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(auth: AuthService, rateLimit: Config['authRateLimit']) {
  // Brute-force guard on the two doors that accept a password.
  const limited = {
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowSeconds * 1000,
      errorResponseBuilder: () =>
        new AppError('too-many-attempts', 429, 'Trop de tentatives : patientez un instant avant de réessayer.'),
    },
  };
  return [
    route(register, async ({ body }) => ({ token: await auth.register(body) }), limited),
    route(login, async ({ body }) => ({ token: await auth.login(body) }), limited),
    route(logout, async ({ auth: caller }) => auth.logout(caller)),
    route(getMe, async ({ auth: caller }) => auth.me(caller)),
  ];
}
