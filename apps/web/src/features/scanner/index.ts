/**
 * The barcode scanner feature: live camera (decoded in a worker with zxing-wasm), photo, typed digits
 * and keyboard-wedge scanners. Import it only from the scan screen's chunk: the worker and its wasm
 * load when a scanner mounts, never on the first page.
 */

export type { ScannerProblem } from './camera/camera-errors';
export { BarcodeCapture } from './components/BarcodeCapture';
export {
  BARCODE_DETECTED_MARK,
  BarcodeScanner,
  type BarcodeScannerProps,
  CAMERA_LIVE_MARK,
} from './components/BarcodeScanner';
export { PhotoBarcodeReader } from './components/PhotoBarcodeReader';
export { TypedBarcodeForm } from './components/TypedBarcodeForm';
export { useKeyboardWedgeScanner } from './hooks/useKeyboardWedgeScanner';
export type { OnDetected, ScanResult } from './types';
