import type { ServerResponse } from 'node:http';
import { eventTicketResponseSchema, type HouseholdEvent } from '@glouton/core';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { RoutesPlugin } from '../../http/types.js';
import type { EventTickets } from './event-tickets.js';
import type { EventsHub } from './events.hub.js';

const PING_INTERVAL_MS = 25_000;
const RETRY_MS = 2_000;

type Deps = {
  hub: EventsHub;
  tickets: EventTickets;
  /** The household's current unchecked count, for the first event of every (re)connection. */
  currentCount(householdId: number): Promise<number>;
  now(): Date;
};

const badTicket = () => new AppError('unauthorized', 401, 'Ticket de connexion absent, expiré ou déjà utilisé.');

export const eventsRoutes: RoutesPlugin<Deps> = async (app, { hub, tickets, currentCount, now }) => {
  const open = new Set<ServerResponse>();
  // Streams never go idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  app.post(
    '/events/ticket',
    { schema: { tags: ['events'], response: { 200: eventTicketResponseSchema } } },
    async (request) => tickets.issue(request.auth.householdId),
  );

  app.get(
    '/events',
    {
      config: { public: true },
      schema: { tags: ['events'], querystring: z.object({ ticket: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const householdId = ticket ? await tickets.redeem(ticket) : null;
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
      const unsubscribe = hub.subscribe(householdId, (event) => {
        if (pending) pending.push(event);
        else send(event);
      });
      const ping = setInterval(() => res.write(': ping\n\n'), PING_INTERVAL_MS);
      ping.unref();
      const cleanup = () => {
        clearInterval(ping);
        unsubscribe();
        open.delete(res);
      };
      res.on('close', cleanup);

      res.write(`retry: ${RETRY_MS}\n\n`);
      try {
        send({ type: 'shopping-list-changed', count: await currentCount(householdId), at: now().toISOString() });
      } catch (error) {
        request.log.error({ err: error }, 'live events: initial count failed');
        res.end();
        return;
      }
      const held = pending;
      pending = null;
      for (const event of held) send(event);
    },
  );
};
