import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { formatDateTime } from '../../../lib/date-time';
import { memberName } from '../../../lib/members';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { householdErrorMessage } from '../household-errors';

/** The invitations not used yet: their codes are not kept, so each says who made it and until when. */
export function PendingInvitations({ you }: { you: number }) {
  const { data: invitations } = useInvitations();
  const revoke = useRevokeInvitation();
  if (!invitations || invitations.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-extrabold">Invitations en attente</h3>
      {revoke.error && (
        <Alert>
          <p>{householdErrorMessage(revoke.error)}</p>
        </Alert>
      )}
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
          >
            <span className="min-w-0 wrap-anywhere">
              Créée par {memberName(invitation.createdBy, you)}, valable jusqu’au {formatDateTime(invitation.expiresAt)}
            </span>
            <Button
              variant="secondary"
              aria-label={`Révoquer l’invitation valable jusqu’au ${formatDateTime(invitation.expiresAt)}`}
              pending={revoke.isPending && revoke.variables === invitation.id}
              onClick={() => revoke.mutate(invitation.id)}
            >
              Révoquer
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
