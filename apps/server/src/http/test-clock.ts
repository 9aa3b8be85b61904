import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SettableClock } from '../clock.js';
import { AppError } from '../errors.js';
import type { DigestScheduler } from '../modules/reminders/index.js';

const body = z.strictObject({ now: z.iso.datetime({ offset: true }) });

/**
 * `POST /api/test/clock {now}`: sets the server's clock and runs a round of daily digests at once,
 * answering what it sent. It exists only when NODE_ENV=test (browser journeys move time with it); it is
 * not part of the API and not in its description.
 */
export function registerTestClock(api: FastifyInstance, clock: SettableClock, digests: DigestScheduler) {
  api.post('/test/clock', { config: { public: true }, schema: { hide: true } }, async (request) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw new AppError('invalid-input', 400, 'Attendu\u00a0: {"now": "<date ISO 8601>"}.');
    clock.set(new Date(parsed.data.now));
    return { now: clock.now().toISOString(), digests: await digests.tick() };
  });
}
