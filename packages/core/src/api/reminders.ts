import { endpoint } from './endpoint.js';

/**
 * The member's reminders and what this server can send (« Rappels »): a channel it cannot send through
 * is answered off (`channels`) and unavailable (`available`), whatever the member had stored.
 */
export const getReminderSettings = /* @__PURE__ */ endpoint({
  name: 'getReminderSettings',
  method: 'GET',
  path: '/me/reminders',
  tag: 'reminders',
  schemas: { responses: { 200: 'reminderSettingsResponseSchema' } },
});

/**
 * Replaces the member's settings as a whole. 409 `channel-unavailable` (naming `body.channels.push` or
 * `.email`) for a channel switched on that this server cannot send through; nothing is saved.
 */
export const putReminderSettings = /* @__PURE__ */ endpoint({
  name: 'putReminderSettings',
  method: 'PUT',
  path: '/me/reminders',
  tag: 'reminders',
  errors: ['channel-unavailable'],
  schemas: { body: 'reminderSettingsSchema', responses: { 200: 'reminderSettingsResponseSchema' } },
});

/** Today's digest as it would be sent to this member now (empty sections left out). */
export const getReminderPreview = /* @__PURE__ */ endpoint({
  name: 'getReminderPreview',
  method: 'GET',
  path: '/me/reminders/preview',
  tag: 'reminders',
  schemas: { responses: { 200: 'digestSchema' } },
});

/**
 * « M'envoyer maintenant »: today's digest through that channel, at once (a short sample when it would
 * be empty). Does not count as the day's digest. 409 `channel-unavailable` when the server cannot send
 * through it (no SMTP, no push) or the member has no device for it.
 */
export const sendReminderTest = /* @__PURE__ */ endpoint({
  name: 'sendReminderTest',
  method: 'POST',
  path: '/me/reminders/test',
  tag: 'reminders',
  errors: ['channel-unavailable', 'rate-limited'],
  schemas: { body: 'reminderTestBodySchema', responses: { 202: 'reminderTestResponseSchema' } },
});

/**
 * The e-mail's « Se désabonner »: turns the e-mail channel off with a signed, single-purpose token, no
 * session needed. Also what a mail client's one-click unsubscribe posts (a form body, ignored). An
 * unknown or altered token is a 404.
 */
export const unsubscribeReminders = /* @__PURE__ */ endpoint({
  name: 'unsubscribeReminders',
  method: 'POST',
  path: '/reminders/unsubscribe',
  tag: 'reminders',
  public: true,
  errors: ['not-found'],
  schemas: { query: 'unsubscribeQuerySchema', responses: { 204: null } },
});
