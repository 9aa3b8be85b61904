/**
 * A random key (128 bits, hex), e.g. an `Idempotency-Key`. `crypto.getRandomValues` works on plain http
 * too (a home server on the LAN), where `crypto.randomUUID` does not exist.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
