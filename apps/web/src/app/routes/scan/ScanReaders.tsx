import type { OnDetected } from '../../../features/scanner';
import { BarcodeCapture } from '../../../features/scanner';

/**
 * The seam between the scan screen's flow and the barcode readers (camera, photo, typed digits,
 * keyboard-wedge scanner), all built in features/scanner. Swapping or re-arranging the readers happens
 * here only; the flow tests replace this file with a fake reader.
 */
export function ScanReaders({ onDetected, paused }: { onDetected: OnDetected; paused: boolean }) {
  return <BarcodeCapture onDetected={onDetected} paused={paused} />;
}
