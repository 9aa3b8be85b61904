// The idempotency module: owns `idempotency_keys`. Public surface: the guard the route registrar puts
// on every creating endpoint.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { createIdempotencyGuard } from './idempotency.guard.js';
import { createIdempotencyService } from './idempotency.service.js';

export function createIdempotency(deps: { db: Kysely<Database>; clock: Clock }) {
  return { guard: createIdempotencyGuard(createIdempotencyService(deps)) };
}
