import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api auth hook on every route that is not marked `config.public`. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Routes open without a session (register, login, health, openapi, categories). */
    public?: boolean;
  }
}

export type RoutesPlugin<Deps extends FastifyPluginOptions> = FastifyPluginAsyncZod<Deps>;
