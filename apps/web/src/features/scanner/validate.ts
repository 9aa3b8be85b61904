import { parisToday } from '@glouton/core/dates';
import { type GtinResult, normalizeGtin, readGs1 } from '@glouton/core/domain';
import type { DecodedBarcode } from './decode/decode';
import { gtinOf } from './decode/gtin';
import type { ScanResult } from './types';

/**
 * A decoder hit becomes a result only if its check digit holds: a misread costs the person a wrong
 * product page, far more than waiting for the next frame.
 */
export function toScanResult(decoded: DecodedBarcode): ScanResult | null {
  const read = gtinOf(decoded);
  if (!read) return null;
  return { code: read.gtin, format: read.format, ...(decoded.pack && { pack: decoded.pack }) };
}

type GtinFailure = Extract<GtinResult, { ok: false }>['reason'];

/** What a person who typed a barcode reads under the field. */
function gtinErrorMessage(reason: GtinFailure | 'empty', typed = ''): string {
  switch (reason) {
    case 'empty':
      return 'Saisissez les chiffres imprimés sous le code-barres.';
    case 'not-digits':
      return 'Un code-barres ne contient que des chiffres (les espaces sont acceptés).';
    case 'bad-length': {
      const count = typed.replace(/[\s-]/g, '').length;
      return `Un code-barres compte 8, 12, 13 ou 14 chiffres\u00a0; vous en avez saisi ${count}.`;
    }
    case 'bad-check-digit':
      return 'La clé de contrôle ne correspond pas\u00a0: vérifiez les chiffres.';
  }
}

export type TypedCheck = { ok: true; result: ScanResult } | { ok: false; message: string };

/** A barcode typed by a person (or a keyboard-wedge scanner): normalised, or the message to show. */
export function checkTypedBarcode(typed: string): TypedCheck {
  if (typed.trim() === '') return { ok: false, message: gtinErrorMessage('empty') };
  const result = normalizeGtin(typed);
  if (!result.ok) return { ok: false, message: gtinErrorMessage(result.reason, typed) };
  return { ok: true, result: { code: result.gtin, format: result.format } };
}

/**
 * What a keyboard-wedge scanner typed: digits are a barcode (as typed by a person); anything else is read
 * as a GS1 string or Digital Link by core's one reader (decision 0063), its date kept for the unit. Null
 * when it is neither: a burst that is not a product code is ignored, never guessed at.
 */
export function checkScannedText(text: string, now = new Date()): ScanResult | null {
  if (/^[\d\s-]+$/.test(text)) {
    const typed = checkTypedBarcode(text);
    return typed.ok ? typed.result : null;
  }
  const read = readGs1(text, { today: parisToday(now) });
  if (!read.ok) return null;
  const gtin = normalizeGtin(read.gtin);
  if (!gtin.ok) return null;
  const result: ScanResult = { code: gtin.gtin, format: gtin.format };
  if (read.expiresOn && read.dateKind)
    result.pack = { expiresOn: read.expiresOn, dateKind: read.dateKind, lot: read.lot };
  return result;
}
