// The reminders module: owns `reminder_settings`, `reminder_digests` and `server_secrets`. Each
// member's daily digest (what expires, what to cook with it), sent through its channels (push through
// the push module, e-mail), and the « Rappels » endpoints. The private calendar is the calendar module's.

export type { Delivery, DigestChannel, DigestMessage } from './channels.js';
export { createDigestScheduler, type DigestScheduler, type TickReport } from './digest-scheduler.js';
export { digestLines, digestTitle } from './digest-text.js';
export { createEmailChannel } from './email-channel.js';
export { createPushChannel } from './push-channel.js';
export type { Recipient } from './reminders.repository.js';
export { remindersRoutes } from './reminders.routes.js';
export { createRemindersService, type RemindersService } from './reminders.service.js';
