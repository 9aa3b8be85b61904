import { formatInvitationCode } from '@glouton/core/domain';
import type { CreatedInvitation } from '@glouton/core/schemas';
import { Button } from '../../../components/ui/Button';
import { formatDateTime } from '../../../lib/date-time';
import { useShareLink } from '../../../lib/useShareLink';
import { QrCode } from './QrCode';

/** The server answers a path under the app's base: the link to send is on this origin. */
const invitationLink = (invitation: CreatedInvitation) => `${window.location.origin}${invitation.url}`;

/**
 * A new invitation, shown once (only its hash is kept): the code big enough to read aloud, the link to
 * copy or share, and a QR code of the link for a phone next to this one.
 */
export function InvitationCard({ invitation }: { invitation: CreatedInvitation }) {
  const link = invitationLink(invitation);
  const { copied, copy, canShare, share: shareLink } = useShareLink(link);
  const share = () =>
    shareLink({ title: 'Rejoindre mon foyer Glouton', text: 'Rejoignez mon foyer sur Glouton\u00a0:' });

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <div>
        <p className="text-muted">Code d’invitation</p>
        <p className="font-mono text-4xl font-black tracking-widest">
          <span aria-hidden="true">{formatInvitationCode(invitation.code)}</span>
          <span className="sr-only">{spelled(invitation.code)}</span>
        </p>
        <p className="text-sm text-muted">
          Valable une seule fois, jusqu’au {formatDateTime(invitation.expiresAt)}. Il ne sera plus affiché ensuite.
        </p>
      </div>
      <div>
        <p className="text-muted">Lien à envoyer</p>
        <p className="break-all font-bold select-all">{link}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier le lien
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            Partager
          </Button>
        )}
      </div>
      <p role="status" className={copied ? 'font-bold' : 'sr-only'}>
        {copied === 'yes' && 'Lien copié.'}
        {copied === 'no' && 'La copie n’a pas marché ici\u00a0: sélectionnez le lien ci-dessus pour le copier.'}
      </p>
      <div className="flex flex-col items-center gap-2">
        <QrCode value={link} label="QR code du lien d’invitation" />
        <p className="text-center text-sm text-muted">
          À scanner avec l’appareil photo du téléphone de la personne invitée.
        </p>
      </div>
    </div>
  );
}

/** Read letter by letter by a screen reader (« A C D E, F G H J »), not as a word. */
const spelled = (code: string) => `Code ${code.slice(0, 4).split('').join(' ')}, ${code.slice(4).split('').join(' ')}`;
