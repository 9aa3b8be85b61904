import { endpoint } from './endpoint.js';

// Web Push (decision 0042): the devices of the member that receive the daily reminders.

/** The server's VAPID public key, the browser's `applicationServerKey`; `{publicKey: null}` when push is off. */
export const getPushKey = /* @__PURE__ */ endpoint({
  name: 'getPushKey',
  method: 'GET',
  path: '/push/key',
  tag: 'push',
  schemas: { responses: { 200: 'pushKeySchema' } },
});

/**
 * This device's `PushSubscription.toJSON()`. The same endpoint again is the same row (moved to this member
 * and this session when another had it): 201 either way. The endpoint must be https on a public address.
 */
export const addPushSubscription = /* @__PURE__ */ endpoint({
  name: 'addPushSubscription',
  method: 'POST',
  path: '/me/push-subscriptions',
  tag: 'push',
  errors: ['push-unavailable', 'rate-limited', 'conflict'],
  schemas: { body: 'pushSubscriptionBodySchema', responses: { 201: 'pushSubscriptionSchema' } },
});

/** The member's devices that receive notifications, newest first. */
export const listPushSubscriptions = /* @__PURE__ */ endpoint({
  name: 'listPushSubscriptions',
  method: 'GET',
  path: '/me/push-subscriptions',
  tag: 'push',
  schemas: { responses: { 200: 'pushSubscriptionListSchema' } },
});

/** That device receives nothing more; another member's device is 404. */
export const removePushSubscription = /* @__PURE__ */ endpoint({
  name: 'removePushSubscription',
  method: 'DELETE',
  path: '/me/push-subscriptions/:subscriptionId',
  tag: 'push',
  errors: ['not-found'],
  schemas: { params: 'pushSubscriptionParamsSchema', responses: { 204: null } },
});

/** Sends a test notification to that device now and says what became of it. */
export const testPushSubscription = /* @__PURE__ */ endpoint({
  name: 'testPushSubscription',
  method: 'POST',
  path: '/me/push-subscriptions/:subscriptionId/test',
  tag: 'push',
  errors: ['not-found', 'push-unavailable', 'rate-limited'],
  schemas: { params: 'pushSubscriptionParamsSchema', responses: { 200: 'pushTestResultSchema' } },
});
