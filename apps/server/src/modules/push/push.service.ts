import type {
  PushKey,
  PushOutcome,
  PushSubscriptionBody,
  PushSubscriptionView,
  PushTestResult,
} from '@glouton/core/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import { type AuthContext, deviceLabel } from '../auth/index.js';
import { pushRepository as repository, type SubscriptionRow } from './push.repository.js';
import { deliver, type FailureReason } from './push-delivery.js';
import { encodePayload, type PushMessage } from './push-message.js';
import { checkSubscription } from './subscription-check.js';
import { createVapidKeys } from './vapid-keys.js';

/** A daily digest not delivered within 12 hours speaks of a day that is over: the service drops it. */
export const DIGEST_TTL_SECONDS = 12 * 3600;
/** A member's devices at most; a new one beyond replaces the one that went longest without a notification. */
export const DEVICES_PER_MEMBER = 20;

/** What became of a notification on one of the member's devices. */
export type PushDelivery = {
  subscriptionId: number;
  device: string;
  outcome: PushOutcome;
  reason?: FailureReason;
};

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config['push'];
  userAgent: string;
};

const unavailable = () =>
  new AppError(
    'push-unavailable',
    503,
    'Ce serveur n’envoie pas de notifications : la personne qui l’héberge peut les activer (VAPID_SUBJECT).',
  );

const view = (row: SubscriptionRow): PushSubscriptionView => ({
  id: row.id,
  device: deviceLabel(row.userAgent),
  endpoint: row.endpoint,
  createdAt: row.createdAt,
  lastSuccessAt: row.lastSuccessAt,
});

/** The Web Push channel: the member's devices, and notifications sent to them (decision 0042). */
export function createPushService({ db, transaction, clock, log, config, userAgent }: Deps) {
  const subject = config.subject;
  const keys = createVapidKeys({ db, clock });

  /** To every device in parallel, each within the time limit; the answers are kept in the database after. */
  async function sendTo(rows: SubscriptionRow[], message: PushMessage, ttlSeconds: number): Promise<PushDelivery[]> {
    if (subject === null || rows.length === 0) return [];
    const { json, topic } = encodePayload(message);
    const pair = await keys();
    const options = { subject, allowedHosts: config.allowedHosts, timeoutMs: config.timeoutMs, userAgent };
    const deliveries = await Promise.all(rows.map((row) => deliver(row, { json, topic, ttlSeconds }, pair, options)));
    const delivered: number[] = [];
    const results = rows.map((row, index): PushDelivery => {
      const delivery = deliveries[index] ?? { outcome: 'failed' as const, reason: 'service-error' as const };
      const result = { subscriptionId: row.id, device: deviceLabel(row.userAgent), outcome: delivery.outcome };
      if (delivery.outcome === 'delivered') delivered.push(row.id);
      if (delivery.outcome !== 'failed') return result;
      // Left for the next notification; said once here, with where it went but never the keys or the
      // endpoint's path (the device's token at its push service).
      log.warn(
        {
          push: { subscriptionId: row.id, userId: row.userId, service: new URL(row.endpoint).origin, ...delivery },
        },
        'push notification not delivered',
      );
      return { ...result, reason: delivery.reason };
    });
    for (const [index, row] of rows.entries()) {
      if (deliveries[index]?.outcome === 'gone') await repository.deleteGone(db, row.id, row.endpoint, row.p256dh);
    }
    await repository.markDelivered(db, delivered, clock.now().toISOString());
    return results;
  }

  return {
    /** False when the server has no VAPID subject: nothing is sent, the screen says so. */
    configured: subject !== null,

    /** Reads (or makes, the very first time) the key pair: called at start so the first request does not. */
    async prepare(): Promise<void> {
      if (subject !== null) await keys();
    },

    async publicKey(): Promise<PushKey> {
      return { publicKey: subject === null ? null : (await keys()).publicKey };
    },

    async subscribe(
      caller: AuthContext,
      body: PushSubscriptionBody,
      deviceUserAgent: string | null,
    ): Promise<PushSubscriptionView> {
      if (subject === null) throw unavailable();
      await checkSubscription(body, config.allowedHosts);
      const row = await transaction(async (tx) => {
        const saved = await repository.upsert(tx.db, {
          userId: caller.userId,
          sessionId: caller.sessionId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: deviceUserAgent,
          now: clock.now().toISOString(),
        });
        if (saved === 'held-by-another') throw heldByAnother();
        await repository.trimOldest(tx.db, caller.userId, DEVICES_PER_MEMBER, saved.id);
        return saved;
      });
      return view(row);
    },

    async list(caller: AuthContext): Promise<PushSubscriptionView[]> {
      return (await repository.listOf(db, caller.userId)).map(view);
    },

    async remove(caller: AuthContext, subscriptionId: number): Promise<void> {
      if (!(await repository.deleteOwn(db, caller.userId, subscriptionId))) throw subscriptionNotFound();
    },

    /** « Envoyer un essai »: one notification to that device now, kept only a few minutes if it is off. */
    async test(caller: AuthContext, subscriptionId: number): Promise<PushTestResult> {
      if (subject === null) throw unavailable();
      const row = await repository.findOwn(db, caller.userId, subscriptionId);
      if (!row) throw subscriptionNotFound();
      const message = {
        title: 'Glouton',
        body: 'Les notifications arrivent bien sur cet appareil.',
        url: '/',
        topic: 'essai',
      };
      const [result] = await sendTo([row], message, 300);
      return { outcome: result?.outcome ?? 'failed' };
    },

    /** How many devices of the member receive notifications (the digest skips a member with none). */
    async deviceCount(userId: number): Promise<number> {
      return subject === null ? 0 : (await repository.listOf(db, userId)).length;
    },

    /**
     * To every device of the member, in parallel, each within PUSH_TIMEOUT_MS. Resolves with what became of
     * each (none when push is off or the member allowed no device); a push service's failure never throws.
     */
    async send(userId: number, message: PushMessage, ttlSeconds = DIGEST_TTL_SECONDS): Promise<PushDelivery[]> {
      if (subject === null) return [];
      return sendTo(await repository.listOf(db, userId), message, ttlSeconds);
    },
  };
}

const subscriptionNotFound = () => notFound('Cet appareil ne reçoit pas de notifications de votre compte.');

/** An endpoint another account holds, given without that subscription's keys: not this browser's. */
const heldByAnother = () =>
  new AppError(
    'conflict',
    409,
    'Cette adresse de notifications appartient à un autre appareil\u00a0: réactivez les notifications sur ce téléphone.',
  );

export type PushService = ReturnType<typeof createPushService>;
