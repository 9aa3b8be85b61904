import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useCreateInvitation } from '../api/invitations';
import { householdErrorMessage } from '../household-errors';
import { InvitationCard } from './InvitationCard';
import { PendingInvitations } from './PendingInvitations';

/** Invite someone: any member may. The new code shows until the person leaves the screen. */
export function InviteSection({ you }: { you: number }) {
  const create = useCreateInvitation();
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
      {create.data ? (
        <>
          <InvitationCard invitation={create.data} />
          {/* One code per person: the next one is asked for on purpose. */}
          <Button variant="secondary" className="self-start" pending={create.isPending} onClick={() => create.mutate()}>
            Créer une autre invitation
          </Button>
        </>
      ) : (
        <Button className="self-start" pending={create.isPending} onClick={() => create.mutate()}>
          Inviter quelqu’un
        </Button>
      )}
      <PendingInvitations you={you} />
    </section>
  );
}
