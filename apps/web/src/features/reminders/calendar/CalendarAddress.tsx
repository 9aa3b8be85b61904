import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { useShareLink } from '../../../lib/useShareLink';

/** The same address for Apple's Calendar, which offers to subscribe when it opens a webcal:// link. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * The new address, shown once (only its hash is kept): selectable, with a copy button, the phone's
 * share sheet where there is one, and a link that subscribes on an iPhone or a Mac in one tap.
 */
export function CalendarAddress({ url }: { url: string }) {
  const { copied, copy, canShare, share } = useShareLink(url);
  const title = useRef<HTMLHeadingElement>(null);

  // The button that asked for it is gone: the new address is where the person goes on from. (A new
  // address is a new card: the parent keys it by the address.)
  useEffect(() => title.current?.focus(), []);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div>
        <h3 ref={title} tabIndex={-1} className="text-muted outline-none">
          Votre adresse de calendrier
        </h3>
        <p className="break-all font-bold select-all">{url}</p>
        <p className="text-sm text-muted">
          Elle ne sera plus affichée ensuite. Gardez-la pour vous&nbsp;: qui l’a voit vos dates de péremption.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier l’adresse
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share({ title: 'Mon calendrier Glouton' })}>
            Partager
          </Button>
        )}
        <a className={buttonClasses('secondary')} href={webcalOf(url)}>
          Ouvrir dans Calendrier (iPhone, Mac)
        </a>
      </div>
      <p role="status" className={copied ? 'font-bold' : 'sr-only'}>
        {copied === 'yes' && 'Adresse copiée.'}
        {copied === 'no' && 'La copie n’a pas marché ici\u00a0: sélectionnez l’adresse ci-dessus pour la copier.'}
      </p>
    </div>
  );
}
