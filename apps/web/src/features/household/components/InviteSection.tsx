import { formatInvitationCode } from '@glouton/core/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useCreateInvitation, useInvitations } from '../api/invitations';
import { householdErrorMessage } from '../household-errors';
import { InvitationCard } from './InvitationCard';
import { PendingInvitations } from './PendingInvitations';

/**
 * Invite someone: any member may. The new code shows until the person leaves the screen, or until it
 * can no longer serve: someone used it (the live stream's `household-changed` refreshes the pending
 * list), it was revoked or it expired. A used code left on screen read as still valid (audit).
 */
export function InviteSection({ you }: { you: number }) {
  const create = useCreateInvitation();
  const pending = useInvitations();
  const created = create.data;
  // Gone once the pending list, having held the new code, no longer does (the list fetched before the
  // code was made does not hold it yet, and says nothing).
  const listed = created !== undefined && pending.data?.some((invitation) => invitation.id === created.id) === true;
  const [listedId, setListedId] = useState<number | null>(null);
  if (listed && listedId !== created.id) setListedId(created.id);
  const gone = created !== undefined && listedId === created.id && !listed;
  const invite = () => create.mutate();

  return (
    <section aria-labelledby="inviter-titre" className="flex flex-col gap-3">
      <h2 id="inviter-titre" className="text-xl font-extrabold">
        Inviter quelqu’un
      </h2>
      <p className="text-muted">
        La personne invitée partagera votre placard, votre liste de courses et vos recettes. Le code sert une seule fois
        et reste valable 7 jours.
      </p>
      {create.error && (
        <Alert>
          <p>{householdErrorMessage(create.error)}</p>
        </Alert>
      )}
      <p role="status" className={gone ? 'font-bold' : 'sr-only'}>
        {gone &&
          `Le code ${formatInvitationCode(created.code)} n’est plus valable\u00a0: il a servi, a été révoqué ou a expiré.`}
      </p>
      {created && !gone && <InvitationCard invitation={created} />}
      {created ? (
        // One code per person: the next one is asked for on purpose.
        <Button variant="secondary" className="self-start" pending={create.isPending} onClick={invite}>
          Créer une autre invitation
        </Button>
      ) : (
        <Button className="self-start" pending={create.isPending} onClick={invite}>
          Inviter quelqu’un
        </Button>
      )}
      <PendingInvitations you={you} />
    </section>
  );
}
