import { useId } from 'react';
import { useKeyboardWedgeScanner } from '../hooks/useKeyboardWedgeScanner';
import type { OnDetected } from '../types';
import { BarcodeScanner } from './BarcodeScanner';
import { PhotoBarcodeReader } from './PhotoBarcodeReader';
import { TypedBarcodeForm } from './TypedBarcodeForm';

interface BarcodeCaptureProps {
  onDetected: OnDetected;
  /** Releases the camera and ignores the keyboard-wedge scanner (e.g. while a product form is open). */
  paused?: boolean;
}

/**
 * Every way in, on one screen: live camera, photo, typed digits and a keyboard-wedge scanner. When the
 * camera cannot run, its message points to the two paths right below it.
 */
export function BarcodeCapture({ onDetected, paused = false }: BarcodeCaptureProps) {
  const headingId = useId();
  useKeyboardWedgeScanner(onDetected, !paused);
  return (
    <div className="flex flex-col gap-6">
      <BarcodeScanner onDetected={onDetected} paused={paused} />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-extrabold">
          Sans la caméra
        </h2>
        <PhotoBarcodeReader onDetected={onDetected} />
        <TypedBarcodeForm onSubmit={onDetected} />
      </section>
    </div>
  );
}
