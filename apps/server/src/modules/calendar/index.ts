// The calendar module (part of the reminders): owns `calendar_feeds`, each member's private calendar
// address (only a hash of its secret). Public surface: the service, its routes, and what another module
// gives it to add events to every member's feed (`CalendarSource`).

export { calendarRoutes } from './calendar.routes.js';
export { type Calendar, type CalendarDeps, createCalendar } from './calendar.service.js';
export type { CalendarEvent, CalendarSource, FeedReader, FeedWindow } from './calendar-events.js';
