import type { BarcodeFormat } from '@glouton/core/domain';

/** What every input path (camera, photo, typed, keyboard-wedge scanner) hands to the screen. */
export interface ScanResult {
  /** The normalised GTIN (`normalizeGtin`): what the API and Open Food Facts key products by. */
  code: string;
  format: BarcodeFormat;
}

export type OnDetected = (result: ScanResult) => void;
