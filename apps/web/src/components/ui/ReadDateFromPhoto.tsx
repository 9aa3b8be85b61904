import { readExpiryDate } from '@glouton/core/api';
import { formatShortDate } from '@glouton/core/dates';
import { DATE_KIND_WORDS } from '@glouton/core/domain';
import type { ExpiryCandidate } from '@glouton/core/schemas';
import { Camera, ImageUp } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { callApiWithPhoto } from '../../lib/api-photo';
import { smallEnough } from '../../lib/photo-size';
import { Alert } from './Alert';
import { Button } from './Button';
import { DateCamera } from './DateCamera';
import { Spinner } from './Spinner';

// « Lire la date » in the date sheet (decisions 0064, 0067): the live camera with a guide box (the
// part under the box is sent), or a photo of the date printed on the pack, read by the server; the
// date read is shown with the words it was read from and its kind, and is used only when the person
// taps it — never saved on its own.

/** The server takes 5 MB: a larger photo is made smaller here first (a 12 MP JPEG may weigh 6 MB). */
const PHOTO_LIMIT = { maxBytes: 4.5 * 1024 * 1024, longSide: 2000 };

type Source = 'camera' | 'photo';

type State =
  | { step: 'idle' }
  | { step: 'camera' }
  | { step: 'reading' }
  | { step: 'proposal'; candidates: ExpiryCandidate[] }
  | { step: 'error'; message: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'no-date-found'
    ? 'Aucune date lue\u00a0: prenez la date de plus près.'
    : error instanceof ApiError
      ? error.message
      : 'La photo n’a pas pu être lue. Réessayez.';

function kindWords(candidate: ExpiryCandidate): string {
  if (candidate.dateKind === null) return 'Type de date non indiqué';
  const words = DATE_KIND_WORDS[candidate.dateKind];
  return `${words.short} · ${words.name}`;
}

export function ReadDateFromPhoto({ onConfirm }: { onConfirm: (expiresOn: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const photoButton = useRef<HTMLButtonElement>(null);
  const hint = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  // What the last reading came from: « Lire à nouveau » goes back to it.
  const [source, setSource] = useState<Source>('camera');

  const read = async (picture: Blob | undefined, from: Source) => {
    if (!picture) return;
    setSource(from);
    setState({ step: 'reading' });
    try {
      const { candidates } = await callApiWithPhoto(readExpiryDate, {}, await smallEnough(picture, PHOTO_LIMIT));
      setState({ step: 'proposal', candidates });
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    } finally {
      // The same photo chosen again reads again.
      if (input.current) input.current.value = '';
    }
  };
  const choosePhoto = () => input.current?.click();
  const openCamera = () => setState({ step: 'camera' });
  // The camera's view, « Lire » in it, is gone: the photo, which the message points to, takes the focus.
  const onCameraProblem = useCallback(() => photoButton.current?.focus(), []);
  const [best, ...others] = state.step === 'proposal' ? state.candidates : [];

  return (
    <div className="flex flex-col gap-2">
      {/* On a phone, `capture` opens the camera on the back; elsewhere a photo is chosen. */}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        aria-label="Photo de la date"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void read(event.target.files?.[0], 'photo')}
      />
      {state.step === 'camera' && (
        <DateCamera
          onPicture={(picture) => void read(picture, 'camera')}
          onProblem={onCameraProblem}
          onClose={() => setState({ step: 'idle' })}
        />
      )}
      {(state.step === 'idle' || state.step === 'reading' || state.step === 'error') && (
        <Button
          variant="secondary"
          pending={state.step === 'reading'}
          onClick={openCamera}
          aria-describedby={state.step === 'idle' ? hint : undefined}
        >
          <Camera aria-hidden="true" className="size-5" />
          Lire la date
        </Button>
      )}
      {state.step !== 'proposal' && state.step !== 'reading' && (
        <Button ref={photoButton} variant="ghost" onClick={choosePhoto}>
          <ImageUp aria-hidden="true" className="size-5" />
          Prendre une photo
        </Button>
      )}
      {state.step === 'idle' && (
        <p id={hint} className="text-sm text-muted">
          Filmez la date dans le cadre, ou photographiez-la de près, bien à plat.
        </p>
      )}
      {state.step === 'reading' && <Spinner label="Lecture de la date…" />}
      {state.step === 'error' && <Alert>{state.message}</Alert>}
      {best && (
        <section aria-label="Date lue" className="flex flex-col gap-2 rounded-xl border border-line p-3">
          <p>
            Lu sur l’emballage&nbsp;: <q className="font-bold">{best.text}</q>
          </p>
          <p className="text-sm text-muted">{kindWords(best)}</p>
          <Button onClick={() => onConfirm(best.expiresOn)}>Utiliser le {formatShortDate(best.expiresOn)}</Button>
          {others.slice(0, 2).map((other) => (
            <Button key={other.expiresOn} variant="secondary" onClick={() => onConfirm(other.expiresOn)}>
              Plutôt le {formatShortDate(other.expiresOn)} («&nbsp;{other.text}&nbsp;»)
            </Button>
          ))}
          {source === 'camera' ? (
            <Button variant="ghost" onClick={openCamera}>
              Relire avec la caméra
            </Button>
          ) : (
            <Button variant="ghost" onClick={choosePhoto}>
              Reprendre une photo
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
