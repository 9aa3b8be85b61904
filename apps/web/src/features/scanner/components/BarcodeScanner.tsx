import { Flashlight, FlashlightOff, SwitchCamera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/Spinner';
import { useCamera } from '../../../lib/camera/useCamera';
import { useDocumentVisible } from '../../../lib/camera/useDocumentVisible';
import type { ScannerProblem } from '../camera/camera-errors';
import { createConfirmer } from '../camera/confirm';
import { useFrameDecoder } from '../camera/useFrameDecoder';
import type { DecodedBarcode } from '../decode/decode';
import { signalHit } from '../feedback';
import { useDecoder } from '../hooks/useDecoder';
import type { OnDetected } from '../types';
import { toScanResult } from '../validate';
import { AimingGuide } from './AimingGuide';
import { ScannerProblemAlert } from './ScannerProblemAlert';

/** User Timing marks: the e2e check measures « camera start → first code » from them (a budget of docs/product.md). */
export const CAMERA_LIVE_MARK = 'glouton:camera-live';
export const BARCODE_DETECTED_MARK = 'glouton:barcode-detected';

export interface BarcodeScannerProps {
  onDetected: OnDetected;
  /** Releases the camera (every track stopped) until it turns false again. */
  paused?: boolean;
  /** Told when the live camera cannot be used, e.g. to put the photo or typing path forward. */
  onProblem?: (problem: ScannerProblem) => void;
  className?: string;
}

const overlayButton =
  'inline-flex size-12 items-center justify-center rounded-full bg-ink/75 text-bg backdrop-blur hover:bg-ink';

/** The live camera scanner: video, aiming guide, camera switch, torch; decoding runs in a worker. */
export function BarcodeScanner({ onDetected, paused = false, onProblem, className }: BarcodeScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const decoder = useDecoder();
  const visible = useDocumentVisible();
  const [decoderFailed, setDecoderFailed] = useState(false);
  const [warmUps, setWarmUps] = useState(0);
  const [confirmer] = useState(createConfirmer);
  const [announcement, setAnnouncement] = useState('');
  const camera = useCamera(videoRef, !paused && visible && !decoderFailed, { liveMark: CAMERA_LIVE_MARK });
  const problem: ScannerProblem | null = decoderFailed ? 'decoder' : camera.problem;

  // The wasm loads while the camera starts, so the first frame does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `warmUps` only exists to retry.
  useEffect(() => {
    decoder.warmUp().catch(() => setDecoderFailed(true));
  }, [decoder, warmUps]);

  useEffect(() => {
    if (problem) onProblem?.(problem);
  }, [problem, onProblem]);

  const onResults = (results: DecodedBarcode[]) => {
    const scan = results.map(toScanResult).find((result) => result !== null) ?? null;
    const confirmed = confirmer.push(scan, performance.now());
    if (!confirmed) return;
    performance.mark(BARCODE_DETECTED_MARK);
    signalHit();
    setAnnouncement(`Code-barres lu\u00a0: ${confirmed.code}`);
    onDetected(confirmed);
  };

  useFrameDecoder({
    videoRef,
    decoder,
    enabled: camera.status === 'live',
    onResults,
    onDecoderFailure: () => setDecoderFailed(true),
  });

  const retry = () => {
    if (decoderFailed) {
      setDecoderFailed(false);
      setWarmUps((count) => count + 1);
    }
    camera.retry();
  };

  return (
    <section aria-label="Scanner avec la caméra" className={cx('flex flex-col gap-3', className)}>
      {problem && <ScannerProblemAlert problem={problem} onRetry={retry} />}
      {/* Kept mounted while a problem shows: a retry needs the <video> in place when the stream arrives. */}
      <div
        className={cx(
          'relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink sm:aspect-video',
          problem && 'hidden',
        )}
      >
        <video
          ref={videoRef}
          muted
          autoPlay
          playsInline
          aria-label="Image de la caméra"
          className="absolute inset-0 size-full object-cover"
        />
        <AimingGuide />
        <p className="absolute inset-x-0 bottom-3 px-4 text-center text-sm font-bold text-bg [text-shadow:0_1px_2px_#012a36]">
          {paused ? 'Caméra en pause' : 'Placez le code-barres dans le cadre'}
        </p>
        {camera.status === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center text-bg">
            <Spinner label="Démarrage de la caméra…" className="size-8" />
          </div>
        )}
        <div className="absolute right-2 top-2 flex flex-col gap-2">
          {camera.canSwitch && (
            <button
              type="button"
              className={overlayButton}
              aria-label="Changer de caméra"
              onClick={camera.switchCamera}
            >
              <SwitchCamera aria-hidden="true" className="size-6" />
            </button>
          )}
          {camera.torch.supported && (
            <button
              type="button"
              className={overlayButton}
              aria-label="Lampe torche"
              aria-pressed={camera.torch.on}
              onClick={camera.torch.toggle}
            >
              {camera.torch.on ? (
                <FlashlightOff aria-hidden="true" className="size-6" />
              ) : (
                <Flashlight aria-hidden="true" className="size-6" />
              )}
            </button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
