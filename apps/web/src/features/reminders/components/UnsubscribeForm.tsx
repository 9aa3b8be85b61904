import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { reminderErrorMessage } from '../reminder-messages';

/**
 * The e-mail's « Ne plus recevoir ces e-mails »: one tap to confirm (a link opened by a mail scanner
 * changes nothing), no session needed; the other reminders stay as they are.
 */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  if (!token) {
    return (
      <Alert>
        <p>Ce lien est incomplet. Ouvrez-le depuis l’e-mail, ou réglez vos rappels dans «&nbsp;Rappels&nbsp;».</p>
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="font-bold">
        C’est fait&nbsp;: vous ne recevrez plus le rappel par e-mail. Vos autres rappels (notifications, calendrier)
        restent comme ils étaient.
      </p>
    );
  }
  const unknown = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404;
  return (
    <div className="flex flex-col gap-3">
      {unsubscribe.error && (
        <Alert>
          <p>
            {unknown
              ? 'Ce lien de désabonnement n’est pas reconnu ou a expiré. Réglez vos rappels dans «\u00a0Rappels\u00a0» après vous être connecté.'
              : reminderErrorMessage(unsubscribe.error)}
          </p>
        </Alert>
      )}
      <Button pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        Ne plus recevoir le rappel par e-mail
      </Button>
    </div>
  );
}
