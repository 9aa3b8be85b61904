// The events module: owns `event_tickets`, and streams each household's domain changes to its open
// screens (server-sent events). Public surface: the streams, the tickets and the routes.
export { createEventTickets, type EventTickets } from './event-tickets.js';
export { eventsRoutes } from './events.routes.js';
export { createLiveStreams, type LiveStreams } from './live-streams.js';
