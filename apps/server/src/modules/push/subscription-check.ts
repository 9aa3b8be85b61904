import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { PushSubscriptionBody } from '@glouton/core/schemas';
import { AppError } from '../../errors.js';
import { checkTarget, type TargetRefusal } from '../../outbound/address-policy.js';
import { resolveName } from '../../outbound/guarded-lookup.js';

const REFUSALS: Record<TargetRefusal, { code: string; message: string }> = {
  scheme: { code: 'not-https', message: 'L’adresse du service de notifications doit être une adresse https.' },
  credentials: {
    code: 'credentials',
    message: 'L’adresse du service de notifications ne peut pas contenir d’identifiant ni de mot de passe.',
  },
  port: { code: 'port', message: 'Ce port n’est pas celui d’un service de notifications (443 ou 8443).' },
  private: {
    code: 'private-address',
    message: 'L’adresse du service de notifications est privée ou locale : le serveur n’y envoie rien.',
  },
};

const invalid = (path: string, code: string, message: string) =>
  new AppError('invalid-input', 400, message, [{ path, code, message }]);

/**
 * What the schema cannot tell: the endpoint is on a public address (the recipe import's guard, with DNS
 * asked now; it is asked again at every send) and p256dh is a point of the P-256 curve (else no payload
 * could ever be encrypted for it). A 400 names the field.
 */
export async function checkSubscription(body: PushSubscriptionBody, allowedHosts: readonly string[]): Promise<void> {
  const url = new URL(body.endpoint);
  const target = checkTarget(url, { allowedHosts, schemes: ['https:'] });
  if (!target.allowed) {
    const refusal = REFUSALS[target.refusal];
    throw invalid('body.endpoint', refusal.code, refusal.message);
  }
  // A name that does not resolve now is kept: it is a push service's, and the send asks again.
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  if (!target.trusted && !literal && (await resolveName(url.hostname)) === 'private') {
    throw invalid('body.endpoint', REFUSALS.private.code, REFUSALS.private.message);
  }
  try {
    ECDH.convertKey(Buffer.from(body.keys.p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw invalid('body.keys.p256dh', 'not-a-p256-key', 'La clé p256dh n’est pas une clé publique P-256.');
  }
}
