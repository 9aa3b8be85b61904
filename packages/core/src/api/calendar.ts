import { endpoint } from './endpoint.js';

/** A new private calendar address; the previous one stops working. */
export const createCalendarFeed = /* @__PURE__ */ endpoint({
  name: 'createCalendarFeed',
  method: 'POST',
  path: '/me/calendar',
  tag: 'calendar',
  creates: true,
  schemas: { responses: { 201: 'calendarFeedSchema' } },
});

export const deleteCalendarFeed = /* @__PURE__ */ endpoint({
  name: 'deleteCalendarFeed',
  method: 'DELETE',
  path: '/me/calendar',
  tag: 'calendar',
  errors: ['not-found'],
  schemas: { responses: { 204: null } },
});

/**
 * The member's calendar (iCalendar), read by calendar apps with no session: the secret is the key.
 * An unknown, revoked or malformed secret is one 404 `not-found`, in the error envelope like every refusal.
 */
export const getCalendarFeed = /* @__PURE__ */ endpoint({
  name: 'getCalendarFeed',
  method: 'GET',
  path: '/calendar/:secret',
  tag: 'calendar',
  public: true,
  errors: ['not-found'],
  schemas: { params: 'calendarSecretParamsSchema', responses: {} },
});
