import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { signalHit } from '../feedback';
import { useDecoder } from '../hooks/useDecoder';
import type { OnDetected } from '../types';
import { toScanResult } from '../validate';
import { DecoderError } from '../worker/decoder-error';

type Outcome = 'none' | 'image' | 'decoder';

const MESSAGES: Record<Outcome, string> = {
  none: 'Aucun code-barres lisible sur cette photo. Reprenez-la de plus près, code bien net et sans reflet, ou saisissez les chiffres du code.',
  image: 'Cette image ne peut pas être ouverte. Choisissez une photo au format JPEG, PNG ou WebP.',
  decoder:
    'Le lecteur de codes-barres n’a pas pu se charger. Vérifiez votre connexion et réessayez, ou saisissez les chiffres du code.',
};

function outcomeOf(error: unknown): Outcome {
  if (error instanceof DecoderError && error.failure === 'image') return 'image';
  if (error instanceof DecoderError && error.failure === 'decode') return 'none';
  return 'decoder';
}

/**
 * "Prendre ou choisir une photo": the phone opens its camera app (or the gallery), and the photo is
 * decoded at full resolution in the decoder worker. Works where live video does not (no permission,
 * http, old browser).
 */
export function PhotoBarcodeReader({ onDetected, className }: { onDetected: OnDetected; className?: string }) {
  const decoder = useDecoder();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire `change` again
    if (!file) return;
    setOutcome(null);
    setReading(true);
    try {
      const scan = (await decoder.decodePhoto(file)).map(toScanResult).find((result) => result !== null);
      if (!scan) return setOutcome('none');
      signalHit();
      onDetected(scan);
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <input
        ref={input}
        type="file"
        aria-label="Photo du code-barres"
        accept="image/*"
        // No `capture`: with it phones open the camera only; without, they offer camera *and* gallery.
        hidden
        onChange={onChange}
      />
      <Button variant="secondary" pending={reading} onClick={() => input.current?.click()}>
        {!reading && <ImagePlus aria-hidden="true" className="size-5" />}
        {reading ? 'Lecture de la photo…' : 'Prendre ou choisir une photo'}
      </Button>
      {outcome && <Alert>{MESSAGES[outcome]}</Alert>}
    </div>
  );
}
