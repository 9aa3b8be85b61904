// The push module (decision 0042): owns `push_subscriptions` and `push_vapid_keys`. Public surface: the
// service — `send(userId, message)` for the reminders, `configured`, `prepare()` at start — and its routes.

export { pushRoutes } from './push.routes.js';
export { createPushService, DIGEST_TTL_SECONDS, type PushDelivery, type PushService } from './push.service.js';
export type { FailureReason } from './push-delivery.js';
export { DIGEST_TOPIC, PAYLOAD_MAX_BYTES, type PushMessage } from './push-message.js';
