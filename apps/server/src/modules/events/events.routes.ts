import { issueEventTicket, streamEvents } from '@glouton/core/api';
import type { HouseholdEvent } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { EventTickets } from './event-tickets.js';
import type { LiveStreams } from './live-streams.js';

const PING_INTERVAL_MS = 25_000;
const RETRY_MS = 2_000;
/** A screen asks for a ticket at each (re)connection: a few a minute; far more is a loop or an attack. */
const TICKETS_PER_MINUTE = 30;

const badTicket = () => new AppError('unauthorized', 401, 'Ticket de connexion absent, expiré ou déjà utilisé.');

type Deps = {
  tickets: EventTickets;
  streams: LiveStreams;
  /** Whether a session still holds (checked at each ping: an expired session's stream ends). */
  sessionActive(sessionId: number): Promise<boolean>;
};

export function eventsRoutes(app: FastifyInstance, { tickets, streams, sessionActive }: Deps) {
  const ends = new Set<() => void>();
  // Streams never go idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of ends) end();
    ends.clear();
  });

  const ticketLimit = {
    rateLimit: {
      max: TICKETS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: { auth: { sessionId: number } }) => `event-ticket:${request.auth.sessionId}`,
      errorResponseBuilder: () =>
        new AppError('rate-limited', 429, 'Trop de reconnexions en direct : patientez une minute.'),
    },
  };

  return [
    route(issueEventTicket, ({ auth }) => tickets.issue(auth.householdId, auth.sessionId), ticketLimit),

    route(
      streamEvents,
      async ({ query, request, reply }) => {
        const ticket = query.ticket ? await tickets.redeem(query.ticket) : null;
        if (ticket === null) throw badTicket();
        const { householdId, sessionId } = ticket;
        // The client's address: behind TRUST_PROXY, the one the proxy saw (decision 0024).
        streams.admit(householdId, sessionId, request.ip);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        // An ended stream (its session logged out or moved household) may still be sent an event before
        // its socket closes: nothing is written after the end.
        const write = (event: HouseholdEvent) => {
          if (!res.writableEnded) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };

        // Registered before the count is read, and what arrives meanwhile is held, so nothing is missed.
        let pending: HouseholdEvent[] | null = [];
        const end = () => res.end();
        const registration = streams.register({
          householdId,
          sessionId,
          address: request.ip,
          send: (event) => (pending ? pending.push(event) : write(event)),
          end,
        });
        ends.add(end);
        const ping = setInterval(() => {
          void sessionActive(sessionId).then(
            (active) => {
              if (res.writableEnded) return;
              if (active) res.write(': ping\n\n');
              else res.end();
            },
            () => res.writableEnded || res.write(': ping\n\n'),
          );
        }, PING_INTERVAL_MS);
        ping.unref();
        res.on('close', () => {
          clearInterval(ping);
          registration.close();
          ends.delete(end);
        });

        res.write(`retry: ${RETRY_MS}\n\n`);
        try {
          write(await streams.currentCount(householdId));
        } catch (error) {
          request.log.error({ err: error }, 'live events: initial count failed');
          res.end();
          return;
        }
        const held = pending;
        pending = null;
        for (const event of held) write(event);
      },
      { stream: true },
    ),
  ];
}
