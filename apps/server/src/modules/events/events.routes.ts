import type { ServerResponse } from 'node:http';
import { issueEventTicket, streamEvents } from '@glouton/core/api';
import type { HouseholdEvent } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { EventTickets } from './event-tickets.js';
import type { LiveStreams } from './live-streams.js';

const PING_INTERVAL_MS = 25_000;
const RETRY_MS = 2_000;

const badTicket = () => new AppError('unauthorized', 401, 'Ticket de connexion absent, expiré ou déjà utilisé.');

export function eventsRoutes(
  app: FastifyInstance,
  { tickets, streams }: { tickets: EventTickets; streams: LiveStreams },
) {
  const open = new Set<ServerResponse>();
  // Streams never go idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  return [
    route(issueEventTicket, ({ auth }) => tickets.issue(auth.householdId)),

    route(streamEvents, async ({ query, request, reply }) => {
      const householdId = query.ticket ? await tickets.redeem(query.ticket) : null;
      if (householdId === null) throw badTicket();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      open.add(res);
      const send = (event: HouseholdEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

      // Subscribe before reading the count, and hold what arrives meanwhile, so nothing is missed.
      let pending: HouseholdEvent[] | null = [];
      const unsubscribe = streams.subscribe(householdId, (event) => {
        if (pending) pending.push(event);
        else send(event);
      });
      const ping = setInterval(() => res.write(': ping\n\n'), PING_INTERVAL_MS);
      ping.unref();
      res.on('close', () => {
        clearInterval(ping);
        unsubscribe();
        open.delete(res);
      });

      res.write(`retry: ${RETRY_MS}\n\n`);
      try {
        send(await streams.currentCount(householdId));
      } catch (error) {
        request.log.error({ err: error }, 'live events: initial count failed');
        res.end();
        return;
      }
      const held = pending;
      pending = null;
      for (const event of held) send(event);
    }),
  ];
}
