import { endpoint } from './endpoint.js';

/**
 * The expiry date read from a photo of a pack (« Lire la date », docs/decisions/0064). The body is the
 * photo itself, JPEG, PNG or WebP (checked from its first bytes: 415 `unsupported-media-type`
 * otherwise), 5 MiB at most (413). Answers the dates read, best first, each with the words it was
 * read from, its kind when the words say it, and a confidence; 422 `no-date-found` when none; 429
 * `rate-limited` while a photo of the household is being read; 503 `server-busy` when too many wait.
 * Nothing is saved: the person confirms a date, then the unit is added or changed as usual.
 */
export const readExpiryDate = /* @__PURE__ */ endpoint({
  name: 'readExpiryDate',
  method: 'POST',
  path: '/expiry/read',
  tag: 'expiry',
  errors: ['no-date-found', 'rate-limited', 'server-busy'],
  bodySize: 'image',
  schemas: { responses: { 200: 'expiryReadSchema' } },
});
