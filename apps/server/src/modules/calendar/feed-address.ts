import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/** The feed's path under a server's origin (the API's prefix, then the secret as a file name). */
export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

// A host name, IPv4 or [IPv6], with an optional port: anything else in Host cannot be one of ours.
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

const badHost = () =>
  new AppError(
    'invalid-input',
    400,
    'L’adresse de ce serveur n’a pas pu être déterminée\u00a0: l’administrateur doit définir PUBLIC_URL.',
  );

/**
 * The private address to give the member: under PUBLIC_URL when the server knows its address,
 * otherwise under the origin the member's own request came to — the Host it was sent to, and the
 * protocol a trusted proxy says (TRUST_PROXY), as Fastify reads them. A forged Host only changes the
 * answer of the person who forged it: nothing is sent to anyone else (docs/decisions/0043).
 */
export function feedAddress(secret: string, publicUrl: string | null, request: FastifyRequest): string {
  if (publicUrl) return `${publicUrl}${feedPath(secret)}`;
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) throw badHost();
  return `${new URL(`${protocol}://${host}`).origin}${feedPath(secret)}`;
}
