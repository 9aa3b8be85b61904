import { loginBodySchema, meResponseSchema, registerBodySchema, tokenResponseSchema } from '@glouton/core';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { RoutesPlugin } from '../../http/types.js';
import type { AuthService } from './auth.service.js';

type Deps = { auth: AuthService; rateLimit: Config['authRateLimit'] };

export const authRoutes: RoutesPlugin<Deps> = async (app, { auth, rateLimit }) => {
  // Brute-force guard on the two doors that accept a password.
  const limited = {
    public: true,
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowSeconds * 1000,
      errorResponseBuilder: () =>
        new AppError('too-many-attempts', 429, 'Trop de tentatives : patientez un instant avant de réessayer.'),
    },
  };

  app.post(
    '/register',
    { config: limited, schema: { tags: ['auth'], body: registerBodySchema, response: { 201: tokenResponseSchema } } },
    async (request, reply) => reply.status(201).send({ token: await auth.register(request.body) }),
  );

  app.post(
    '/login',
    { config: limited, schema: { tags: ['auth'], body: loginBodySchema, response: { 200: tokenResponseSchema } } },
    async (request) => ({ token: await auth.login(request.body) }),
  );

  app.post('/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
    await auth.logout(request.auth);
    return reply.status(204).send(null);
  });

  app.get('/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema } } }, async (request) =>
    auth.me(request.auth),
  );
};
