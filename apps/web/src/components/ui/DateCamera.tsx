import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CAMERA_PROBLEMS, type CameraProblem } from '../../lib/camera/camera-errors';
import { grabUnderBox } from '../../lib/camera/guide-box';
import { useCamera } from '../../lib/camera/useCamera';
import { useDocumentVisible } from '../../lib/camera/useDocumentVisible';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

// « Lire la date » with the live camera (decision 0067): the back camera, a wide and short box where
// the printed date goes, and « Lire », which sends only what is under the box (with a margin). The
// camera runs only while this view is shown: leaving it, or the sheet, stops every track.

interface DateCameraProps {
  /** The picture under the guide box, as a JPEG. */
  onPicture: (picture: Blob) => void;
  /** Told when the camera cannot run: the sheet puts the photo forward. */
  onProblem?: (problem: CameraProblem) => void;
  onClose: () => void;
}

export function DateCamera({ onPicture, onProblem, onClose }: DateCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const guide = useRef<HTMLDivElement>(null);
  const readButton = useRef<HTMLButtonElement>(null);
  const visible = useDocumentVisible();
  const camera = useCamera(video, visible, { size: '1080p' });
  const [notReady, setNotReady] = useState(false);
  const live = camera.status === 'live';

  useEffect(() => {
    if (camera.problem) onProblem?.(camera.problem);
  }, [camera.problem, onProblem]);
  // The view replaces the button that opened it: the focus goes to « Lire », the next thing to do.
  useEffect(() => readButton.current?.focus(), []);

  const read = async () => {
    const picture = video.current && guide.current ? await grabUnderBox(video.current, guide.current) : null;
    setNotReady(picture === null);
    if (picture) onPicture(picture);
  };

  if (camera.problem) {
    const { title, body, retry } = CAMERA_PROBLEMS[camera.problem];
    return (
      <div className="flex flex-col gap-2">
        <Alert>
          <p className="font-bold">{title}</p>
          <p>{body} Vous pouvez prendre une photo de la date à la place.</p>
        </Alert>
        <div className="flex flex-wrap gap-2">
          {retry && (
            <Button variant="secondary" onClick={camera.retry}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Réessayer
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Fermer la caméra
          </Button>
        </div>
      </div>
    );
  }
  return (
    <section aria-label="Caméra pour lire la date" className="flex flex-col gap-2">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink">
        <video
          ref={video}
          muted
          autoPlay
          playsInline
          aria-label="Image de la caméra"
          className="absolute inset-0 size-full object-cover"
        />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          {/* Wide and short: a printed date is one or two lines; the box keeps the pack's other print out. */}
          <div
            ref={guide}
            className="aspect-[3/1] w-[86%] rounded-xl border-[3px] border-white/90 shadow-[0_0_0_100vmax_rgb(1_42_54/0.45)]"
          />
        </div>
        <p className="absolute inset-x-0 bottom-3 px-4 text-center text-sm font-bold text-bg [text-shadow:0_1px_2px_#012a36]">
          Placez la date dans le cadre
        </p>
        {camera.status === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center text-bg">
            <Spinner label="Démarrage de la caméra…" className="size-8" />
          </div>
        )}
      </div>
      {notReady && <Alert>L’image de la caméra n’est pas encore prête. Touchez «&nbsp;Lire&nbsp;» à nouveau.</Alert>}
      <div className="grid grid-cols-2 gap-2">
        <Button ref={readButton} pending={!live} onClick={() => void read()}>
          Lire
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Fermer la caméra
        </Button>
      </div>
    </section>
  );
}
