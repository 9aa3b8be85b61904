import { normalizeGtin } from '@glouton/core/domain';
import { AppError } from '../../errors.js';

const REASONS = {
  'not-digits': 'Le code-barres ne doit contenir que des chiffres.',
  'bad-length': 'Le code-barres doit compter 8, 12, 13 ou 14 chiffres (ou 6 à 8 pour un UPC-E).',
  'bad-check-digit': 'Ce code-barres est invalide (chiffre de contrôle incorrect) : vérifiez-le.',
} as const;

/**
 * A barcode as typed or scanned → its normal GTIN, or 400 `invalid-barcode` naming the field, so the
 * same code typed as UPC-A or EAN-13 always finds the same product.
 */
export function parseBarcode(input: string, path: string): { gtin: string; inStore: boolean } {
  const result = normalizeGtin(input);
  if (result.ok) return { gtin: result.gtin, inStore: result.inStore };
  const message = REASONS[result.reason];
  throw new AppError('invalid-barcode', 400, message, [{ path, code: result.reason, message }]);
}
