/**
 * GTIN rules (GS1): check digits, UPC-E expansion, one normal form per product, and the in-store
 * codes that must never leave the household (they identify a shop's weighed item, not a product).
 *
 * Normal form: EAN-8 stays 8 digits; UPC-A (12) becomes its EAN-13 (`0` + UPC-A); EAN-13 stays;
 * GTIN-14 with a leading 0 becomes the EAN-13. This is how Open Food Facts keys its products.
 */

export type BarcodeFormat = 'EAN-13' | 'EAN-8' | 'UPC-A' | 'UPC-E' | 'GTIN-14';

export type GtinResult =
  | { ok: true; gtin: string; format: BarcodeFormat; inStore: boolean }
  | { ok: false; reason: 'not-digits' | 'bad-length' | 'bad-check-digit' };

/** GS1 mod-10 check digit of a body (all digits but the check digit). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{8,14}$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The 11-digit UPC-A body that a UPC-E number system digit and six data digits stand for. */
function upcABody(numberSystem: string, d: string): string {
  const last = d[5] as string;
  if (last <= '2') return `${numberSystem}${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  if (last === '3') return `${numberSystem}${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  if (last === '4') return `${numberSystem}${d.slice(0, 4)}00000${d[4]}`;
  return `${numberSystem}${d.slice(0, 5)}0000${last}`;
}

/**
 * UPC-E → its 12-digit UPC-A, or null when it is not a valid UPC-E. Accepts the full 8 digits
 * (number system 0/1, six data digits, check digit), or 7 or 6 digits without check / number system.
 */
export function expandUpcE(code: string): string | null {
  const digits = code.length === 6 ? `0${code}` : code;
  if (!/^[01]\d{6}\d?$/.test(digits)) return null;
  const body = upcABody(digits[0] as string, digits.slice(1, 7));
  const check = gs1CheckDigit(body);
  if (digits.length === 8 && Number(digits[7]) !== check) return null;
  return `${body}${check}`;
}

/**
 * Validates and normalises what a scanner read or a person typed. `format` is the decoder's word
 * when there is one: only it can tell an 8-digit UPC-E from an EAN-8.
 */
export function normalizeGtin(input: string, format?: BarcodeFormat): GtinResult {
  const code = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(code)) return { ok: false, reason: 'not-digits' };

  if (format === 'UPC-E' || code.length === 6 || code.length === 7) {
    const upcA = expandUpcE(code);
    if (!upcA) return { ok: false, reason: code.length >= 8 ? 'bad-check-digit' : 'bad-length' };
    return done(`0${upcA}`, 'UPC-E');
  }
  switch (code.length) {
    case 8:
      return hasValidCheckDigit(code) ? done(code, 'EAN-8') : { ok: false, reason: 'bad-check-digit' };
    case 12:
      return hasValidCheckDigit(code) ? done(`0${code}`, 'UPC-A') : { ok: false, reason: 'bad-check-digit' };
    case 13:
      return hasValidCheckDigit(code)
        ? done(code, code.startsWith('0') ? 'UPC-A' : 'EAN-13')
        : { ok: false, reason: 'bad-check-digit' };
    case 14:
      if (!hasValidCheckDigit(code)) return { ok: false, reason: 'bad-check-digit' };
      return code.startsWith('0') ? done(code.slice(1), 'EAN-13') : done(code, 'GTIN-14');
    default:
      return { ok: false, reason: 'bad-length' };
  }
}

function done(gtin: string, format: BarcodeFormat): GtinResult {
  return { ok: true, gtin, format, inStore: isInStoreCode(gtin) };
}

/**
 * Restricted-circulation codes (GS1 prefixes 02, 04 and 20–29; EAN-8 starting with 0 or 2): variable
 * weight or price labels printed by the shop. Open Food Facts cannot know them; they stay local.
 */
export function isInStoreCode(gtin: string): boolean {
  if (gtin.length === 8) return gtin.startsWith('0') || gtin.startsWith('2');
  if (gtin.length === 13) return gtin.startsWith('2') || gtin.startsWith('02') || gtin.startsWith('04');
  return false;
}
