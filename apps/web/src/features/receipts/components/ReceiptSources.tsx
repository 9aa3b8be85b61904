import { Camera, FileUp } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';

/** The camera (on the back, on a phone) or a file: a photo from the gallery or the PDF of an e-receipt. */
export function ReceiptSources({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const camera = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    // The same file chosen again is sent again.
    input.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Photo du ticket"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={file}
        type="file"
        accept="image/*,application/pdf,.pdf"
        aria-label="Photo ou PDF du ticket"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => take(event.currentTarget)}
      />
      <Button pending={busy} onClick={() => camera.current?.click()}>
        <Camera aria-hidden="true" className="size-5" />
        Prendre le ticket en photo
      </Button>
      <Button variant="secondary" pending={busy} onClick={() => file.current?.click()}>
        <FileUp aria-hidden="true" className="size-5" />
        Choisir une photo ou un PDF
      </Button>
      <p className="text-sm text-muted">
        Le ticket à plat, en entier, bien éclairé. Un ticket reçu par e-mail&nbsp;: son PDF, ou «&nbsp;Partager&nbsp;»
        vers Glouton.
      </p>
    </div>
  );
}
