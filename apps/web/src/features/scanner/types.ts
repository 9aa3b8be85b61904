import type { BarcodeFormat, PackDate } from '@glouton/core/domain';

/** What every input path (camera, photo, typed, keyboard-wedge scanner) hands to the screen. */
export interface ScanResult {
  /** The normalised GTIN (`normalizeGtin`): what the API and Open Food Facts key products by. */
  code: string;
  format: BarcodeFormat;
  /**
   * What a GS1 code (DataMatrix, QR, DataBar Expanded, or a USB scanner's GS1 string) says beside the
   * GTIN: the pack's own date, proposed for the unit (decision 0063). Absent for an EAN/UPC.
   */
  pack?: PackDate;
}

export type OnDetected = (result: ScanResult) => void;
