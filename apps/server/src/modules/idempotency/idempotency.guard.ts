import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { CreateGuard } from '../../http/routes.js';
import { fingerprintOf, type IdempotencyService } from './idempotency.service.js';

const HEADER = 'idempotency-key';
// Visible ASCII, as the IETF draft's examples; a UUID fits with room to spare.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed its key: its answer is remembered for the retries. */
    idempotencyKey?: { userId: number; key: string };
  }
}

const badKey = () =>
  new AppError('invalid-input', 400, 'En-tête Idempotency-Key invalide.', [
    {
      path: `headers.${HEADER}`,
      code: 'invalid',
      message: 'Une clé de 1 à 255 caractères visibles (ASCII), par exemple un UUID.',
    },
  ]);

/** `Idempotency-Key` on every endpoint that creates something (their declarations say `creates`). */
export function createIdempotencyGuard(service: IdempotencyService): CreateGuard {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[HEADER];
      if (key === undefined) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badKey();
      const { userId } = request.auth;
      const claim = await service.claim(userId, key, fingerprintOf(request.method, request.url, request.body));
      switch (claim.kind) {
        case 'claimed':
          request.idempotencyKey = { userId, key };
          return;
        case 'replay':
          await reply
            .status(claim.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(claim.response);
          return;
        case 'in-flight':
          throw new AppError(
            'idempotency-key-in-flight',
            409,
            'La même demande est encore en cours : réessayez dans un instant.',
            undefined,
            { 'retry-after': '1' },
          );
        case 'reused':
          throw new AppError(
            'idempotency-key-reused',
            422,
            'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
          );
      }
    },

    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claimed = request.idempotencyKey;
      if (!claimed) return payload;
      request.idempotencyKey = undefined;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await service.release(claimed.userId, claimed.key);
      } else {
        await service.remember(claimed.userId, claimed.key, reply.statusCode, payload);
      }
      return payload;
    },
  };
}
