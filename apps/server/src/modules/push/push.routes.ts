import {
  addPushSubscription,
  getPushKey,
  listPushSubscriptions,
  removePushSubscription,
  testPushSubscription,
} from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import { storedUserAgent } from '../auth/index.js';
import type { PushService } from './push.service.js';

/** Each of these makes the server reach out (DNS for a new endpoint, a push service for a test). */
const perMember = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: { auth: { userId: number } }) => `${name}:${request.auth.userId}`,
    errorResponseBuilder: () =>
      new AppError('rate-limited', 429, 'Trop de demandes d’affilée : patientez une minute avant de réessayer.'),
  },
});

export function pushRoutes(push: PushService) {
  return [
    route(getPushKey, async () => push.publicKey()),
    route(
      addPushSubscription,
      async ({ auth, body, request }) => push.subscribe(auth, body, storedUserAgent(request.headers['user-agent'])),
      perMember('push-subscribe', 30),
    ),
    route(listPushSubscriptions, async ({ auth }) => push.list(auth)),
    route(removePushSubscription, async ({ auth, params }) => push.remove(auth, params.subscriptionId)),
    route(
      testPushSubscription,
      async ({ auth, params }) => push.test(auth, params.subscriptionId),
      perMember('push-test', 5),
    ),
  ];
}
