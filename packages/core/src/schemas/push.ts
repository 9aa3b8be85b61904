import { z } from 'zod';

// Web Push (decision 0042): a member's devices that receive the daily reminders, and what one
// notification carries from the server to the app's service worker.

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url key of exactly `bytes` bytes, unpadded as `PushSubscription.toJSON()` gives it. */
const base64urlKey = (bytes: number, what: string) =>
  z
    .string({ message: `${what} manque.` })
    .regex(BASE64URL, { message: `${what} n’est pas en base64url.` })
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes && value.length % 4 !== 1, {
      message: `${what} doit faire ${bytes} octets.`,
    });

/** `GET /push/key`: the server's VAPID public key (base64url), null when this server sends no notification. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });

/** The browser's `PushSubscription.toJSON()`; fields a browser may add are ignored. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, message: 'L’adresse du service de notifications doit être une adresse https.' })
    .max(2048, { message: 'L’adresse du service de notifications dépasse 2048 caractères.' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (0x04, x, y); that it is on the curve is checked by the server.
      p256dh: base64urlKey(65, 'La clé p256dh'),
      auth: base64urlKey(16, 'Le secret auth'),
    },
    { message: 'Les clés de l’abonnement (p256dh, auth) manquent.' },
  ),
});

/** One device of the member, as the « Rappels » screen lists them. */
export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  /** « Chrome sur Android »… from the device's User-Agent when it subscribed. */
  device: z.string(),
  /** The push service's address: the browser compares it with its own subscription (« activé ici »). */
  endpoint: z.string(),
  createdAt: z.string(),
  /** The last notification the push service accepted for this device; null before the first one. */
  lastSuccessAt: z.string().nullable(),
});

export const pushSubscriptionListSchema = z.array(pushSubscriptionSchema);

export const pushSubscriptionParamsSchema = z.strictObject({
  subscriptionId: z.coerce.number().int().positive(),
});

/**
 * What became of one notification to one device: accepted by its push service, `gone` (the service
 * says the subscription no longer exists: it was removed), or `failed` (refused, unreachable, too slow:
 * kept for the next one).
 */
export const pushOutcomeSchema = z.enum(['delivered', 'gone', 'failed']);

export const pushTestResultSchema = z.object({ outcome: pushOutcomeSchema });

/**
 * The decrypted payload the service worker receives. `url`: the app's page « Voir » opens; `productIds`:
 * what « Ajouter à la liste » puts on the shopping list (none: no such action); `tag`: a newer
 * notification with the same tag replaces the one on screen.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  productIds: z.array(z.number().int().positive()),
  tag: z.string(),
});

export type PushKey = z.infer<typeof pushKeySchema>;
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;
export type PushOutcome = z.infer<typeof pushOutcomeSchema>;
export type PushTestResult = z.infer<typeof pushTestResultSchema>;
export type PushPayload = z.infer<typeof pushPayloadSchema>;
