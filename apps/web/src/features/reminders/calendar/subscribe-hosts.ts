/**
 * Whether an address can only be reached at home: localhost, a private IPv4 or IPv6 range, a name with
 * no dot or a home-network suffix. Google Agenda and Outlook read a calendar from their own servers on
 * the Internet, so they cannot subscribe to it; Apple's Calendar reads it from the device, and can.
 */
export function isHomeOnly(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host.startsWith('[')) return /^\[(::1|f[cd]|fe[89ab])/.test(host);
  if (/^(127|10)\.|^192\.168\.|^172\.(1[6-9]|2\d|3[01])\.|^169\.254\./.test(host)) return true;
  return host === 'localhost' || !host.includes('.') || /\.(local|lan|home|internal|home\.arpa)$/.test(host);
}
