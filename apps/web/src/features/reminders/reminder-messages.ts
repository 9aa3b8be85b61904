import type { ReminderTestResponse } from '@glouton/core/schemas';
import { ApiError } from '../../lib/api-client';

/** What went wrong with a reminders call, in words a person can act on. */
export function reminderErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  if (error.status === 0) return 'Pas de réseau\u00a0: réessayez quand il revient.';
  // The server's own French: « ce serveur n’envoie pas d’e-mails », « trop d’essais »…
  return error.message;
}

/** What « m'envoyer maintenant » did, said after the tap. */
export function testSentMessage(result: ReminderTestResponse): string {
  const what = result.sample ? 'Un exemple de rappel (rien ne périme bientôt)' : 'Le rappel du jour';
  if (result.delivered === 0) {
    return result.channel === 'email'
      ? 'L’e-mail n’a pas pu être envoyé. Réessayez plus tard.'
      : 'Aucun appareil n’a pu être prévenu. Réessayez plus tard.';
  }
  if (result.channel === 'email') return `${what} vient d’être envoyé par e-mail.`;
  const devices = result.delivered > 1 ? `${result.delivered} appareils` : 'votre appareil';
  return `${what} vient d’être envoyé sur ${devices}.`;
}
