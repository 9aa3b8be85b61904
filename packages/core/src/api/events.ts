import { endpoint } from './endpoint.js';

export const issueEventTicket = /* @__PURE__ */ endpoint({
  name: 'issueEventTicket',
  method: 'POST',
  path: '/events/ticket',
  tag: 'events',
  schemas: { responses: { 200: 'eventTicketResponseSchema' } },
});

/** A server-sent event stream (`text/event-stream`) of `HouseholdEvent`s, opened with a ticket. */
export const streamEvents = /* @__PURE__ */ endpoint({
  name: 'streamEvents',
  method: 'GET',
  path: '/events',
  tag: 'events',
  public: true,
  schemas: { query: 'eventsQuerySchema', responses: {} },
});
