import { endpoint } from './endpoint.js';

const schemas = () => import('../schemas/events.js');

export const issueEventTicket = /* @__PURE__ */ endpoint({
  name: 'issueEventTicket',
  method: 'POST',
  path: '/events/ticket',
  tag: 'events',
  schemas: async () => ({ responses: { 200: (await schemas()).eventTicketResponseSchema } }),
});

/** A server-sent event stream (`text/event-stream`) of `HouseholdEvent`s, opened with a ticket. */
export const streamEvents = /* @__PURE__ */ endpoint({
  name: 'streamEvents',
  method: 'GET',
  path: '/events',
  tag: 'events',
  public: true,
  schemas: async () => ({ query: (await schemas()).eventsQuerySchema, responses: {} }),
});
